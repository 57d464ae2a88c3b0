/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { linkTargetOfFile } from '@/lib/content/docs-source.mjs';
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

  it('resolves a relative route link against the page, as the browser would (the rule of Docusaurus)', async () => {
    const { html } = await runMdx(
      frontMatter + 'See [themes](./customization#themes), [the page](../markdown-page?x=1) and [up](../#top).\n',
      path.join(docsDir, 'installation.mdx'),
    );
    expect(html).toContain('<a href="/customization#themes">themes</a>');
    expect(html).toContain('<a href="/markdown-page?x=1">the page</a>');
    expect(html).toContain('<a href="/#top">up</a>');
  });

  it('fails on a link to a file beside the doc (a download the build does not copy), saying where to put it', async () => {
    await expect(runMdx(frontMatter + 'Get [the sidebar file](../sidebars.ts).\n')).rejects.toThrow(
      `${path.join('content', 'docs', 'intro.mdx')}:5 links to "../sidebars.ts", a file beside the doc that the build does not copy. Put it in public/ (e.g. public/files/sidebars.ts) and link to "/files/sidebars.ts".`,
    );
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
    expect(error?.message).toMatch(/^Broken links in MDX files:/);
    expect(error?.message).toContain(`${path.join('content', 'missing-two.md')} does not exist`);
    expect(error?.message).toContain(`${path.join('content', 'docs', 'missing-one.mdx')} does not exist`);
    expect(error?.message).not.toContain('installation.mdx does not exist');
  });

  it('fails on malformed front matter, naming the file', async () => {
    await expect(runMdx('---\ntitle: Test\nslg: /test\n---\n\n# Test\n', path.join(docsDir, 'broken.mdx'))).rejects.toThrow(
      `Malformed front matter in ${path.join('content', 'docs', 'broken.mdx')}:3: unknown key "slg": did you mean "slug"?`,
    );
  });
});

describe('linkTargetOfFile (relative links in a Docusaurus docs folder)', () => {
  const site = path.join(__dirname, '..', 'fixtures', 'docs-site');
  const options = { docsDir: path.join(site, 'docs'), pagesDir: path.join(site, 'pages'), includeDrafts: false };
  const file = (...parts: string[]) => path.join(site, 'docs', ...parts);

  it('resolves a nested doc to its route: folders with number prefixes stripped, index.md as its folder', () => {
    expect(linkTargetOfFile(file('manual', '02-guides', 'advanced', 'deep', '03-deepest.md'), options)).toEqual({ route: '/manual/guides/advanced/deep/deepest' });
    expect(linkTargetOfFile(file('manual', '02-guides', 'advanced', 'index.md'), options)).toEqual({ route: '/manual/guides/advanced' });
  });

  it('refuses a draft in a production build, accepts it under next dev', () => {
    const draft = file('manual', '01-basics', 'draft-notes.md');
    expect(linkTargetOfFile(draft, options)).toEqual({ problem: 'it is a draft (draft: true), left out of the production build: remove the link, or publish the doc (remove "draft: true")' });
    expect(linkTargetOfFile(draft, { ...options, includeDrafts: true })).toEqual({ route: '/manual/basics/draft-notes' });
  });

  it('resolves a doc whose front matter is malformed as if it had none: the error is that doc\'s, not the linking doc\'s', () => {
    const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
    fs.writeFileSync(path.join(docsDir, '02-plugins.md'), '---\nsidebar_position: abc\n---\n\n# Plugins\n');
    expect(linkTargetOfFile(path.join(docsDir, '02-plugins.md'), { ...options, docsDir })).toEqual({ route: '/plugins' });
  });

  it('refuses a Markdown file outside the docs and pages folders', () => {
    expect(linkTargetOfFile(path.join(__dirname, '..', 'fixtures', 'xss', 'xss.mdx'), options)).toEqual({ problem: 'it is neither a doc (in the docs folder) nor a page' });
    expect(linkTargetOfFile(path.join(site, 'docs', 'nope.md'), options)).toEqual({ problem: `${path.join('tests', 'fixtures', 'docs-site', 'docs', 'nope.md')} does not exist` });
  });
});
