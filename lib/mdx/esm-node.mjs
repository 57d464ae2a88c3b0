// @ts-check
// An MDX ESM node (what `import`/`export` lines in MDX become) holding the given ESTree statements:
// how remark plugins add imports and exports to a compiled MDX module.
/** @import { Program } from 'estree' */
/** @import { MdxjsEsm } from 'mdast-util-mdxjs-esm' */

/**
 * @param {Program['body']} body
 * @returns {MdxjsEsm}
 */
export function esmNode(body) {
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } };
}
