/** @jest-environment node */
import path from 'node:path';
import { docsDir, frontMatter, runMdx } from './mdx-helpers';

describe('remark doc-links', () => {
  it('rewrites a relative link to an MDX file into its route, keeping the anchor', async () => {
    const { html } = await runMdx(frontMatter + 'Check [your install](./installation.mdx#verify-the-installation).\n');
    expect(html).toContain('<a href="/installation#verify-the-installation">your install</a>');
  });

  it('rewrites links to the doc served at /, to standalone pages, and reference definitions', async () => {
    const { html } = await runMdx(
      frontMatter +
        'See [the intro](./intro.mdx), [the page](../pages/markdown-page.mdx) and [themes][t].\n\n[t]: ./customization.mdx#themes\n',
      path.join(docsDir, 'installation.mdx'),
    );
    expect(html).toContain('<a href="/">the intro</a>');
    expect(html).toContain('<a href="/markdown-page">the page</a>');
    expect(html).toContain('<a href="/customization#themes">themes</a>');
  });

  it('leaves route links and external links alone', async () => {
    const { html } = await runMdx(
      frontMatter + '[npm](/installation#install-from-npm) and [raw](https://example.com/docs/intro.mdx) and [top](#top)\n',
    );
    expect(html).toContain('<a href="/installation#install-from-npm">npm</a>');
    expect(html).toContain('<a href="https://example.com/docs/intro.mdx">raw</a>');
    expect(html).toContain('<a href="#top">top</a>');
  });

  it('fails on a link to a missing MDX file, naming the linking file, its line and the missing target', async () => {
    const source = frontMatter + 'Read [the guide](./intsallation.mdx#verify).\n';
    await expect(runMdx(source)).rejects.toThrow(
      `${path.join('content', 'docs', 'intro.mdx')}:5 links to "./intsallation.mdx#verify", but ${path.join('content', 'docs', 'intsallation.mdx')} does not exist`,
    );
  });

  it('lists every broken file link, not just the first', async () => {
    const source = frontMatter + '[a](./missing-one.mdx)\n\n[b](./installation.mdx)\n\n[c](../missing-two.md)\n';
    const error = await runMdx(source).then(
      () => undefined,
      (reason: Error) => reason,
    );
    expect(error?.message).toMatch(/^Broken links to MDX files:/);
    expect(error?.message).toContain(`${path.join('content', 'missing-two.md')} does not exist`);
    expect(error?.message).toContain(`${path.join('content', 'docs', 'missing-one.mdx')} does not exist`);
    expect(error?.message).not.toContain('installation.mdx does not exist');
  });

  it('fails on malformed front matter, naming the file', async () => {
    await expect(runMdx('---\ntitle: Test\ncolour: red\n---\n\n# Test\n', path.join(docsDir, 'broken.mdx'))).rejects.toThrow(
      `Malformed front matter in ${path.join('content', 'docs', 'broken.mdx')}: unknown key "colour"`,
    );
  });
});
