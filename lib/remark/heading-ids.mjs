// Remark plugin: gives every heading a GitHub-style id (github-slugger, so
// duplicates become "-1", "-2") and exports the headings as `toc` from the
// MDX module. Ids and TOC come from this one place, so they cannot disagree.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { valueToEstree } from 'estree-util-value-to-estree';
import { visit } from 'unist-util-visit';

export default function remarkHeadingIds() {
  return (tree) => {
    const slugger = new GithubSlugger();
    const toc = [];
    visit(tree, 'heading', (node) => {
      const value = toString(node);
      const id = slugger.slug(value);
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, id };
      if (node.depth > 1) toc.push({ value, id, level: node.depth });
    });
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  { type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) },
                ],
              },
            },
          ],
        },
      },
    });
  };
}
