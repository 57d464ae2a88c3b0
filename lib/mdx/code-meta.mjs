// @ts-check
// The meta string of a fenced code block (```js title="widget.js" {1,3-4} showLineNumbers),
// as Docusaurus reads it. Pure: used by lib/mdx/rehype/code-blocks.mjs and unit-tested.
// A .mjs file because @next/mdx loads the rehype plugin directly with Node.

/**
 * @typedef {object} CodeMeta
 * @property {string | null} title  Shown above the code ("widget.js").
 * @property {number[]} highlight  1-based line numbers to highlight, sorted, unique.
 * @property {number | null} lineNumbersStart  First line number when line numbers are shown, else null.
 */

const META_HELP =
  'Allowed: title="name.js", {1,3-5} (lines to highlight, 1-based, ranges low-high) and showLineNumbers (or showLineNumbers=10 to start at 10).';

/** Tokens: key="value", key='value', {…}, or a bare word (with an optional =value). */
const TOKEN = /\s*(?:(\w+)=("([^"]*)"|'([^']*)')|(\{[^}]*\})|(\S+))/y;

/**
 * Parses a code block's meta string. Throws an Error saying what is wrong when the
 * meta is malformed, or when a highlighted line is past `lineCount` (if given).
 * @param {string | null | undefined} meta
 * @param {number} [lineCount]
 * @returns {CodeMeta}
 */
export function parseCodeMeta(meta, lineCount) {
  /** @type {CodeMeta} */
  const result = { title: null, highlight: [], lineNumbersStart: null };
  const source = (meta ?? '').trim();
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const match = TOKEN.exec(source);
    if (!match) break;
    const [, key, , doubleQuoted, singleQuoted, range, word] = match;
    if (key) {
      if (key !== 'title') throw new Error(`Unknown code block option "${key}=…". ${META_HELP}`);
      result.title = doubleQuoted ?? singleQuoted ?? '';
      if (result.title.trim() === '') throw new Error(`The code block title is empty. ${META_HELP}`);
    } else if (range) {
      result.highlight = [...new Set([...result.highlight, ...parseLineRanges(range)])].sort((a, b) => a - b);
    } else if (word) {
      const lineNumbers = /^showLineNumbers(?:=(\d+))?$/.exec(word);
      if (lineNumbers) {
        result.lineNumbersStart = lineNumbers[1] === undefined ? 1 : Number(lineNumbers[1]);
      } else if (/^title=/.test(word)) {
        throw new Error(`The code block title must be quoted: title="name.js" (found ${word}).`);
      } else {
        throw new Error(`Unknown code block option "${word}". ${META_HELP}`);
      }
    }
  }
  if (lineCount !== undefined) {
    const beyond = result.highlight.filter((line) => line > lineCount);
    if (beyond.length > 0) {
      throw new Error(
        `Line ${beyond.join(', ')} is highlighted, but the code block has only ${lineCount} line${lineCount === 1 ? '' : 's'}. Fix the {…} range.`,
      );
    }
  }
  return result;
}

/**
 * "{1,3-4}" → [1, 3, 4].
 * @param {string} range
 * @returns {number[]}
 */
export function parseLineRanges(range) {
  const inner = range.slice(1, -1).trim();
  if (inner === '') throw new Error(`Empty line range "${range}". Write the lines to highlight, e.g. {1,3-4}.`);
  return inner.split(',').flatMap((part) => {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) throw new Error(`"${part.trim()}" in ${range} is not a line number or a range like 3-4.`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1) throw new Error(`Line numbers start at 1; ${range} has ${from}.`);
    if (to < from) throw new Error(`The range ${from}-${to} in ${range} goes backwards: write ${to}-${from}.`);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}
