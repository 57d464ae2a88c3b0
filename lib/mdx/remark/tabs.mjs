// @ts-check
// Remark plugin: checks <Tabs>/<TabItem> in MDX at build time, so a mistake
// stops the build naming the file and line: a TabItem outside Tabs, a TabItem
// without a value, two TabItems with the same value, more than one default,
// or other content directly inside Tabs. Gives each Tabs a page-unique id.
// Docusaurus's other form, <Tabs values={[{ value, label }]} defaultValue="…">, becomes the TabItems'
// own labels, order and default here; `lazy` (every panel is rendered anyway) is dropped.
// components/mdx/Tabs.tsx renders them.
import path from 'node:path';
import { visitParents } from 'unist-util-visit-parents';
import { docError } from '../doc-error.mjs';
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

/**
 * The attribute `name` of `node`, removed from it.
 * @param {MdxJsxFlowElement | MdxJsxTextElement} node
 * @param {string} name
 */
function takeAttribute(node, name) {
  const index = node.attributes.findIndex((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
  return index < 0 ? undefined : /** @type {import('mdast-util-mdx-jsx').MdxJsxAttribute} */ (node.attributes.splice(index, 1)[0]);
}

/**
 * `values={[{ value: 'npm', label: 'npm' }, …]}` as written (literals only), or null when it is not such a list.
 * @param {import('mdast-util-mdx-jsx').MdxJsxAttribute} attribute
 * @returns {{ value: string, label?: string }[] | null}
 */
function literalValues(attribute) {
  const value = attribute.value;
  const statement = typeof value === 'object' && value ? value.data?.estree?.body[0] : undefined;
  const list = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (list?.type !== 'ArrayExpression') return null;
  /** @type {{ value: string, label?: string }[]} */
  const entries = [];
  for (const element of list.elements) {
    if (element?.type !== 'ObjectExpression') return null;
    /** @type {Record<string, unknown>} */
    const entry = {};
    for (const property of element.properties) {
      if (property.type !== 'Property' || property.value.type !== 'Literal') return null;
      const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : '';
      entry[key] = property.value.value;
    }
    if (typeof entry.value !== 'string' || (entry.label !== undefined && typeof entry.label !== 'string')) return null;
    entries.push({ value: entry.value, label: /** @type {string | undefined} */ (entry.label) });
  }
  return entries;
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
      takeAttribute(node, 'lazy');
      if (takeAttribute(node, 'queryString')) {
        report(node, '<Tabs queryString> is not read here (the chosen tab is not put in the address). Remove it; a groupId="…" remembers the choice across pages.');
      }
      const valuesAttribute = takeAttribute(node, 'values');
      const values = valuesAttribute && literalValues(valuesAttribute);
      if (valuesAttribute && !values) report(node, '<Tabs values> must be a list written out, values={[{ value: "npm", label: "npm" }]}; or drop it and give each TabItem its label="…".');
      const defaultAttribute = takeAttribute(node, 'defaultValue');
      if (defaultAttribute && typeof defaultAttribute.value !== 'string') report(node, '<Tabs defaultValue> must be a value as text, defaultValue="npm".');
      const items = node.children.filter((child) => isJsx(child) && child.name === 'TabItem').map((child) => /** @type {MdxJsxFlowElement | MdxJsxTextElement} */ (child));
      const valueOf = (/** @type {Node} */ child) => (isJsx(child) ? stringAttribute(child, 'value') : undefined);
      const itemWith = (/** @type {string} */ value) => items.find((item) => valueOf(item) === value);
      if (values) {
        for (const { value, label } of values) {
          const item = itemWith(value);
          if (!item) report(node, `<Tabs values> lists "${value}", but no <TabItem value="${value}"> is inside.`);
          else if (label !== undefined && stringAttribute(item, 'label') === undefined) item.attributes.push({ type: 'mdxJsxAttribute', name: 'label', value: label });
        }
        for (const item of items) {
          const value = valueOf(item);
          if (value && !values.some((entry) => entry.value === value)) report(item, `<TabItem value="${value}"> is not in its <Tabs values>: add { value: "${value}", label: "…" } there.`);
        }
        // Tabs show in the order of `values`, as in Docusaurus.
        const order = (/** @type {Node} */ child) => values.findIndex((entry) => entry.value === valueOf(child));
        node.children.sort((a, b) => order(a) - order(b));
      }
      if (defaultAttribute && typeof defaultAttribute.value === 'string') {
        const chosen = defaultAttribute.value;
        const item = itemWith(chosen);
        if (!item) {
          report(node, `<Tabs defaultValue="${chosen}"> names no <TabItem> inside (values: ${items.map(valueOf).filter(Boolean).join(', ')}).`);
        } else {
          // The Tabs' defaultValue wins over a TabItem's default, as in Docusaurus.
          for (const child of items) takeAttribute(child, 'default');
          item.attributes.push({ type: 'mdxJsxAttribute', name: 'default', value: null });
        }
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

    if (problems.length > 0) throw docError(`Invalid tabs:\n${problems.join('\n')}`);
  };
}
