// @ts-check
// Remark plugin: what a Docusaurus docs folder brings that this site reads differently. Imports of
// Docusaurus's own modules: the theme components this site has (@theme/Tabs, @theme/TabItem,
// @theme/Admonition), @docusaurus/useBaseUrl and @site/… resolve (aliases in next.config.mjs); any
// other stops the build with the file, the line and what to write instead, where the bundler would
// say "Module not found" about a compiled file, at a compiled line. So does an import of a project
// file that is not there, <head> in MDX (its <title> would be a second one, in the body) and require()
// in JSX (an image object here, never its URL). Every such place of the file is listed at once.
// Docusaurus's name for the front matter, `frontMatter` ({frontMatter.title}), is this site's
// `frontmatter` (remark-mdx-frontmatter), exported under both names where a doc reads it.
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { closestName } from '../../closest-name.mjs';
import { esmNode, exportConst } from '../esm-node.mjs';
import { docError } from '../doc-error.mjs';
/** @import { Root } from 'mdast' */
/** @import { VFile } from 'vfile' */

/** Docusaurus modules this site provides, as bundler aliases (next.config.mjs → turbopack.resolveAlias). */
export const DOCUSAURUS_ALIASES = {
  '@theme/Tabs': './components/mdx/docusaurus-theme/Tabs.ts',
  '@theme/TabItem': './components/mdx/docusaurus-theme/TabItem.ts',
  '@theme/Admonition': './components/mdx/docusaurus-theme/Admonition.ts',
  '@docusaurus/useBaseUrl': './lib/docusaurus/use-base-url.ts',
  // The project's root, as in Docusaurus: import Setup from '@site/content/docs/_setup.mdx'.
  '@site/*': './*',
};
const DOCUSAURUS_MODULES = Object.keys(DOCUSAURUS_ALIASES).filter((name) => !name.endsWith('*'));

/** What to write instead of a Docusaurus module this site does not have. */
const INSTEAD = /** @type {Record<string, string>} */ ({
  '@theme/DocCardList':
    'For a category page with a card per doc, give the category a generated index (link: { type: "generated-index" } in its _category_.json) or link its docs',
  '@theme/CodeBlock': 'Write a fenced code block (```js title="widget.js" showLineNumbers)',
  '@theme/Details': 'Write <details><summary>Title</summary>…</details>',
  '@docusaurus/Link': 'Write a Markdown link, [text](/installation) or [text](./installation.md)',
  '@theme/IdealImage': 'Write a Markdown image, ![What it shows](./img/shot.png)',
});

/** @param {string} source */
const isDocusaurusModule = (source) => source.startsWith('@theme/') || source.startsWith('@theme-original/') || source.startsWith('@docusaurus/');

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.mdx', '.md', '.json'];

/**
 * Why an import of a project file by the doc `from` (a relative path, `@site/…` or `@/…`) finds no file, or null (found, or a package).
 * Checked by the build only: under next dev, the bundler's own error clears by itself once the file is there.
 * @param {string} source @param {string} from
 */
function missingImport(source, from) {
  if (process.env.NODE_ENV === 'development' || !from) return null;
  const root = source.startsWith('@site/') ? '@site/' : source.startsWith('@/') ? '@/' : null;
  if (!root && !source.startsWith('./') && !source.startsWith('../')) return null;
  const target = root ? path.resolve(source.slice(root.length)) : path.resolve(path.dirname(from), source);
  const isFile = (/** @type {string} */ candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false;
  if ([target, ...EXTENSIONS.map((extension) => target + extension), ...EXTENSIONS.map((extension) => path.join(target, `index${extension}`))].some(isFile)) return null;
  const dir = path.dirname(target);
  const withoutExtension = (/** @type {string} */ name) => name.replace(/\.[^.]+$/, '');
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).map(withoutExtension) : [];
  const written = path.basename(target);
  const meant = closestName(withoutExtension(written), names);
  const near = meant ? `did you mean "${source.slice(0, source.length - written.length)}${meant}${written.slice(withoutExtension(written).length)}"? ` : '';
  return (
    `imports "${source}", but there is no ${path.relative(process.cwd(), target)} (with ${EXTENSIONS.join(', ')} or an index file in it): ${near}` +
    `a relative path starts from this file's folder, @site/ from the project's.`
  );
}

/** @returns {(tree: Root, file: VFile) => void} */
export default function remarkDocusaurusMdx() {
  return (tree, file) => {
    const shown = path.relative(process.cwd(), file.path ?? '') || '<unknown file>';
    /** @type {string[]} */
    const problems = [];
    /** @param {number | undefined} line @param {string} text */
    const report = (line, text) => problems.push(`  ${shown}${line ? `:${line}` : ''}: ${text}`);
    let readsFrontMatter = false;

    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        readsFrontMatter ||= /\bfrontMatter\b/.test(node.value);
      }
      if (node.type === 'mdxjsEsm') {
        for (const statement of node.data?.estree?.body ?? []) {
          if (statement.type !== 'ImportDeclaration') continue;
          const source = String(statement.source.value);
          if (!isDocusaurusModule(source) || DOCUSAURUS_MODULES.includes(source)) {
            const missing = missingImport(source, file.path ?? '');
            if (missing) report(statement.loc?.start.line ?? node.position?.start.line, missing);
            continue;
          }
          report(
            statement.loc?.start.line ?? node.position?.start.line,
            `imports "${source}", a Docusaurus module this site does not have. ${INSTEAD[source] ?? 'Remove the import and what uses it'}. ` +
              `Available: ${DOCUSAURUS_MODULES.join(', ')}, and @site/… for a file of the project.`,
          );
        }
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (node.name === 'head') {
          report(
            node.position?.start.line,
            '<head> is not read here (its <title> would be a second one, in the page). Set the title and meta tags in front matter: title, description, keywords, image.',
          );
        }
        for (const attribute of node.attributes) {
          if (attribute.type !== 'mdxJsxAttribute') continue;
          const { value } = attribute;
          if (value && typeof value === 'object') readsFrontMatter ||= /\bfrontMatter\b/.test(value.value);
          if (value && typeof value === 'object' && /\brequire\s*\(/.test(value.value)) {
            report(
              node.position?.start.line,
              `${attribute.name}={${value.value}}: require() gives an image object here, not its URL. ` +
                'Write a Markdown image, ![What it shows](./img/shot.png), or import it (import shot from \'./img/shot.png\') and use {shot.src}.',
            );
          }
        }
      }
    });
    if (problems.length > 0) {
      throw docError(`Docusaurus MDX this site reads differently:\n${problems.join('\n')}`);
    }
    // Last in the module: remark-mdx-frontmatter, later in the pipeline, declares `frontmatter` first.
    if (readsFrontMatter) tree.children.push(esmNode([exportConst('frontMatter', { type: 'Identifier', name: 'frontmatter' })]));
  };
}
