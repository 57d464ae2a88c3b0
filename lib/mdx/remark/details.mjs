// @ts-check
// Remark plugin: <details> written in MDX becomes <Details> (components/mdx/Details.tsx).
// MDX maps only Markdown syntax to mdx-components.tsx, never lowercase JSX tags.
import { visit } from 'unist-util-visit';
/** @import { Root } from 'mdast' */
/** @import {} from 'mdast-util-mdx-jsx' */

/** @returns {(tree: Root) => void} */
export default function remarkDetails() {
  return (tree) => {
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'details') {
        node.name = 'Details';
      }
    });
  };
}
