// @ts-check
// Recma plugin: a name in a doc's braces that nothing defines stops the compile with the file, the line,
// the column and what to write. Braces in MDX run JavaScript, so prose such as "set {options.theme}"
// otherwise reaches the page's render as "ReferenceError: options is not defined", with no word
// of the usual cause: braces meant as text. Only names the author wrote are checked (their nodes keep
// a position in the source); a name defined anywhere in the compiled module counts as defined, so the
// check never stops a doc that would render.
import path from 'node:path';
import { createVisitors } from 'estree-util-scope';
import { visit } from 'estree-util-visit';
import { docError } from '../doc-error.mjs';
/** @import { Node, Program } from 'estree' */
/** @import { VFile } from 'vfile' */

/** Browser globals a guarded expression may name (`typeof window !== 'undefined' && window.x`); Node has none of them. */
const BROWSER_GLOBALS = new Set([
  ...['window', 'document', 'navigator', 'location', 'history', 'screen', 'localStorage', 'sessionStorage', 'self', 'matchMedia'],
  ...['alert', 'confirm', 'prompt', 'open', 'getComputedStyle', 'requestAnimationFrame', 'innerWidth', 'innerHeight', 'scrollTo'],
  ...['HTMLElement', 'customElements', 'IntersectionObserver', 'ResizeObserver', 'MutationObserver'],
]);

/** @param {Node} tree @returns {Set<string>} every name the module declares, in any scope */
function declaredNames(tree) {
  const names = new Set();
  const scope = createVisitors();
  const record = () => scope.scopes.forEach(({ defined }) => defined.forEach((name) => names.add(name)));
  visit(tree, {
    enter: (node) => scope.enter(node),
    leave: (node) => {
      record();
      scope.exit(node);
    },
  });
  record();
  return names;
}

/**
 * Whether the Identifier at `key` of `parent` reads a variable (not a property name, a label, a
 * specifier's own name, or the operand of `typeof`, which never throws).
 * @param {Node | undefined} parent @param {string | undefined} key
 */
function readsVariable(parent, key) {
  if (!parent) return true;
  switch (parent.type) {
    case 'MemberExpression':
      return key !== 'property' || parent.computed;
    case 'Property':
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return key !== 'key' || parent.computed;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'MetaProperty':
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
    case 'ExportSpecifier':
      return false;
    case 'UnaryExpression':
      return parent.operator !== 'typeof';
    default:
      return true;
  }
}

/** The `{…}` of `line` around column `column` (0-based), or undefined. @param {string} line @param {number} column */
export function bracesAround(line, column) {
  let start = column;
  for (let depth = 0; start >= 0; start--) {
    if (line[start] === '}' && start !== column) depth++;
    if (line[start] === '{' && depth-- === 0) break;
  }
  let end = column;
  for (let depth = 0; end < line.length; end++) {
    if (line[end] === '{') depth++;
    if (line[end] === '}' && depth-- === 0) break;
  }
  return start >= 0 && end < line.length ? line.slice(start, end + 1) : undefined;
}

/** @returns {(tree: Program, file: VFile) => void} */
export default function recmaUndefinedNames() {
  return (tree, file) => {
    const declared = declaredNames(tree);
    const lines = String(file.value).split('\n');
    const shown = path.relative(process.cwd(), file.path ?? '') || '<unknown file>';
    /** @type {string[]} */
    const problems = [];
    visit(tree, (node, key, _index, ancestors) => {
      if (node.type !== 'Identifier' || !node.loc || declared.has(node.name)) return;
      if (node.name in globalThis || BROWSER_GLOBALS.has(node.name)) return;
      if (!readsVariable(ancestors.at(-1), key)) return;
      const { line, column } = node.loc.start;
      const braces = bracesAround(lines[line - 1] ?? '', column);
      const escaped = braces ? `\\${braces.slice(0, -1)}\\}` : `\\{${node.name}\\}`;
      problems.push(
        `  ${shown}:${line}:${column + 1}: ${braces ? `${braces} uses \`${node.name}\`` : `\`${node.name}\``}, which this file does not define. ` +
          `Braces in MDX run JavaScript: to show them as text, escape them (${escaped}) or put them in \`inline code\`; ` +
          `to use a value, import it or define it in this file (export const ${node.name} = …).`,
      );
    });
    if (problems.length > 0) {
      throw docError(`MDX names nothing defines:\n${problems.join('\n')}`);
    }
  };
}
