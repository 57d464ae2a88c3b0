/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledImageUrls, toMarkdown, writeMarkdownCopies } from '@/lib/content/markdown-export';
import { getDocs } from '@/lib/content/docs';
import { folderWith } from './mdx-helpers';

describe('Markdown copies', () => {
  it('drops the front matter and keeps the content exactly as authored', () => {
    const source = '---\ntitle: Guide\ndescription: x\n---\n\n# Guide\n\nText with <DocLink id="a">MDX</DocLink>.\n\n```js\nconst a = 1;\n```\n';
    expect(toMarkdown(source, 'Guide')).toBe('# Guide\n\nText with <DocLink id="a">MDX</DocLink>.\n\n```js\nconst a = 1;\n```\n');
  });

  it('adds the title as "# h1" when the source has none, as the page shows it', () => {
    expect(toMarkdown('---\ntitle: No heading\n---\nJust text.\n', 'No heading')).toBe('# No heading\n\nJust text.\n');
    expect(toMarkdown('---\ntitle: Empty\n---\n', 'Empty')).toBe('# Empty\n');
    // A "# " line inside a code block is not a title.
    expect(toMarkdown('---\ntitle: Shell\n---\n```sh\n# comment\n```\n', 'Shell')).toBe('# Shell\n\n```sh\n# comment\n```\n');
  });

  it('writes /<route>.md for each doc, /index.md for the doc at "/"', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-copies-'));
    const written = writeMarkdownCopies({ docs: getDocs() }, out);
    expect(written).toEqual(getDocs().map((doc) => (doc.route === '/' ? '/index.md' : `${doc.route}.md`)));
    expect(written).toContain('/index.md');
    for (const doc of getDocs()) {
      const target = path.join(out, doc.route === '/' ? 'index.md' : `${doc.route.slice(1)}.md`);
      const markdown = fs.readFileSync(target, 'utf8');
      expect(markdown.startsWith(`# ${doc.title}\n`)).toBe(true);
      expect(markdown).not.toMatch(/^---/);
      expect(markdown).not.toContain('sidebar_position:');
    }
  });

  it('points relative links to docs at their Markdown copies (a copy is served at its route, not beside its source)', () => {
    const file = path.join('content', 'docs', 'customization.mdx');
    const markdown = toMarkdown(fs.readFileSync(file, 'utf8'), 'Customization', file);
    expect(markdown).toContain('read the [introduction](/index.md) for an overview');
    expect(markdown).toContain('[Install from npm](/installation#install-from-npm)');
    expect(markdown).not.toContain('./intro.mdx');
    const installation = toMarkdown('[guide](./customization.mdx#themes) and [gone](./nope.mdx)\n', 'T', path.join('content', 'docs', 'installation.mdx'));
    expect(installation).toBe('# T\n\n[guide](/customization.md#themes) and [gone](./nope.mdx)\n');
  });

  it('with the site\'s targets, leads route links and <DocLink> to the copies, and leaves the rest as written', () => {
    const targets = { docRoutes: new Map([['installation', '/installation'], ['intro', '/']]), routes: new Set(['/', '/installation', '/markdown-page']) };
    const source =
      'See [npm](/installation#install-from-npm), [home](/), [page](/markdown-page), [search](/search), [site](https://example.com/installation).\n\n' +
      'Go back to <DocLink id="installation" hash="troubleshooting">troubleshooting **the** installation</DocLink>, <DocLink id="intro" />, <DocLink id="nope">x</DocLink>.\n';
    expect(toMarkdown(source, 'T', undefined, targets)).toBe(
      '# T\n\nSee [npm](/installation.md#install-from-npm), [home](/index.md), [page](/markdown-page.md), [search](/search), [site](https://example.com/installation).\n\n' +
        'Go back to [troubleshooting **the** installation](/installation.md#troubleshooting), [/](/index.md), <DocLink id="nope">x</DocLink>.\n',
    );
  });

  it('a written copy has no MDX <DocLink> left (customization.mdx uses one)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-copies-'));
    writeMarkdownCopies({ docs: getDocs() }, out);
    const markdown = fs.readFileSync(path.join(out, 'customization.md'), 'utf8');
    expect(markdown).not.toContain('<DocLink');
    expect(markdown).toContain('(/installation.md#troubleshooting)');
  });

  describe('what the page shows and the source only names', () => {
    const dir = folderWith({
      '_steps.mdx': '---\nsidebar_label: x\n---\nimport Note from "./_note.md";\n\n1. Run `npm install`.\n2. See [the setup](./setup.mdx).\n\n<Note />\n',
      '_note.md': ':::note\n\nA nested note.\n\n:::\n',
      '_loop.mdx': 'import Loop from "./_loop.mdx";\n\nLoop.\n\n<Loop />\n',
    });
    const file = path.join(dir, 'doc.mdx');
    const source = [
      '---\ntitle: Doc\n---',
      "import Tabs from '@theme/Tabs';\nimport Steps from './_steps.mdx';\nimport Loop from './_loop.mdx';\nexport const version = '2.1.7';",
      '# Doc',
      'Install version {version} ({1 + 1} stays as written).',
      '<Steps />',
      '![Diagram](./img/diagram.png) ![Logo](/img/logo.svg) ![Remote](https://example.com/a.png)',
      '<Loop />',
    ].join('\n\n');

    it('writes out partials where they are shown (their own partials and links too), constants by value, and leaves out imports and exports', () => {
      const markdown = toMarkdown(source, 'Doc', file);
      expect(markdown).toBe(
        [
          '# Doc',
          'Install version 2.1.7 ({1 + 1} stays as written).',
          '1. Run `npm install`.\n2. See [the setup](./setup.mdx).',
          ':::note\n\nA nested note.\n\n:::',
          '![Diagram](./img/diagram.png) ![Logo](/img/logo.svg) ![Remote](https://example.com/a.png)',
          // A partial that shows itself is written once; its own <Loop /> is left as written.
          'Loop.\n\n<Loop />\n',
        ].join('\n\n'),
      );
    });

    it('gives an image beside the doc the URL the built page has, found by its file name', () => {
      const html = '<article><img src="/_next/static/media/diagram.3_ozbr5ixkffp.png" alt="Diagram"/><img src="/_next/static/media/diagram-old.abc.png" alt=""/></article>';
      const markdown = toMarkdown(source, 'Doc', file, undefined, bundledImageUrls(html));
      expect(markdown).toContain('![Diagram](/_next/static/media/diagram.3_ozbr5ixkffp.png) ![Logo](/img/logo.svg) ![Remote](https://example.com/a.png)');
    });

    it('leaves an image as written when its built URL is not known or not one', () => {
      const imageUrl = bundledImageUrls('<img src="/_next/static/media/diagram.aaa.png"><img src="/_next/static/media/diagram.bbb.png">');
      expect(imageUrl(path.join(dir, 'img', 'diagram.png'))).toBeUndefined();
      expect(bundledImageUrls('<img src="/img/diagram.png">')(path.join(dir, 'img', 'diagram.png'))).toBeUndefined();
    });
  });

  it('a written copy of a real doc has no import or export line left', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-copies-'));
    writeMarkdownCopies({ docs: getDocs() }, out);
    for (const doc of getDocs()) {
      const markdown = fs.readFileSync(path.join(out, doc.route === '/' ? 'index.md' : `${doc.route.slice(1)}.md`), 'utf8');
      expect(markdown.replace(/```[\s\S]*?```/g, '')).not.toMatch(/^(import|export) /m);
    }
  });
});
