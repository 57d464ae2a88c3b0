// @ts-check
// An MDX ESM node (what `import`/`export` lines in MDX become) holding the given ESTree statements:
// how remark plugins add imports and exports to a compiled MDX module.
/** @import { Expression, ExportNamedDeclaration, Program } from 'estree' */
/** @import { MdxjsEsm } from 'mdast-util-mdxjs-esm' */

/**
 * @param {Program['body']} body
 * @returns {MdxjsEsm}
 */
export function esmNode(body) {
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } };
}

/**
 * `export const <name> = <init>` as an ESTree node.
 * @param {string} name
 * @param {Expression} init
 * @returns {ExportNamedDeclaration}
 */
export function exportConst(name, init) {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    attributes: [],
    declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }] },
  };
}
