// @ts-check
// Remark plugin: a doc that MDX cannot parse (`a <5 b`, a stray `{`, a tag left open) stops with the file, the
// line and column of the cause, MDX's reason and what to write instead. Parse errors come before any plugin
// runs on the tree, so this one wraps the parser. MDX's own message names the place of the block around
// an unclosed tag, and its internal node names (`directiveContainer`).
import path from 'node:path';
import { docError } from '../doc-error.mjs';
/** @import { Root } from 'mdast' */
/** @import { VFile } from 'vfile' */
/** What MDX's parser throws (a VFileMessage): where the reason comes from, and its place. */
/** @typedef {Error & { source?: string; ruleId?: string; reason: string; line?: number; column?: number }} ParseError */

const LESS_THAN = 'In MDX `<` starts a tag: to write a less-than sign, escape it (`\\<`) or put it in `inline code`.';
const BRACE = 'In MDX `{` starts JavaScript: to write a brace, escape it (`\\{`) or put it in `inline code`.';

/** What to write instead, by where MDX's message comes from. @param {ParseError} error */
function hintFor(error) {
  if (error.source === 'micromark-extension-mdx-jsx') return LESS_THAN;
  if (error.source === 'micromark-extension-mdx-expression') {
    return error.ruleId === 'acorn' ? `The JavaScript in these braces does not parse: fix it. ${BRACE}` : BRACE;
  }
  if (error.source === 'micromark-extension-mdxjs-esm') {
    return 'A paragraph that starts with `import` or `export` is JavaScript in MDX: fix the statement, or reword the line.';
  }
  if (error.ruleId === 'end-tag-mismatch') return 'Close each tag in the block it opens in (`<div>` … `</div>`), with a blank line around Markdown inside it.';
  if (error.ruleId === 'unexpected-closing-slash') return 'A closing tag without its opening tag: remove it, or add the opening tag.';
  return undefined;
}

/** Node names of MDX's messages, in the author's words. */
const BLOCKS = /** @type {Record<string, string>} */ ({
  directiveContainer: 'the `:::` block',
  mdxJsxFlowElement: 'the tag around it',
  mdxJsxTextElement: 'the tag around it',
  listItem: 'the list item',
  blockquote: 'the quote',
  paragraph: 'the paragraph',
});

/** @param {unknown} error @param {VFile} file */
function withHint(error, file) {
  const message = /** @type {ParseError} */ (error);
  if (!(error instanceof Error) || !message.source) return error;
  const hint = hintFor(message);
  // An unclosed tag: MDX places the block around it; the tag's own place is in the reason.
  const tagPlace = /\(((\d+):(\d+))-\d+:\d+\)/.exec(message.reason);
  const place = tagPlace ? tagPlace[1] : `${message.line ?? 1}:${message.column ?? 1}`;
  const reason = message.reason
    .replace(/ \(\d+:\d+-\d+:\d+\)/, '')
    .replace(/`(\w+)`$/, (whole, name) => BLOCKS[name] ?? whole);
  const shown = path.relative(process.cwd(), file.path ?? '') || '<unknown file>';
  return docError(`${shown}:${place}: ${reason}.${hint ? ` ${hint}` : ''}`);
}

/** @this {import('unified').Processor<Root>} */
export default function remarkParseErrors() {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document, file) => {
    try {
      return parse(document, file);
    } catch (error) {
      throw withHint(error, file);
    }
  };
}
