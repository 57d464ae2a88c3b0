/** @jest-environment node */
import path from 'node:path';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import remarkAdmonitions from '@/lib/mdx/remark/admonitions.mjs';
import { docsDir, frontMatter, runMdx } from './mdx-helpers';

/** Stand-in for components/mdx/Admonition.tsx: shows the props the plugin passes. */
const Admonition = ({ type, title, children }: { type: string; title?: string; children: React.ReactNode }) => (
  <aside data-type={type} data-title={title}>
    {children}
  </aside>
);
const render = (body: string, file?: string) => runMdx(frontMatter + body, file, true, { Admonition });

describe('remark admonitions', () => {
  it.each(['note', 'tip', 'info', 'warning', 'danger'])('turns :::%s into an Admonition of that type', async (type) => {
    const { html } = await render(`:::${type}\nSome **text**.\n:::\n`);
    expect(html).toBe(`<aside data-type="${type}"><p>Some <strong>text</strong>.</p></aside>`);
  });

  it('passes a [title] and keeps Markdown (lists, code) inside', async () => {
    const { html } = await render(':::tip[Pro *tip*]\n- one\n- two\n\n```js\nx();\n```\n:::\n');
    expect(html).toContain('<aside data-type="tip" data-title="Pro tip"><ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('</ul><pre><code class="hljs language-js">');
  });

  it('nests an admonition inside one with more colons', async () => {
    const { html } = await render('::::note[Outer]\nBefore.\n\n:::danger\nInner.\n:::\n::::\n');
    expect(html).toBe('<aside data-type="note" data-title="Outer"><p>Before.</p><aside data-type="danger"><p>Inner.</p></aside></aside>');
  });

  it('puts back prose that remark-directive read as directives, exactly as written', async () => {
    const { html } = await render(
      'At 10:30 open localhost:3000, press a:b, see :smile and :abbr[HTML]{title="x"} here.\n\n::leaf[label]\n\nEnd.\n',
    );
    expect(html).toBe(
      '<p>At 10:30 open localhost:3000, press a:b, see :smile and :abbr[HTML]{title=&quot;x&quot;} here.</p>\n<p>::leaf[label]</p>\n<p>End.</p>',
    );
  });

  it('joins the prose it puts back to the text around it, so React renders one string (no <!-- --> between parts)', async () => {
    const value = 'Open localhost:3000, then wait for widget:ready or a:b:c.\n';
    const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions);
    const tree = (await processor.run(processor.parse(value), new VFile({ value }))) as Root;
    expect(tree.children).toEqual([{ type: 'paragraph', children: [{ type: 'text', value: value.trim() }], position: expect.anything() }]);
  });

  it('stops the build on MDX 1\'s title syntax, which would show as text, with the fix', async () => {
    await expect(render('Text.\n\n:::tip Pro tip here\nBe careful.\n:::\n', path.join(docsDir, 'old.mdx'))).rejects.toThrow(
      'content/docs/old.mdx:7: ":::tip Pro tip here" puts the admonition\'s title after its type, the MDX 1 way, and would show as text. Write ":::tip[Pro tip here]".',
    );
  });

  it('stops the build on an unknown type, naming the file, the line and the known types', async () => {
    await expect(render('Text.\n\n:::caveat\nCareful.\n:::\n', path.join(docsDir, 'broken.mdx'))).rejects.toThrow(
      'content/docs/broken.mdx:7: unknown admonition ":::caveat". Use one of: note, tip, info, warning, danger, caution',
    );
  });
});
