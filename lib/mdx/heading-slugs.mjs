// @ts-check
// The one slugger: heading ids for the rendered pages (lib/mdx/remark/heading-ids.mjs)
// and the search index (lib/content/search-index.ts) come from here, so they match.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * Ids every page already has (lib/dom-ids.ts: the top region, <main>): a heading "Top" or "Main
 * content" gets "top-1", "main-content-1", so its link goes to it, and no id is on a page twice.
 */
export const RESERVED_IDS = ['top', 'main-content'];

/**
 * GitHub-style ids for every heading of a Markdown tree, in document order and
 * at any depth (lists, quotes, JSX): "Install from npm" → "install-from-npm",
 * repeats get "-1", "-2" (as do the RESERVED_IDS). A heading's own id,
 * "## Install {#install}" (remark-custom-heading-id, as Docusaurus reads it), is kept as written, in the tree as parsed (an `idString` child) or
 * after that plugin ran (`data.id`).
 * @param {import('mdast').Root} tree
 * @returns {Map<import('mdast').Heading, { id: string, text: string }>}
 */
export function headingSlugs(tree) {
  const slugger = new GithubSlugger();
  for (const id of RESERVED_IDS) slugger.slug(id);
  /** @type {Map<import('mdast').Heading, { id: string, text: string }>} */
  const slugs = new Map();
  visit(tree, 'heading', (/** @type {import('mdast').Heading} */ node) => {
    const children = node.children.filter((child) => String(child.type) !== 'idString');
    const own = /** @type {{ value?: string } | undefined} */ (node.children.find((child) => String(child.type) === 'idString'));
    const text = toString(children).trim();
    const id = /** @type {{ id?: string } | undefined} */ (node.data)?.id || own?.value;
    slugs.set(node, { id: id || slugger.slug(text), text });
  });
  return slugs;
}
