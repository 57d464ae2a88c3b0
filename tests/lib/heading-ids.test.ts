/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { compile, evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import remarkDocLinks from '@/lib/remark/doc-links.mjs';
import remarkHeadingIds from '@/lib/remark/heading-ids.mjs';

type TocEntry = { value: string; id: string; level: number };
type MdxModule = { default: (props: Record<string, unknown>) => React.ReactElement; toc: TocEntry[] };

const root = process.cwd();
const docsDir = path.join(root, 'content', 'docs');

/** The remark plugins of next.config.mjs, in the same order. */
const remarkPlugins = [
  remarkFrontmatter,
  remarkDocLinks,
  [remarkMdxFrontmatter, { name: 'frontmatter' }],
  remarkGfm,
  remarkHeadingIds,
] as never;

/** Runs an MDX source located at `file` through the site's remark plugins. */
async function run(value: string, file = path.join(docsDir, 'intro.mdx')) {
  const mod = (await evaluate({ value, path: file }, { ...runtime, remarkPlugins } as never)) as unknown as MdxModule;
  return { toc: mod.toc, html: renderToStaticMarkup(createElement(mod.default, {})) };
}

const frontMatter = '---\ntitle: Test\n---\n\n';

describe('remark heading-ids', () => {
  it('gives headings GitHub-style ids (github-slugger)', async () => {
    const { html } = await run(
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

  it('suffixes repeated headings with -1, -2 across levels', async () => {
    const { html, toc } = await run(frontMatter + '## Example\n\n### Example\n\n## Example\n\n## Example 1\n');
    expect(toc.map((entry) => entry.id)).toEqual(['example', 'example-1', 'example-2', 'example-1-1']);
    expect(html).toContain('<h3 id="example-1">Example</h3>');
    expect(html).toContain('<h2 id="example-2">Example</h2>');
  });

  it('exports the headings below h1 as `toc`, with value, id and level', async () => {
    const { toc } = await run(frontMatter + '# Title\n\n## Themes\n\n### Built-in themes\n\n#### Theme class names\n\n## Colors\n');
    expect(toc).toEqual([
      { value: 'Themes', id: 'themes', level: 2 },
      { value: 'Built-in themes', id: 'built-in-themes', level: 3 },
      { value: 'Theme class names', id: 'theme-class-names', level: 4 },
      { value: 'Colors', id: 'colors', level: 2 },
    ]);
  });

  it('exports an empty toc for a page without sub-headings', async () => {
    expect((await run(frontMatter + '# Only a title\n\nText.\n')).toc).toEqual([]);
  });

  it('starts numbering afresh in every file', async () => {
    const first = await run(frontMatter + '## Example\n');
    const second = await run(frontMatter + '## Example\n');
    expect(first.toc[0].id).toBe('example');
    expect(second.toc[0].id).toBe('example');
  });

  it('writes `export const toc` into the compiled module', async () => {
    const code = String(await compile('## Install from npm\n', { remarkPlugins: [remarkHeadingIds] }));
    expect(code).toMatch(/export const toc = \[\{\s*"value": "Install from npm",\s*"id": "install-from-npm",\s*"level": 2\s*\}\]/);
  });

  it('gives the real customization doc distinct ids for its two "Example" sections', async () => {
    const file = path.join(docsDir, 'customization.mdx');
    const mod = (await evaluate({ value: fs.readFileSync(file, 'utf8'), path: file }, { ...runtime, remarkPlugins } as never)) as unknown as MdxModule;
    const ids = mod.toc.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining(['themes', 'built-in-themes', 'example', 'example-1', 'next-steps']));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('remark doc-links', () => {
  it('rewrites a relative link to an MDX file into its route, keeping the anchor', async () => {
    const { html } = await run(frontMatter + 'Check [your install](./installation.mdx#verify-the-installation).\n');
    expect(html).toContain('<a href="/installation#verify-the-installation">your install</a>');
  });

  it('rewrites links to the doc served at /, to standalone pages, and reference definitions', async () => {
    const { html } = await run(
      frontMatter +
        'See [the intro](./intro.mdx), [the page](../pages/markdown-page.mdx) and [themes][t].\n\n[t]: ./customization.mdx#themes\n',
      path.join(docsDir, 'installation.mdx'),
    );
    expect(html).toContain('<a href="/">the intro</a>');
    expect(html).toContain('<a href="/markdown-page">the page</a>');
    expect(html).toContain('<a href="/customization#themes">themes</a>');
  });

  it('leaves route links and external links alone', async () => {
    const { html } = await run(
      frontMatter + '[npm](/installation#install-from-npm) and [raw](https://example.com/docs/intro.mdx) and [top](#top)\n',
    );
    expect(html).toContain('<a href="/installation#install-from-npm">npm</a>');
    expect(html).toContain('<a href="https://example.com/docs/intro.mdx">raw</a>');
    expect(html).toContain('<a href="#top">top</a>');
  });

  it('fails on a link to a missing MDX file, naming the linking file, its line and the missing target', async () => {
    const source = frontMatter + 'Read [the guide](./intsallation.mdx#verify).\n';
    await expect(run(source)).rejects.toThrow(
      `${path.join('content', 'docs', 'intro.mdx')}:5 links to "./intsallation.mdx#verify", but ${path.join('content', 'docs', 'intsallation.mdx')} does not exist`,
    );
  });

  it('lists every broken file link, not just the first', async () => {
    const source = frontMatter + '[a](./missing-one.mdx)\n\n[b](./installation.mdx)\n\n[c](../missing-two.md)\n';
    const error = await run(source).then(
      () => undefined,
      (reason: Error) => reason,
    );
    expect(error?.message).toMatch(/^Broken links to MDX files:/);
    expect(error?.message).toContain(`${path.join('content', 'missing-two.md')} does not exist`);
    expect(error?.message).toContain(`${path.join('content', 'docs', 'missing-one.mdx')} does not exist`);
    expect(error?.message).not.toContain('installation.mdx does not exist');
  });

  it('fails on malformed front matter, naming the file', async () => {
    await expect(run('---\ntitle: Test\ncolour: red\n---\n\n# Test\n', path.join(docsDir, 'broken.mdx'))).rejects.toThrow(
      `Malformed front matter in ${path.join('content', 'docs', 'broken.mdx')}: unknown key "colour"`,
    );
  });
});
