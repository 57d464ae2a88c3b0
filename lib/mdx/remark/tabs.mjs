// @ts-check
// Remark plugin: checks <Tabs>/<TabItem> in MDX at build time, so a mistake
// stops the build naming the file and line: a TabItem outside Tabs, a TabItem
// without a value, two TabItems with the same value, more than one default,
// or other content directly inside Tabs. Gives each Tabs a page-unique id.
// components/mdx/Tabs.tsx renders them.
import path from 'node:path';
import { visitParents } from 'unist-util-visit-parents';
/** @import { Root } from 'mdast' */
/** @import { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx' */
/** @import { Node } from 'unist' */
/** @import { VFile } from 'vfile' */

/** @type {(node: Node) => node is MdxJsxFlowElement | MdxJsxTextElement} */
const isJsx = (node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/**
 * A string attribute's value; undefined when absent; null when it is an expression.
 * @param {MdxJsxFlowElement | MdxJsxTextElement} node
 * @param {string} name
 * @returns {string | null | undefined}
 */
function stringAttribute(node, name) {
  const found = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
  if (!found) return undefined;
  if (found.value === null) return ''; // bare attribute: <TabItem default>
  return typeof found.value === 'string' ? found.value : null;
}

/** @returns {(tree: Root, file: VFile) => void} */
export default function remarkTabs() {
  return (tree, file) => {
    const shown = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>';
    /** @type {string[]} */
    const problems = [];
    let count = 0;
    /** @type {(node: Node, message: string) => void} */
    const report = (node, message) => {
      const line = node.position?.start.line;
      problems.push(`  ${shown}${line ? `:${line}` : ''}: ${message}`);
    };

    // unist-util-visit-parents types a predicate test only when it matches one node type, so name both here.
    visitParents(tree, isJsx, (/** @type {MdxJsxFlowElement | MdxJsxTextElement} */ node, /** @type {Node[]} */ ancestors) => {
      if (node.name === 'TabItem') {
        const parent = ancestors[ancestors.length - 1];
        if (!parent || !isJsx(parent) || parent.name !== 'Tabs') {
          report(node, '<TabItem> must be a direct child of <Tabs>.');
        }
        return;
      }
      if (node.name !== 'Tabs') return;
      // A page-unique id for the tab and panel ids (aria-controls, aria-labelledby).
      if (stringAttribute(node, 'id') === undefined) {
        count += 1;
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: `tabs-${count}` });
      }
      /** @type {Set<string>} */
      const seen = new Set();
      let defaults = 0;
      for (const child of node.children) {
        if (!isJsx(child) || child.name !== 'TabItem') {
          report(child, `<Tabs> may contain only <TabItem> elements; found ${isJsx(child) ? `<${child.name}>` : child.type}. Move it into a <TabItem>.`);
          continue;
        }
        const value = stringAttribute(child, 'value');
        if (!value) {
          report(child, '<TabItem> needs a value: <TabItem value="npm" label="npm">.');
          continue;
        }
        if (seen.has(value)) report(child, `two <TabItem>s in the same <Tabs> have value="${value}". Values must be unique.`);
        seen.add(value);
        if (stringAttribute(child, 'default') !== undefined) defaults += 1;
      }
      if (node.children.length === 0) report(node, '<Tabs> is empty. Add <TabItem value="…"> elements.');
      if (defaults > 1) report(node, 'more than one <TabItem> is marked default. Keep one.');
    });

    if (problems.length > 0) throw new Error(`Invalid tabs:\n${problems.join('\n')}`);
  };
}
