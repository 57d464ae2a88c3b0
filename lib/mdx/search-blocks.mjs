// @ts-check
// What the search index reads from a doc (lib/content/search-index.ts): its top-level headings and
// the prose between them ("blocks"). Saved by the MDX compile (lib/mdx/parsed-doc.mjs).
import { toString } from 'mdast-util-to-string';
import { headingSlugs } from './heading-slugs.mjs';
/** @import { Root } from 'mdast' */

/**
 * A heading (its text as the TOC shows it, its text as prose, and its id), or the prose of one
 * top-level node.
 * @typedef {{ depth: number, heading: string, text: string, anchor: string } | { text: string }} SearchBlock
 */

const NO_PROSE = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
// Between these, words must not run together ("Theme" + "Description" in a table row).
const SPACED = new Set(['table', 'tableRow', 'tableCell', 'list', 'listItem', 'blockquote', 'mdxJsxFlowElement', 'containerDirective']);

/** @typedef {{ type: string, name?: string, value?: string, children?: AnyNode[] }} AnyNode */

/**
 * Readable text of a node; MDX expressions, ESM and front matter carry no prose.
 * @param {AnyNode} node
 * @returns {string}
 */
function textOf(node) {
  if (NO_PROSE.has(node.type)) return '';
  // Prose such as "widget:ready" read as a directive: the page shows it as written.
  if (node.type === 'textDirective' || node.type === 'leafDirective') {
    const label = (node.children ?? []).map(textOf).join('');
    return `${node.type === 'leafDirective' ? '::' : ':'}${node.name}${label ? `[${label}]` : ''}`;
  }
  if (typeof node.value === 'string') return node.value;
  if (!node.children) return '';
  // A paragraph of nothing but JSX and expressions: the MDX compile lifts its children out of it
  // (remark-mark-and-unravel, before any plugin) and they read as blocks of their own. Read a
  // freshly parsed tree the same way, so saved and parsed blocks agree.
  if (node.type === 'paragraph' && isJsxOnly(node.children)) {
    return node.children.map((child) => (child.type === 'mdxJsxTextElement' ? textOf({ ...child, type: 'mdxJsxFlowElement' }) : textOf(child))).join(' ');
  }
  return node.children.map(textOf).join(SPACED.has(node.type) ? ' ' : '');
}

/** @param {AnyNode[]} children */
function isJsxOnly(children) {
  const jsx = (/** @type {AnyNode} */ child) => child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression';
  return children.some(jsx) && children.every((child) => jsx(child) || (child.type === 'text' && !(child.value ?? '').trim()));
}

/**
 * The blocks of a parsed doc, in order: each top-level heading, and the text of each other
 * top-level node that has any.
 * @param {Root} tree
 * @returns {SearchBlock[]}
 */
export function searchBlocks(tree) {
  // The same ids as the rendered page.
  const anchors = headingSlugs(tree);
  /** @type {SearchBlock[]} */
  const blocks = [];
  for (const node of tree.children) {
    const text = textOf(/** @type {AnyNode} */ (node));
    if (node.type === 'heading') blocks.push({ depth: node.depth, heading: toString(node), text, anchor: anchors.get(node)?.id ?? '' });
    else if (text) blocks.push({ text });
  }
  return blocks;
}
