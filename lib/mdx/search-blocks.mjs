// @ts-check
// What the search index reads from a doc (lib/content/search-index.ts): its top-level headings and
// the prose between them ("blocks"). Saved by the MDX compile (lib/mdx/parsed-doc.mjs).
import { toString } from 'mdast-util-to-string';
import { headingSlugs } from './heading-slugs.mjs';
import { parseCodeMeta } from './code-meta.mjs';
import { shownCode } from './magic-comments.mjs';
import { expressionText, literalConstants, partialImports, partialOf } from './partials.mjs';
/** @import { Heading, Root } from 'mdast' */

/**
 * A heading (its text as the TOC shows it, its text as prose, and its id); the prose of one
 * top-level node, with the import sources of partials shown inside it (`includes`: their text is
 * the node's too); or a partial shown at the top level (`include`, its import source), whose
 * blocks are the doc's in its place (lib/content/search-index.ts reads them).
 * @typedef {{ depth: number, heading: string, text: string, anchor: string }
 *   | { text: string, includes?: string[] } | { include: string }} SearchBlock
 */

// idString: a heading's own id ("## Reset {#reset}"), not its text.
const NO_PROSE = new Set(['idString', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
// Between these, words must not run together ("Theme" + "Description" in a table row).
const SPACED = new Set(['table', 'tableRow', 'tableCell', 'list', 'listItem', 'blockquote', 'mdxJsxFlowElement', 'containerDirective']);

/** @typedef {{ type: string, name?: string, value?: string, lang?: string | null, meta?: string | null, children?: AnyNode[] }} AnyNode */

/** Whether a code block's meta gives lines to highlight; a malformed one stops the compile anyway. @param {string | null | undefined} meta */
function hasLineRange(meta) {
  try {
    return parseCodeMeta(meta).highlight.length > 0;
  } catch {
    return false;
  }
}

/**
 * What text reads in a doc: its partials (name → import source) and constants (name → text); the
 * partials met are added to `includes`.
 * @typedef {{ imports: Map<string, string>, constants: Map<string, string>, includes: string[] }} TextContext
 */

/**
 * Readable text of a node; MDX expressions, ESM and front matter carry no prose, except an
 * expression naming a constant ({version}), which shows its value.
 * @param {AnyNode} node
 * @param {TextContext} context
 * @returns {string}
 */
function textOf(node, context) {
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return expressionText(node, context.constants) ?? '';
  const partial = partialOf(node, context.imports);
  if (partial !== undefined) {
    context.includes.push(partial);
    return '';
  }
  if (NO_PROSE.has(node.type)) return '';
  // Prose such as "widget:ready" read as a directive: the page shows it as written.
  if (node.type === 'textDirective' || node.type === 'leafDirective') {
    const label = (node.children ?? []).map((child) => textOf(child, context)).join('');
    return `${node.type === 'leafDirective' ? '::' : ':'}${node.name}${label ? `[${label}]` : ''}`;
  }
  // Code as the page shows it: Docusaurus's `// highlight-next-line` comments are not on the page.
  if (node.type === 'code') return shownCode(node.value ?? '', node.lang, hasLineRange(node.meta));
  if (typeof node.value === 'string') return node.value;
  if (!node.children) return '';
  return unravelled(node.children).map((child) => textOf(child, context)).join(SPACED.has(node.type) ? ' ' : '');
}

// HTML whitespace, as the compile tests it (collapse-white-space, style "html"); and the text it drops.
const BLANK = /^[\t\n\f\r ]*$/;
const DROPPED = /^[\t\r\n ]+$/;

/**
 * Children as the MDX compile has them. Before any plugin, @mdx-js/mdx's remark-mark-and-unravel
 * replaces a paragraph of nothing but JSX and expressions (and blank text) with its children, as
 * flow elements, without the whitespace-only text. The compile's tree is already so; a freshly
 * parsed one is read the same way here, so saved and parsed blocks agree.
 * @param {AnyNode[]} children
 * @returns {AnyNode[]}
 */
function unravelled(children) {
  return children.flatMap((child) => {
    if (child.type !== 'paragraph' || !child.children) return [child];
    const jsx = (/** @type {AnyNode} */ node) => node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';
    const inner = child.children;
    if (!inner.some(jsx) || !inner.every((node) => jsx(node) || (node.type === 'text' && BLANK.test(node.value ?? '')))) return [child];
    return inner
      .filter((node) => !(node.type === 'text' && DROPPED.test(node.value ?? '')))
      .map((node) => (node.type === 'mdxJsxTextElement' ? { ...node, type: 'mdxJsxFlowElement' } : node.type === 'mdxTextExpression' ? { ...node, type: 'mdxFlowExpression' } : node));
  });
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
  const imports = partialImports(tree);
  const constants = literalConstants(tree);
  /** @type {SearchBlock[]} */
  const blocks = [];
  for (const node of unravelled(/** @type {AnyNode[]} */ (tree.children))) {
    const partial = partialOf(node, imports);
    if (partial !== undefined) {
      blocks.push({ include: partial });
      continue;
    }
    /** @type {string[]} */
    const includes = [];
    const text = textOf(node, { imports, constants, includes });
    if (node.type === 'heading') {
      const heading = /** @type {Heading} */ (/** @type {unknown} */ (node));
      const slug = anchors.get(heading);
      blocks.push({ depth: heading.depth, heading: slug?.text ?? toString(heading), text, anchor: slug?.id ?? '' });
    } else if (includes.length > 0) blocks.push({ text, includes });
    else if (text) blocks.push({ text });
  }
  return blocks;
}
