// @ts-check
// What a doc shows that its own text does not hold, for what reads the source after the build (the
// search index, the Markdown copies; lib/mdx/parsed-doc.mjs): partials, Markdown files imported and
// shown in place (import Steps from './_steps.mdx', then <Steps />, as in Docusaurus), and constants
// (export const version = '2.1.0', then {version}; the front matter's values, {frontMatter.title}).
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
/** @import { Node, Program } from 'estree' */

/** @typedef {{ type: string, name?: string | null, data?: unknown, children?: AnyNode[] }} AnyNode */

const MARKDOWN_FILE = /\.mdx?$/i;

/** @param {AnyNode} node @returns {Node[]} */
const statementsOf = (node) => /** @type {{ estree?: Program | null } | undefined} */ (node.data)?.estree?.body ?? [];

/**
 * Local name → import source, for each default import of a Markdown file in the doc's ESM.
 * @param {AnyNode} tree
 * @returns {Map<string, string>}
 */
export function partialImports(tree) {
  /** @type {Map<string, string>} */
  const imports = new Map();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of statementsOf(node)) {
      if (statement.type !== 'ImportDeclaration' || !MARKDOWN_FILE.test(String(statement.source.value).split('?')[0])) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') imports.set(specifier.local.name, String(statement.source.value));
      }
    }
  }
  return imports;
}

/**
 * Name → text, for each constant of the doc's ESM whose value is a string or number written out
 * (`export const version = '2.1.0'`, `const year = 2026`), and `frontMatter.<key>` for each such value of
 * the front matter, which Docusaurus docs read as {frontMatter.title}.
 * @param {AnyNode} tree
 * @returns {Map<string, string>}
 */
export function literalConstants(tree) {
  /** @type {Map<string, string>} */
  const constants = new Map();
  for (const node of tree.children ?? []) {
    if (node.type === 'yaml') {
      /** @type {unknown} */
      let data;
      try {
        data = YAML.parse(/** @type {{ value: string }} */ (/** @type {unknown} */ (node)).value);
      } catch {
        // Malformed front matter stops the build elsewhere, with its own message.
      }
      for (const [key, value] of Object.entries(data && typeof data === 'object' ? data : {})) {
        if (typeof value === 'string' || typeof value === 'number') constants.set(`frontMatter.${key}`, String(value));
      }
    }
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of statementsOf(node)) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
      for (const { id, init } of declaration.declarations) {
        if (id.type !== 'Identifier' || !init) continue;
        if (init.type === 'Literal' && (typeof init.value === 'string' || typeof init.value === 'number')) constants.set(id.name, String(init.value));
        if (init.type === 'TemplateLiteral' && init.expressions.length === 0) constants.set(id.name, init.quasis.map((quasi) => quasi.value.cooked ?? '').join(''));
      }
    }
  }
  return constants;
}

/**
 * The text an expression shows when it is a string or number written out ({' '}) or names one of
 * `constants` ({version}, {frontMatter.title}); undefined otherwise (code the page runs: nothing to read here).
 * @param {AnyNode} node an mdxTextExpression or mdxFlowExpression
 * @param {Map<string, string>} constants
 * @returns {string | undefined}
 */
export function expressionText(node, constants) {
  const [statement] = statementsOf(node);
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const { expression } = statement;
  if (expression.type === 'Literal' && (typeof expression.value === 'string' || typeof expression.value === 'number')) return String(expression.value);
  if (expression.type === 'Identifier') return constants.get(expression.name);
  // frontMatter.title
  const { object, property, computed } = expression.type === 'MemberExpression' ? expression : {};
  return object?.type === 'Identifier' && property?.type === 'Identifier' && !computed ? constants.get(`${object.name}.${property.name}`) : undefined;
}

/**
 * The import source of the partial a JSX element shows (<Steps />), if it shows one.
 * @param {AnyNode} node
 * @param {Map<string, string>} imports partialImports of the doc
 * @returns {string | undefined}
 */
export function partialOf(node, imports) {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name ? imports.get(node.name) : undefined;
}

/**
 * The file a partial's import source names, as the bundler resolves it (relative to the doc, or
 * "@site/…" from the project's folder); undefined for a package's file.
 * @param {string} source
 * @param {string} fromFile the importing doc's path
 * @returns {string | undefined}
 */
function partialFile(source, fromFile) {
  const file = source.split('?')[0];
  if (file.startsWith('@site/')) return path.resolve(file.slice('@site/'.length));
  if (file.startsWith('./') || file.startsWith('../')) return path.resolve(path.dirname(fromFile), file);
  return undefined;
}

/**
 * The file and text of the partial `source` imported by `fromFile`; undefined when it is not a
 * project file or cannot be read (the bundler has stopped the build then), or when it is one of
 * `seen` (a partial showing itself, directly or not: shown once).
 * @param {string} source
 * @param {string} fromFile
 * @param {ReadonlySet<string>} seen the files already being shown
 * @returns {{ file: string, text: string } | undefined}
 */
export function readPartial(source, fromFile, seen) {
  const file = partialFile(source, fromFile);
  if (!file || seen.has(file)) return undefined;
  try {
    return { file, text: fs.readFileSync(file, 'utf8') };
  } catch {
    return undefined;
  }
}
