// @ts-check
// Rehype plugin (after rehype-highlight): reads each code block's meta string
// (lib/mdx/code-meta.mjs) and, at build time, puts the title and line numbers on
// <pre> as data attributes for components/mdx/CodeBlock.tsx, and splits the
// highlighted code into one element per line so lines can be highlighted
// (<mark>) and numbered (a CSS counter, so copied text has no numbers).
// The highlighted code then travels as one HTML string (data-code-html), not
// as hundreds of React elements: less page data, and less for React to render
// on a client navigation and to hydrate.
// Docusaurus's magic comments (// highlight-next-line, highlight-start/-end: lib/mdx/magic-comments.mjs)
// highlight lines too, and leave the page. Malformed meta stops the build, naming the file and line.
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from '../code-meta.mjs';
import { readMagicComments } from '../magic-comments.mjs';
import { docError } from '../doc-error.mjs';
/** @import { Element, ElementContent, Root } from 'hast' */
/** @import { VFile } from 'vfile' */
/** @import {} from 'mdast-util-to-hast' */

/**
 * Splits hast children at newlines into lines; an element cut by a newline is
 * repeated on each line it spans, so every line is well-formed on its own.
 * @param {ElementContent[]} children
 * @returns {ElementContent[][]}
 */
export function splitLines(children) {
  /** @type {ElementContent[][]} */
  const lines = [[]];
  /**
   * @param {ElementContent} node
   * @param {(node: ElementContent) => ElementContent} wrap
   */
  const walk = (node, wrap) => {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part) lines[lines.length - 1].push(wrap({ type: 'text', value: part }));
      });
    } else if (node.type === 'element') {
      const inner = (/** @type {ElementContent} */ child) => wrap({ ...node, children: [child] });
      for (const child of node.children) walk(child, inner);
    }
  };
  for (const child of children) walk(child, (node) => node);
  // The code ends with a newline: no empty last line.
  if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
  return lines;
}

/**
 * "1, 3 to 5" for [1, 3, 4, 5]: read out to screen reader users.
 * @param {number[]} lines
 * @returns {string}
 */
export function describeLines(lines) {
  /** @type {[from: number, to: number][]} */
  const ranges = [];
  for (const line of lines) {
    const last = ranges[ranges.length - 1];
    if (last && line === last[1] + 1) last[1] = line;
    else ranges.push([line, line]);
  }
  return ranges.map(([from, to]) => (from === to ? `${from}` : `${from} to ${to}`)).join(', ');
}

const escapeText = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (/** @type {string} */ value) => escapeText(value).replace(/"/g, '&quot;');

/**
 * HTML of highlighted code: text, and spans/marks with classes (all rehype-highlight and this plugin make).
 * @param {ElementContent[]} nodes
 * @returns {string}
 */
export function codeToHtml(nodes) {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeText(node.value);
      if (node.type !== 'element') return '';
      const classes = node.properties?.className;
      // hast's className is a list of strings; a lone string ("a b") is written as is.
      const attribute =
        (typeof classes === 'string' || Array.isArray(classes)) && classes.length
          ? ` class="${escapeAttribute([classes].flat().join(' '))}"`
          : '';
      return `<${node.tagName}${attribute}>${codeToHtml(node.children)}</${node.tagName}>`;
    })
    .join('');
}

/**
 * One element per line (highlighted lines as <mark>), so lines can be highlighted and numbered.
 * @param {ElementContent[][]} lines
 * @param {number[]} highlight 1-based line numbers
 * @returns {Element[]}
 */
function lineElements(lines, highlight) {
  const highlighted = new Set(highlight);
  return lines.map((nodes, index) => {
    const isHighlighted = highlighted.has(index + 1);
    return {
      type: 'element',
      // <mark>: screen readers can say "highlighted", not only show a colour.
      tagName: isHighlighted ? 'mark' : 'span',
      properties: { className: isHighlighted ? ['code-line', 'code-line-highlighted'] : ['code-line'] },
      children: [...nodes, { type: 'text', value: '\n' }],
    };
  });
}

/** The language of a <code> (its language-* class), or undefined. @param {Element} code */
function languageOf(code) {
  const classes = [code.properties.className ?? []].flat();
  return classes.map(String).find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

/** @returns {(tree: Root, file: VFile) => void} */
export default function rehypeCodeBlocks() {
  return (tree, file) => {
    const shown = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>';
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return;
      const code = pre.children.find(/** @returns {child is Element} */ (child) => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      let lines = splitLines(code.children);
      const at = `${shown}${pre.position ? `:${pre.position.start.line}` : ''}`;
      let meta;
      try {
        meta = parseCodeMeta(code.data?.meta, lines.length);
      } catch (error) {
        throw docError(`${at}: bad code block meta "${code.data?.meta}": ${error instanceof Error ? error.message : error}`);
      }
      const language = languageOf(code);
      /** @type {ReturnType<typeof readMagicComments>} */
      let magic = null;
      // As in Docusaurus: a meta range wins, and a block without a language has no comment syntax.
      if (meta.highlight.length === 0 && language) {
        try {
          magic = readMagicComments(lines.map((nodes) => toString(nodes)), language);
        } catch (error) {
          throw docError(`${at}: code block magic comments, ${error instanceof Error ? error.message : error}`);
        }
        if (magic) {
          const { keep } = magic;
          lines = lines.filter((_, index) => keep[index]);
          meta.highlight = magic.highlight;
        }
      }
      if (meta.title) pre.properties.dataTitle = meta.title;
      if (meta.highlight.length > 0) pre.properties.dataHighlightedLines = describeLines(meta.highlight);
      if (meta.lineNumbersStart !== null) {
        pre.properties.dataLineNumbers = '';
        code.properties.style = `counter-reset: line ${meta.lineNumbersStart - 1}`;
      }
      if (magic || meta.highlight.length > 0 || meta.lineNumbersStart !== null) code.children = lineElements(lines, meta.highlight);
      pre.properties.dataCodeHtml = codeToHtml(code.children);
      code.children = [];
    });
  };
}
