/** @jest-environment node */
import path from 'node:path';
import { codeToHtml, describeLines, splitLines } from '@/lib/mdx/rehype/code-blocks.mjs';
import { docsDir, frontMatter, runMdx } from './mdx-helpers';

type HastNodes = Parameters<typeof splitLines>[0];
const text = (value: string) => ({ type: 'text' as const, value });
const span = (className: string, ...children: HastNodes) => ({ type: 'element' as const, tagName: 'span', properties: { className: [className] }, children });

describe('rehype code-blocks', () => {
  it('splits highlighted code into lines, repeating a token cut by a newline on each line', () => {
    const lines = splitLines([span('hljs-string', text('`a\nb`')), text(';\n')]);
    expect(lines).toEqual([[span('hljs-string', text('`a'))], [span('hljs-string', text('b`')), text(';')]]);
  });

  it('describes highlighted lines for screen readers', () => {
    expect(describeLines([1, 3, 4, 5, 9])).toBe('1, 3 to 5, 9');
  });

  it('puts the title on <pre> and marks highlighted lines with <mark>, keeping the code text intact', async () => {
    const source = frontMatter + '```js title="widget.js" {1,3}\nconst a = 1;\nconst b = `x\ny`;\n```\n';
    const { html } = await runMdx(source);
    expect(html).toContain('<pre data-title="widget.js" data-highlighted-lines="1, 3">');
    expect(html).toContain('<mark class="code-line code-line-highlighted"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;\n</mark>');
    expect(html).toContain('<span class="code-line"><span class="hljs-keyword">const</span> b = <span class="hljs-string">`x</span>\n</span>');
    expect(html).toContain('<mark class="code-line code-line-highlighted"><span class="hljs-string">y`</span>;\n</mark>');
    const code = html.replace(/<[^>]+>/g, '');
    expect(code).toBe('const a = 1;\nconst b = `x\ny`;\n');
  });

  it('numbers lines from a CSS counter (showLineNumbers=5 starts at 5), so the numbers are not in the text', async () => {
    const { html } = await runMdx(frontMatter + '```js showLineNumbers=5\none();\ntwo();\n```\n');
    expect(html).toContain('<pre data-line-numbers="">');
    expect(html).toContain('style="counter-reset:line 4"');
    expect(html.replace(/<[^>]+>/g, '')).toBe('one();\ntwo();\n');
  });

  it('leaves plain code blocks alone (no per-line markup)', async () => {
    const { html } = await runMdx(frontMatter + '```js\nconst a = 1;\n```\n');
    expect(html).not.toContain('code-line');
  });

  it('sends the highlighted code as one HTML string, with markup in the code shown as text', async () => {
    expect(codeToHtml([span('a"b', text('<img src=x onerror=alert(1)> & more'))])).toBe(
      '<span class="a&quot;b">&lt;img src=x onerror=alert(1)&gt; &amp; more</span>',
    );
    const { html } = await runMdx(frontMatter + '```html\n<img src=x onerror="alert(1)">\n```\n');
    expect(html).toContain('&lt;<span class="hljs-name">img</span>');
    expect(html).not.toContain('<img');
  });

  it('stops the build on malformed meta, naming the file, the line and what to fix', async () => {
    const file = path.join(docsDir, 'broken.mdx');
    await expect(runMdx(frontMatter + 'Text\n\n```js {3-1}\na\nb\nc\n```\n', file)).rejects.toThrow(
      'content/docs/broken.mdx:7: bad code block meta "{3-1}": The range 3-1 in {3-1} goes backwards: write 1-3.',
    );
    await expect(runMdx(frontMatter + '```js {2-4}\na\nb\n```\n', file)).rejects.toThrow(
      'content/docs/broken.mdx:5: bad code block meta "{2-4}": Line 3, 4 is highlighted, but the code block has only 2 lines.',
    );
  });

  describe('Docusaurus magic comments', () => {
    /** Each line of the shown code, highlighted ones marked "> ". */
    const shownLines = (html: string) =>
      [...html.matchAll(/<(mark|span) class="code-line[^"]*">(.*?)\n<\/\1>/gs)].map(([, tag, inner]) => (tag === 'mark' ? '> ' : '') + inner.replace(/<[^>]+>/g, ''));

    it('highlights the line after // highlight-next-line and the lines between highlight-start and -end, leaving the comments out', async () => {
      const source = frontMatter + '```js\n// highlight-next-line\nconst a = 1;\nconst b = 2;\n  // highlight-start\nf(a);\ng(b);\n  // highlight-end\nreturn;\n```\n';
      const { html } = await runMdx(source);
      expect(shownLines(html)).toEqual(['> const a = 1;', 'const b = 2;', '> f(a);', '> g(b);', 'return;']);
      expect(html).toContain('data-highlighted-lines="1, 3 to 4"');
      expect(html).not.toContain('highlight-');
    });

    it('reads each language’s comment syntax, as Docusaurus does', async () => {
      const cases: [string, string][] = [
        ['bash', '# highlight-next-line'],
        ['python', '#highlight-next-line'],
        ['html', '<!-- highlight-next-line -->'],
        ['jsx', '{/* highlight-next-line */}'],
        ['css', '/* highlight-next-line */'],
        ['sql', '-- highlight-next-line'],
      ];
      for (const [language, comment] of cases) {
        const { html } = await runMdx(frontMatter + `\`\`\`${language}\n${comment}\nshown\nplain\n\`\`\`\n`);
        expect([language, shownLines(html)]).toEqual([language, ['> shown', 'plain']]);
      }
      // A comment of another language is code: bash has no // comments.
      const { html } = await runMdx(frontMatter + '```bash\n// highlight-next-line\nls\n```\n');
      expect(html.replace(/<[^>]+>/g, '')).toBe('// highlight-next-line\nls\n');
    });

    it('leaves them as code where Docusaurus does: with a meta range, without a language, or not alone on their line', async () => {
      const withRange = await runMdx(frontMatter + '```js {1}\n// highlight-next-line\na();\n```\n');
      expect(shownLines(withRange.html)).toEqual(['> // highlight-next-line', 'a();']);
      const noLanguage = await runMdx(frontMatter + '```\n// highlight-next-line\na();\n```\n');
      expect(noLanguage.html.replace(/<[^>]+>/g, '')).toBe('// highlight-next-line\na();\n');
      const trailing = await runMdx(frontMatter + '```js\na(); // highlight-next-line\nb();\n```\n');
      expect(trailing.html).not.toContain('code-line');
    });

    it('numbers the shown lines only, and keeps numbering with showLineNumbers when nothing is left to highlight', async () => {
      const { html } = await runMdx(frontMatter + '```js showLineNumbers\none();\n// highlight-next-line\n```\n');
      expect(shownLines(html)).toEqual(['one();']);
      expect(html).toContain('<pre data-line-numbers="">');
    });

    it('stops the build on a highlight-start left open or a highlight-end with no start, with the line to fix', async () => {
      const file = path.join(docsDir, 'broken.mdx');
      await expect(runMdx(frontMatter + '```js\n// highlight-start\na();\n```\n', file)).rejects.toThrow(
          'content/docs/broken.mdx:5: code block magic comments, line 1: "highlight-start" has no "highlight-end". Add one after the last line to highlight.',
      );
      await expect(runMdx(frontMatter + '```js\na();\n// highlight-end\n```\n', file)).rejects.toThrow(
        'content/docs/broken.mdx:5: code block magic comments, line 2: "highlight-end" closes no "highlight-start".',
      );
    });
  });
});
