// @ts-check
// What a doc's Markdown copy changes (lib/content/markdown-export.ts): where the doc links to docs,
// pages and images, where its ESM (imports, exports) is, where it shows partials and constants
// (lib/mdx/partials.mjs), and whether it has an h1. Offsets are into the source file, front matter
// included. Saved by the MDX compile (lib/mdx/parsed-doc.mjs).
import { expressionText, literalConstants, partialImports, partialOf } from './partials.mjs';
/** @import { Root } from 'mdast' */

/**
 * A Markdown link, image or definition (the node's offsets, its URL, and where its URL is written
 * from: after the label, so a label or title holding the same text is not taken for it), or a
 * `<DocLink>` element (its offsets, its `id` and `hash` attributes, the offsets of its children, or null).
 * @typedef {{ start: number, end: number, url: string, from: number, image?: true }
 *   | { start: number, end: number, docLink: { id?: string, hash?: string, label: [number, number] | null } }} LinkSite
 * @typedef {{ start: number, end: number }} Range
 * @typedef {{
 *   links: LinkSite[], hasH1: boolean, esm: Range[],
 *   partials: (Range & { source: string })[], values: (Range & { text: string })[],
 * }} MarkdownLinks
 */

/**
 * @typedef {{ type: string, depth?: number, url?: string, label?: string | null, alt?: string | null, name?: string | null,
 *   attributes?: { type: string, name?: string, value?: unknown }[],
 *   position?: { start: { offset?: number }, end: { offset?: number } }, children?: AnyNode[] }} AnyNode
 */

/** @param {AnyNode} node @param {string} name */
function attribute(node, name) {
  const value = node.attributes?.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
}

/**
 * @param {AnyNode} node
 * @returns {LinkSite[]}
 */
function linksOf(node) {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start !== undefined && end !== undefined) {
    if (node.type === 'link' && node.url) return [{ start, end, url: node.url, from: node.children?.at(-1)?.position?.end.offset ?? start }];
    // "![alt](url)": the alt as written, then "](".
    if (node.type === 'image' && node.url) return [{ start, end, url: node.url, from: start + 2 + (node.alt ?? '').length, image: true }];
    // "[label]: url": the label as written, then "]:".
    if (node.type === 'definition' && node.url) return [{ start, end, url: node.url, from: start + (node.label ?? '').length + 3 }];
    if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'DocLink') {
      const children = node.children ?? [];
      const first = children[0]?.position?.start.offset;
      const last = children[children.length - 1]?.position?.end.offset;
      const label = /** @type {[number, number] | null} */ (first !== undefined && last !== undefined ? [first, last] : null);
      return [{ start, end, docLink: { id: attribute(node, 'id'), hash: attribute(node, 'hash'), label } }];
    }
  }
  return (node.children ?? []).flatMap(linksOf);
}

/** @param {AnyNode} node @returns {boolean} */
function hasH1(node) {
  return (node.type === 'heading' && node.depth === 1) || (node.children ?? []).some(hasH1);
}

/** @param {AnyNode} node @returns {Range | undefined} */
function rangeOf(node) {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/**
 * The partials and constants a doc shows, where it shows them (not inside each other).
 * @param {AnyNode} node
 * @param {Map<string, string>} imports
 * @param {Map<string, string>} constants
 * @returns {Pick<MarkdownLinks, 'partials' | 'values'>}
 */
function shown(node, imports, constants) {
  const range = rangeOf(node);
  const source = partialOf(node, imports);
  if (range && source !== undefined) return { partials: [{ ...range, source }], values: [] };
  if (range && (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression')) {
    const text = expressionText(node, constants);
    return { partials: [], values: text === undefined ? [] : [{ ...range, text }] };
  }
  const inner = (node.children ?? []).map((child) => shown(child, imports, constants));
  return { partials: inner.flatMap((each) => each.partials), values: inner.flatMap((each) => each.values) };
}

/**
 * The links, h1, ESM, partials and constants of a parsed doc.
 * @param {Root} tree
 * @returns {MarkdownLinks}
 */
export function markdownLinks(tree) {
  const root = /** @type {AnyNode} */ (tree);
  const esm = (root.children ?? []).filter((node) => node.type === 'mdxjsEsm').flatMap((node) => rangeOf(node) ?? []);
  return { links: linksOf(root), hasH1: hasH1(root), esm, ...shown(root, partialImports(root), literalConstants(root)) };
}
