// @ts-check
// Rehype plugin: GFM task list items ("- [x] Done") get their checkbox and text
// inside one <label>, so the (disabled) checkbox has an accessible name: the
// item's text. Blocks after the text (a nested list) stay outside the label.
import { visit } from 'unist-util-visit';
/** @import { Element, ElementContent, Root } from 'hast' */

const BLOCKS = new Set(['ul', 'ol', 'p', 'div', 'pre', 'table', 'blockquote']);

/**
 * Adjacent texts as one (the checkbox's space and the item's text): React renders each text apart,
 * with <!-- --> between them in the HTML.
 * @param {ElementContent[]} children
 * @returns {ElementContent[]}
 */
function joinTexts(children) {
  /** @type {ElementContent[]} */
  const joined = [];
  for (const child of children) {
    const last = joined[joined.length - 1];
    if (child.type === 'text' && last?.type === 'text') joined[joined.length - 1] = { type: 'text', value: last.value + child.value };
    else joined.push(child);
  }
  return joined;
}

/** @returns {(tree: Root) => void} */
export default function rehypeTaskLists() {
  return (tree) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'input' || node.properties?.type !== 'checkbox') return;
      node.properties.disabled = true;
    });
    visit(tree, 'element', (node) => {
      const start = node.children.findIndex(
        (child) => child.type === 'element' && child.tagName === 'input' && child.properties?.type === 'checkbox',
      );
      if (start === -1 || (node.tagName !== 'li' && node.tagName !== 'p')) return;
      let end = start + 1;
      while (end < node.children.length) {
        const child = node.children[end];
        if (child.type === 'element' && BLOCKS.has(child.tagName)) break;
        end += 1;
      }
      /** @type {Element} */
      const label = {
        type: 'element',
        tagName: 'label',
        properties: { className: ['task-list-label'] },
        children: joinTexts(node.children.slice(start, end)),
      };
      node.children.splice(start, end - start, label);
    });
  };
}
