// @ts-check
// Remark plugin: validates the front matter of every MDX file (clear error
// with the file name), and rewrites relative links to .md/.mdx files at any
// depth ("../guides/setup.md#install") into their routes, as Docusaurus does.
// Every broken one (missing file, draft, not a doc) is listed at once.
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { linkTargetOfFile, parseFrontMatter } from '../../content/docs-source.mjs';
/** @import { Root } from 'mdast' */
/** @import { VFile } from 'vfile' */

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/)([^#?]+\.mdx?)(#.*)?$/i;

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
      if (!match) return;
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
      throw new Error(
        `Broken links to MDX files:\n${broken.join('\n')}\nFix the path (relative to the linking file, e.g. "../guides/setup.md") or link to a route such as "/installation".`,
      );
    }
  };
}
