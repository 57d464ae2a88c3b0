/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkHeadingIds from '@/lib/mdx/remark/heading-ids.mjs';
import { RESERVED_IDS } from '@/lib/mdx/heading-slugs.mjs';
import { MAIN_CONTENT_ID, PAGE_TOP_ID } from '@/lib/dom-ids';
import { docsDir, frontMatter, runMdx } from './mdx-helpers';

describe('remark heading-ids', () => {
  it('gives headings GitHub-style ids (github-slugger)', async () => {
    const { html } = await runMdx(
      frontMatter +
        ['# Getting started', '## Install from npm', '## Hello, World!', '## Use `TextWidget.mount()`', '### C++ & Rust', '## Ünïcode Straße'].join(
          '\n\n',
        ),
    );
    expect(html).toContain('<h1 id="getting-started">Getting started</h1>');
    expect(html).toContain('<h2 id="install-from-npm">Install from npm</h2>');
    expect(html).toContain('<h2 id="hello-world">Hello, World!</h2>');
    expect(html).toContain('<h2 id="use-textwidgetmount">Use <code>TextWidget.mount()</code></h2>');
    expect(html).toContain('<h3 id="c--rust">C++ &amp; Rust</h3>');
    expect(html).toContain('<h2 id="ünïcode-straße">Ünïcode Straße</h2>');
  });

  it('keeps a heading\'s own id, "## Heading {#custom-id}", as Docusaurus does, out of its text and the TOC\'s', async () => {
    const { html, toc } = await runMdx(frontMatter + '# Title {#summit}\n\n## Reset the widget {#reset}\n\n## Reset the widget\n\n```md\n## Code {#not-an-id}\n```\n');
    expect(html).toContain('<h1 id="summit">Title</h1>');
    expect(html).toContain('<h2 id="reset">Reset the widget</h2>');
    // Own ids do not take a slug: the same text without one gets the plain slug.
    expect(html).toContain('<h2 id="reset-the-widget">Reset the widget</h2>');
    expect(html).toContain('## Code {#not-an-id}');
    expect(toc).toEqual([
      { value: 'Reset the widget', id: 'reset', level: 2 },
      { value: 'Reset the widget', id: 'reset-the-widget', level: 2 },
    ]);
  });

  it('never gives a heading an id every page already has (lib/dom-ids.ts), and refuses one written so', async () => {
    expect(RESERVED_IDS).toEqual([PAGE_TOP_ID, MAIN_CONTENT_ID]);
    const { html } = await runMdx(frontMatter + '## Top\n\n## Main content\n\n## Top\n');
    expect(html).toContain('<h2 id="top-1">Top</h2>');
    expect(html).toContain('<h2 id="main-content-1">Main content</h2>');
    expect(html).toContain('<h2 id="top-2">Top</h2>');
    await expect(runMdx(frontMatter + '## Start here {#top}\n')).rejects.toThrow(
      'The heading id "top" is taken by every page ("top", "main-content" are): write another, as "## Start here {#top-section}".',
    );
    await expect(runMdx(frontMatter + '### Deep {#main-content}\n')).rejects.toThrow('write another, as "### Deep {#main-content-section}".');
  });

  it('drops HTML comments, as Docusaurus does, in blocks and inline, but not in code', async () => {
    const { html } = await runMdx(frontMatter + '<!-- A note to authors -->\n\nText <!-- inline --> more.\n\n```html\n<!-- shown -->\n```\n');
    expect(html).not.toContain('A note to authors');
    expect(html).not.toContain('inline');
    expect(html).toContain('<p>Text  more.</p>');
    expect(html).toContain('&lt;!-- shown --&gt;');
  });

  it('drops a comment whose <!-- ends its line, as Docusaurus 3 does (facebook/docusaurus#9084)', async () => {
    const { html } = await runMdx(frontMatter + 'Before.\n\n<!--\nA note to authors\nover two lines\n-->\n\nAfter.\n');
    expect(html).not.toContain('note to authors');
    expect(html).toContain('<p>Before.</p>');
    expect(html).toContain('<p>After.</p>');
  });

  it('suffixes repeated headings with -1, -2 across levels', async () => {
    const { html, toc } = await runMdx(frontMatter + '## Example\n\n### Example\n\n## Example\n\n## Example 1\n');
    expect(toc.map((entry) => entry.id)).toEqual(['example', 'example-1', 'example-2', 'example-1-1']);
    expect(html).toContain('<h3 id="example-1">Example</h3>');
    expect(html).toContain('<h2 id="example-2">Example</h2>');
  });

  it('exports the headings below h1 as `toc`, with value, id and level', async () => {
    const { toc } = await runMdx(frontMatter + '# Title\n\n## Themes\n\n### Built-in themes\n\n#### Theme class names\n\n## Colors\n');
    expect(toc).toEqual([
      { value: 'Themes', id: 'themes', level: 2 },
      { value: 'Built-in themes', id: 'built-in-themes', level: 3 },
      { value: 'Theme class names', id: 'theme-class-names', level: 4 },
      { value: 'Colors', id: 'colors', level: 2 },
    ]);
  });

  it('exports an empty toc for a page without sub-headings', async () => {
    expect((await runMdx(frontMatter + '# Only a title\n\nText.\n')).toc).toEqual([]);
  });

  it('starts numbering afresh in every file', async () => {
    const first = await runMdx(frontMatter + '## Example\n');
    const second = await runMdx(frontMatter + '## Example\n');
    expect(first.toc[0].id).toBe('example');
    expect(second.toc[0].id).toBe('example');
  });

  it('writes `export const toc` into the compiled module', async () => {
    const code = String(await compile('## Install from npm\n', { remarkPlugins: [remarkHeadingIds] }));
    expect(code).toMatch(/export const toc = \[\{\s*"value": "Install from npm",\s*"id": "install-from-npm",\s*"level": 2\s*\}\]/);
  });

  it('gives the real customization doc distinct ids for its two "Example" sections', async () => {
    const file = path.join(docsDir, 'customization.mdx');
    // Not rendered: the doc uses MDX components (DocLink) that only the app provides.
    const { toc } = await runMdx(fs.readFileSync(file, 'utf8'), file, false);
    const ids = toc.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining(['themes', 'built-in-themes', 'example', 'example-1', 'next-steps']));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
