/** @jest-environment node */
import path from 'node:path';
import { compileBody } from './mdx-helpers';

const shown = path.join('content', 'docs', 'intro.mdx');

/** The error message for `body` after the front matter (lines 1–4). */
async function errorOf(body: string): Promise<string | undefined> {
  return (await compileBody(body)).error;
}

describe('remark parse-errors (a doc MDX cannot parse)', () => {
  it('a less-than sign: the place and how to write it', async () => {
    expect(await errorOf('Use it when a <5 b.\n')).toBe(
      `${shown}:5:16: Unexpected character \`5\` (U+0035) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\`. ` +
        'In MDX `<` starts a tag: to write a less-than sign, escape it (`\\<`) or put it in `inline code`.',
    );
  });

  it('a brace left open, and braces whose JavaScript does not parse', async () => {
    expect(await errorOf('Set { theme.\n')).toContain(`${shown}:5:13: Unexpected end of file in expression, expected a corresponding closing brace for \`{\`. In MDX \`{\` starts JavaScript`);
    expect(await errorOf('Set {a +} now.\n')).toContain('The JavaScript in these braces does not parse: fix it.');
  });

  it('a tag left open: the place of the tag, not of the block around it, in words', async () => {
    const error = await errorOf(':::note\n\n<div>\n\nInside.\n\n:::\n');
    expect(error).toBe(
      `${shown}:7:1: Expected a closing tag for \`<div>\` before the end of the \`:::\` block. ` +
        'Close each tag in the block it opens in (`<div>` … `</div>`), with a blank line around Markdown inside it.',
    );
  });

  it('prints without the loader’s "<file>:<name>: " prefix, which the message repeats', async () => {
    const { docError } = await import('@/lib/mdx/doc-error.mjs');
    const thrown = docError('content/docs/x.md:3:1: Broken.');
    thrown.message = `x.md:${thrown.name}: ${thrown.message}`;
    expect(thrown.message).toBe('content/docs/x.md:3:1: Broken.');
    thrown.message += ' Used in sidebar "a".';
    expect(thrown.message).toBe('content/docs/x.md:3:1: Broken. Used in sidebar "a".');
    expect(thrown.stack).toBe('Error: content/docs/x.md:3:1: Broken. Used in sidebar "a".');
  });
});
