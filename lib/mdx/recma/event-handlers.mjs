// @ts-check
// Recma plugin: an event handler on an HTML element of a doc (`<button onClick={…}>`, or in a component the doc
// exports, as Docusaurus's starter page does) stops the compile with the file, the line and the fix. Docs render
// as React Server Components, so such a handler never reaches the browser: without this check the build fails
// when the page is rendered, with React's "Event handlers cannot be passed to Client Component props" and the
// route, not the doc. Runs after MDX has compiled JSX to `_jsx("tag", props)` calls.
import path from 'node:path';
import { visit } from 'estree-util-visit';
import { docError } from '../doc-error.mjs';
/** @import { Program } from 'estree' */
/** @import { VFile } from 'vfile' */

const JSX_CALLS = new Set(['_jsx', '_jsxs', '_jsxDEV']);

/** @returns {(tree: Program, file: VFile) => void} */
export default function recmaEventHandlers() {
  return (tree, file) => {
    const shown = path.relative(process.cwd(), file.path ?? '') || '<unknown file>';
    /** @type {string[]} */
    const problems = [];
    visit(tree, (node) => {
      if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || !JSX_CALLS.has(node.callee.name)) return;
      const [tag, props] = node.arguments;
      // An HTML element (a component may take a function as a prop: it runs on the server).
      if (tag?.type !== 'Literal' || typeof tag.value !== 'string' || props?.type !== 'ObjectExpression') return;
      for (const property of props.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier' || !/^on[A-Z]/.test(property.key.name)) continue;
        const { line, column } = (property.loc ?? node.loc ?? { start: { line: 0, column: 0 } }).start;
        const name = property.key.name;
        problems.push(
          `  ${shown}:${line}:${column + 1}: <${tag.value} ${name}={…}>: docs render on the server, where an event handler cannot run. ` +
            `Move the interactive part into a component file that starts with 'use client' (components/mdx/Highlight.tsx, say), ` +
            `import it in the doc (import Highlight from '@site/components/mdx/Highlight') and use it there; or remove ${name}.`,
        );
      }
    });
    if (problems.length > 0) throw docError(`Event handlers in a doc:\n${problems.join('\n')}`);
  };
}
