/** @jest-environment node */
import { parseCodeMeta, parseLineRanges } from '@/lib/mdx/code-meta.mjs';

describe('parseCodeMeta', () => {
  it('reads nothing from an empty meta', () => {
    expect(parseCodeMeta(undefined)).toEqual({ title: null, highlight: [], lineNumbersStart: null });
    expect(parseCodeMeta('  ')).toEqual({ title: null, highlight: [], lineNumbersStart: null });
  });

  it('reads a title, highlighted lines and line numbers in any order', () => {
    expect(parseCodeMeta('title="widget.js" {1,3-4} showLineNumbers', 5)).toEqual({
      title: 'widget.js',
      highlight: [1, 3, 4],
      lineNumbersStart: 1,
    });
    expect(parseCodeMeta("showLineNumbers=10 title='my file.ts'")).toEqual({ title: 'my file.ts', highlight: [], lineNumbersStart: 10 });
  });

  it('merges and sorts ranges', () => {
    expect(parseCodeMeta('{4,1-2} {2,3}').highlight).toEqual([1, 2, 3, 4]);
    expect(parseLineRanges('{ 2 - 3 , 7 }')).toEqual([2, 3, 7]);
  });

  it('refuses a backwards range, saying how to write it', () => {
    expect(() => parseCodeMeta('{3-1}')).toThrow('The range 3-1 in {3-1} goes backwards: write 1-3.');
  });

  it('refuses a highlighted line past the end of the code', () => {
    expect(() => parseCodeMeta('{2,9}', 4)).toThrow('Line 9 is highlighted, but the code block has only 4 lines.');
    expect(() => parseCodeMeta('{1}', 1)).not.toThrow();
  });

  it('refuses line 0, junk in a range, empty ranges, unquoted or empty titles and unknown options', () => {
    expect(() => parseCodeMeta('{0-2}')).toThrow('Line numbers start at 1');
    expect(() => parseCodeMeta('{1,a}')).toThrow('"a" in {1,a} is not a line number');
    expect(() => parseCodeMeta('{}')).toThrow('Empty line range');
    expect(() => parseCodeMeta('title=widget.js')).toThrow('title must be quoted: title="name.js"');
    expect(() => parseCodeMeta('title=""')).toThrow('title is empty');
    expect(() => parseCodeMeta('showlinenumbers')).toThrow('Unknown code block option "showlinenumbers". Allowed: title=');
    expect(() => parseCodeMeta('lang="js"')).toThrow('Unknown code block option "lang=…"');
  });
});
