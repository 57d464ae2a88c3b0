// @ts-check
// What the search index reads from a doc: its top-level headings and the prose between them
// ("blocks"). Parsing Markdown is the costly part of building the index (~6 ms a doc: 6 s at
// 1,000 docs, a minute at 10,000), and the MDX compile has already parsed every doc. So the
// compile saves each doc's blocks (lib/mdx/remark/search-blocks.mjs) and the index reads them
// (lib/content/search-index.ts), parsing only a source whose blocks are not saved.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

// The code that makes blocks: saved blocks are kept apart per version of it.
const CODE = ['lib/mdx/search-blocks.mjs', 'lib/mdx/heading-slugs.mjs'];

/**
 * Where the compile saves blocks, in the build's cache folder (`distDir`): one folder per
 * version of the code above, one file per source text. Undefined when not run from the project
 * folder (no saved blocks rather than stale ones).
 * @param {string} distDir
 * @returns {string | undefined}
 */
export function searchBlocksDir(distDir) {
  const hash = createHash('sha256');
  for (const file of CODE) {
    const full = path.resolve(file);
    if (!fs.existsSync(full)) return undefined;
    hash.update(fs.readFileSync(full));
  }
  return path.resolve(distDir, 'cache', 'search-blocks', hash.digest('hex').slice(0, 16));
}

/** @param {string} dir @param {string} source */
const blocksFile = (dir, source) => path.join(dir, `${createHash('sha256').update(source).digest('hex').slice(0, 32)}.json`);

/**
 * Saves the blocks of `source`. A cache: if it cannot be written, the index parses the source.
 * @param {string} dir
 * @param {string} source
 * @param {SearchBlock[]} blocks
 */
export function saveSearchBlocks(dir, source, blocks) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const file = blocksFile(dir, source);
    // Written whole, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(partial, JSON.stringify(blocks));
    fs.renameSync(partial, file);
  } catch {
    // Read-only or full disk: nothing is lost but time.
  }
}

/**
 * The saved blocks of `source`, if the compile saved them.
 * @param {string} dir
 * @param {string} source
 * @returns {SearchBlock[] | undefined}
 */
export function loadSearchBlocks(dir, source) {
  try {
    return JSON.parse(fs.readFileSync(blocksFile(dir, source), 'utf8'));
  } catch {
    return undefined;
  }
}
