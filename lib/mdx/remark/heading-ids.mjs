// Remark plugin: gives every heading its id (lib/mdx/heading-slugs.mjs) and exports,
// from the MDX module, `toc` (the headings below h1) and `contentTitle` (the
// text of the first h1, or null: the page then shows its front matter title).
import { valueToEstree } from 'estree-util-value-to-estree';
import { headingSlugs } from '../heading-slugs.mjs';

function exportConst(name, value) {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }],
    },
  };
}

export default function remarkHeadingIds() {
  return (tree) => {
    const toc = [];
    let contentTitle = null;
    for (const [node, { id, text }] of headingSlugs(tree)) {
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, id };
      if (node.depth === 1) contentTitle ??= text;
      else toc.push({ value: text, id, level: node.depth });
    }
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [exportConst('toc', toc), exportConst('contentTitle', contentTitle)],
        },
      },
    });
  };
}
