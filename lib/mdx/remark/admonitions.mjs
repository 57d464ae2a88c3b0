// @ts-check
// Remark plugin (after remark-directive): turns :::note, :::tip, :::info,
// :::warning, :::danger and :::caution container directives (optional title: :::tip[Pro tip])
// into <Admonition type title> elements (components/mdx/Admonition.tsx).
// remark-directive also reads ":name" in ordinary prose ("a:b") and "::name"
// lines as directives: those are put back as the text the author wrote, so no
// content is lost. An unknown :::type stops the build.
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { docError } from '../doc-error.mjs';
/** @import { Root } from 'mdast' */
/** @import { LeafDirective, TextDirective } from 'mdast-util-directive' */
/** @import { MdxJsxAttribute } from 'mdast-util-mdx-jsx' */
/** @import { VFile } from 'vfile' */

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];

/**
 * The source text of a node, from its position in the file.
 * @param {TextDirective | LeafDirective} node
 * @param {string} source the whole file
 * @returns {string}
 */
function sourceOf(node, source) {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) {
    // No positions (a node made by another plugin): rebuild the usual shape.
    const colons = node.type === 'leafDirective' ? '::' : ':';
    const label = node.children?.length ? `[${toString(node)}]` : '';
    return `${colons}${node.name}${label}`;
  }
  return source.slice(start.offset, end.offset);
}

/** @type {(name: string, value: string) => MdxJsxAttribute} */
const attribute = (name, value) => ({ type: 'mdxJsxAttribute', name, value });

/** @returns {(tree: Root, file: VFile) => void} */
export default function remarkAdmonitions() {
  return (tree, file) => {
    const shown = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>';
    const source = String(file.value);
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective' && parent && index !== undefined) {
        // Joined to the text around it: one string for React, not three parts with <!-- --> between them in the HTML.
        const before = parent.children[index - 1];
        const after = parent.children[index + 1];
        const start = before?.type === 'text' ? index - 1 : index;
        const end = after?.type === 'text' ? index + 2 : index + 1;
        const value = (before?.type === 'text' ? before.value : '') + sourceOf(node, source) + (after?.type === 'text' ? after.value : '');
        parent.children.splice(start, end - start, { type: 'text', value });
        return [SKIP, start + 1];
      }
      if (node.type === 'leafDirective' && parent && index !== undefined) {
        parent.children.splice(index, 1, {
          type: 'paragraph',
          children: [{ type: 'text', value: sourceOf(node, source) }],
        });
        return [SKIP, index + 1];
      }
      if (node.type === 'paragraph') {
        // ":::tip Title" (MDX 1's title syntax) is no directive for remark-directive: it would show as text.
        const start = node.position?.start.offset;
        const line = start === undefined ? '' : source.slice(start, source.indexOf('\n', start) >>> 0);
        const old = /^:::(\w+)[ \t]+(\S.*)$/.exec(line.trimEnd());
        if (old && ADMONITION_TYPES.includes(old[1])) {
          throw docError(
            `${shown}:${node.position?.start.line}: "${old[0]}" puts the admonition's title after its type, the MDX 1 way, ` +
              `and would show as text. Write ":::${old[1]}[${old[2]}]".`,
          );
        }
        return;
      }
      if (node.type !== 'containerDirective') return;
      if (!ADMONITION_TYPES.includes(node.name)) {
        const line = node.position?.start.line;
        throw docError(
          `${shown}${line ? `:${line}` : ''}: unknown admonition ":::${node.name}". ` +
            `Use one of: ${ADMONITION_TYPES.join(', ')} (e.g. ":::tip" or ":::tip[Your title]").`,
        );
      }
      const [first, ...rest] = node.children;
      const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel;
      const title = hasLabel ? toString(first).trim() : '';
      const attributes = [attribute('type', node.name)];
      if (title) attributes.push(attribute('title', title));
      Object.assign(node, {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes,
        children: hasLabel ? rest : node.children,
      });
    });
  };
}
