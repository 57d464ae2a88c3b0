// @ts-check
// Remark plugin: validates the front matter of every MDX file (clear error
// with the file name), and rewrites relative links to .md/.mdx files at any
// depth ("../guides/setup.md#install") into their routes, as Docusaurus does.
// Every broken one (missing file, draft, not a doc) is listed at once.
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { linkTargetOfFile, parseFrontMatter } from '../../content/docs-source.mjs';
import { docError } from '../doc-error.mjs';
/** @import { Root } from 'mdast' */
/** @import { VFile } from 'vfile' */

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/)([^#?]+\.mdx?)(#.*)?$/i;
/** Relative to the page ("./faq", "../sample.zip"): not a scheme, not "/", "#" or "?" first. */
const RELATIVE_LINK = /^(?![a-z][a-z0-9+.-]*:|[/#?])/i;

/**
 * A relative link that is no Markdown file. A file beside the doc (a download) is not copied into the
 * build: the author is told where to put it. Any other path is a route relative to the page, resolved
 * as the browser would on it (Docusaurus's rule), and checked with every route once the site is built.
 * @param {string} url @param {string} filePath @param {string} shown @param {number | undefined} line
 * @returns {{ url: string } | { problem: string }}
 */
function relativeLink(url, filePath, shown, line) {
  const filePart = url.replace(/[?#].*$/, '');
  const target = path.resolve(path.dirname(filePath), decodeURI(filePart));
  if (filePart !== '' && fs.existsSync(target) && fs.statSync(target).isFile()) {
    return {
      problem:
        `  ${shown}${line ? `:${line}` : ''} links to "${url}", a file beside the doc that the build does not copy. ` +
        `Put it in public/ (e.g. public/files/${path.basename(target)}) and link to "/files/${path.basename(target)}".`,
    };
  }
  const page = linkTargetOfFile(filePath);
  if ('problem' in page) return { url };
  const resolved = new URL(url, `http://site${page.route}`);
  return { url: resolved.pathname + resolved.search + resolved.hash };
}

/** @returns {(tree: Root, file: VFile) => void} */
export default function remarkDocLinks() {
  return (tree, file) => {
    const filePath = file.path ?? '';
    const shown = path.relative(process.cwd(), filePath) || '<unknown file>';
    parseFrontMatter(String(file.value), shown);
    /** @type {string[]} */
    const broken = [];
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const match = FILE_LINK.exec(node.url);
      if (!match) {
        if (!RELATIVE_LINK.test(node.url) || node.url === '') return;
        const relative = relativeLink(node.url, filePath, shown, node.position?.start.line);
        if ('problem' in relative) broken.push(relative.problem);
        else node.url = relative.url;
        return;
      }
      const target = path.resolve(path.dirname(filePath), decodeURI(match[1]));
      if (!fs.existsSync(target)) {
        const line = node.position?.start.line;
        broken.push(`  ${shown}${line ? `:${line}` : ''} links to "${node.url}", but ${path.relative(process.cwd(), target)} does not exist`);
        return;
      }
      const resolved = linkTargetOfFile(target);
      if ('problem' in resolved) {
        const line = node.position?.start.line;
        broken.push(`  ${shown}${line ? `:${line}` : ''} links to "${node.url}", but ${resolved.problem}`);
        return;
      }
      node.url = resolved.route + (match[2] ?? '');
    });
    if (broken.length > 0) {
      throw docError(
        `Broken links in MDX files:\n${broken.join('\n')}\nFix the path (relative to the linking file, e.g. "../guides/setup.md") or link to a route such as "/installation".`,
      );
    }
  };
}
