// @ts-check
// Remark plugin: gives every heading its id (lib/mdx/heading-slugs.mjs) and exports,
// from the MDX module, `toc` (the headings below h1) and `contentTitle` (the
// text of the first h1, or null: the page then shows its front matter title).
import { valueToEstree } from 'estree-util-value-to-estree';
import { esmNode, exportConst } from '../esm-node.mjs';
import { headingSlugs, RESERVED_IDS } from '../heading-slugs.mjs';
/** @import { Root } from 'mdast' */
/** @import {} from 'mdast-util-mdxjs-esm' */
/** @import {} from 'mdast-util-to-hast' */

/** @typedef {{ value: string, id: string, level: number }} TocEntry */

/** @returns {(tree: Root, file: import('vfile').VFile) => void} */
export default function remarkHeadingIds() {
  return (tree, file) => {
    /** @type {TocEntry[]} */
    const toc = [];
    /** @type {string | null} */
    let contentTitle = null;
    for (const [node, { id, text }] of headingSlugs(tree)) {
      // Only an id written by the author can be one of them (slugs skip them).
      if (RESERVED_IDS.includes(id)) {
        file.fail(`The heading id "${id}" is taken by every page (${RESERVED_IDS.map((reserved) => `"${reserved}"`).join(', ')} are): write another, as "${'#'.repeat(node.depth)} ${text} {#${id}-section}".`, node);
      }
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, id };
      if (node.depth === 1) contentTitle ??= text;
      else toc.push({ value: text, id, level: node.depth });
    }
    tree.children.unshift(esmNode([exportConst('toc', valueToEstree(toc)), exportConst('contentTitle', valueToEstree(contentTitle))]));
  };
}
