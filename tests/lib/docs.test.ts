/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFrontMatter } from '@/lib/content/docs-source.mjs';
import { docBySlug, docSlugParams, getDoc, getDocs, getPage, getPages, loadContent } from '@/lib/content/docs';

const fixtures = path.join(__dirname, '..', 'fixtures');
const fixture = (...parts: string[]) => path.join(fixtures, ...parts);
const noPages = fixture('does-not-exist');

/** The error thrown by `run`, so its message can be checked piece by piece. */
function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error, but none was thrown');
}

describe('loadContent on the real content', () => {
  const { docs, pages } = loadContent();

  it('finds the three docs in sidebar_position order, with their routes', () => {
    expect(docs.map(({ id, route, position }) => ({ id, route, position }))).toEqual([
      { id: 'intro', route: '/', position: 1 },
      { id: 'installation', route: '/installation', position: 2 },
      { id: 'customization', route: '/customization', position: 3 },
    ]);
  });

  it('reads titles, sidebar labels and the source file of each doc', () => {
    expect(getDoc('intro', docs)).toMatchObject({
      title: 'Introduction',
      sidebarLabel: 'Introduction',
      file: path.join('content', 'docs', 'intro.mdx'),
    });
    expect(getDoc('installation', docs).title).toBe('Installation');
    expect(getDoc('customization', docs).description).toMatch(/themes/);
  });

  it('finds the standalone markdown page at /markdown-page', () => {
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      id: 'markdown-page',
      route: '/markdown-page',
      title: 'Markdown page example',
      file: path.join('content', 'pages', 'markdown-page.mdx'),
    });
  });

  it('is what getDocs() and getPages() serve', () => {
    expect(getDocs()).toEqual(docs);
    expect(getPages()).toEqual(pages);
    expect(getPage('markdown-page').route).toBe('/markdown-page');
  });
});

describe('getDoc / getPage', () => {
  it('names the missing id and lists the available ids', () => {
    expect(() => getDoc('nope')).toThrow(
      new Error('Doc id "nope" not found. Available ids: intro, installation, customization'),
    );
  });

  it('names the missing page and lists the available pages', () => {
    expect(() => getPage('nope')).toThrow('Page "nope" not found in content/pages. Available pages: markdown-page');
  });
});

describe('doc routes for app/(docs)/[slug]', () => {
  it('generates a slug for every doc except the one served at /', () => {
    expect(docSlugParams()).toEqual([{ slug: 'installation' }, { slug: 'customization' }]);
  });

  it('finds a doc by its slug, and nothing for an unknown slug', () => {
    expect(docBySlug('installation')?.id).toBe('installation');
    expect(docBySlug('customization')?.id).toBe('customization');
    expect(docBySlug('intro')).toBeUndefined();
    expect(docBySlug('nope')).toBeUndefined();
  });
});

describe('loadContent on fixture folders', () => {
  it('reads .md and .mdx files only, with slug, description, sidebar_label and sidebar_position', () => {
    const { docs, pages } = loadContent(fixture('docs-valid', 'docs'), fixture('docs-valid', 'pages'));
    // beta has sidebar_position 2; alpha has none, so it comes after every positioned doc.
    expect(docs).toEqual([
      {
        id: 'beta',
        title: 'Beta',
        description: 'The second doc, written as plain Markdown.',
        sidebarLabel: 'Beta guide',
        position: 2,
        route: '/beta',
        file: path.join('tests', 'fixtures', 'docs-valid', 'docs', 'beta.md'),
      },
      {
        id: 'alpha',
        title: 'Alpha',
        description: undefined,
        sidebarLabel: 'Alpha',
        position: Number.MAX_SAFE_INTEGER,
        route: '/',
        file: path.join('tests', 'fixtures', 'docs-valid', 'docs', 'alpha.mdx'),
      },
    ]);
    expect(pages.map(({ id, route }) => ({ id, route }))).toEqual([{ id: 'about', route: '/about' }]);
  });

  it('orders docs by sidebar_position, then by id; docs without a position come last', () => {
    const { docs } = loadContent(fixture('docs-ordering'), noPages);
    expect(docs.map(({ id, position }) => [id, position])).toEqual([
      ['setup', 0],
      ['api', 1],
      ['basics', 1],
      ['deploy', 2],
      ['faq', 10],
      ['changelog', Number.MAX_SAFE_INTEGER],
      ['glossary', Number.MAX_SAFE_INTEGER],
    ]);
  });

  it('treats a missing pages folder as no pages', () => {
    expect(loadContent(fixture('docs-valid', 'docs'), noPages).pages).toEqual([]);
  });
});

describe('malformed front matter fails with the file and the reason', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['docs-invalid-yaml', 'broken.mdx', /invalid YAML \(Missing closing "quote at line 2/],
    ['docs-missing-title', 'untitled.mdx', /"title" is required/],
    ['docs-unknown-key', 'tagged.mdx', /unknown key "tags" \(allowed: title, description, slug, sidebar_label, sidebar_position\)/],
    ['docs-wrong-type', 'positioned.mdx', /"sidebar_position" must be a number, got "first"/],
    ['docs-no-front-matter', 'plain.mdx', /no front matter block found/],
    ['docs-bad-slug', 'relative.mdx', /"slug" must be "\/" or one path segment .* got "relative"/],
  ];

  it.each(cases)('%s', (folder, file, reason) => {
    const error = errorOf(() => loadContent(fixture(folder), noPages));
    expect(error.message).toContain(`Malformed front matter in ${path.join('tests', 'fixtures', folder, file)}: `);
    expect(error.message).toMatch(reason);
  });
});

describe('empty front matter', () => {
  it('says the title is missing, not that the front matter is missing', () => {
    // The file does start with a "---" block (remark-frontmatter reads it as front matter); it is just empty.
    const error = errorOf(() => loadContent(fixture('docs-empty-front-matter'), noPages));
    expect(error.message).toContain(`Malformed front matter in ${path.join('tests', 'fixtures', 'docs-empty-front-matter', 'empty.mdx')}: `);
    expect(error.message).toMatch(/"title" is required/);
  });

  it.each([
    ['an empty block', '---\n---\n\n# Empty\n'],
    ['an empty block at the end of the file', '---\n---'],
    ['an empty block with Windows line endings', '---\r\n---\r\n\r\n# Empty\r\n'],
    ['a block with only a blank line', '---\n\n---\n'],
    ['a block with only a YAML comment', '---\n# nothing yet\n---\n'],
  ])('reports "title" is required for %s', (_, source) => {
    expect(() => parseFrontMatter(source, 'content/docs/empty.mdx')).toThrow(
      /^Malformed front matter in content\/docs\/empty\.mdx: "title" is required\. /,
    );
  });
});

describe('duplicate routes', () => {
  it('fail when two docs claim the same slug, naming both files', () => {
    expect(() => loadContent(fixture('docs-duplicate-routes', 'docs'), noPages)).toThrow(
      `Two sources claim the route "/same": ${path.join('tests', 'fixtures', 'docs-duplicate-routes', 'docs', 'first.mdx')} and ${path.join('tests', 'fixtures', 'docs-duplicate-routes', 'docs', 'second.mdx')}. Change the "slug" (or the file name) of ${path.join('tests', 'fixtures', 'docs-duplicate-routes', 'docs', 'second.mdx')}.`,
    );
  });

  it('fail when a doc takes a route the app serves itself (/search)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-reserved-'));
    fs.writeFileSync(path.join(dir, 'search.mdx'), '---\ntitle: Search tips\n---\n\n# Search tips\n');
    expect(() => loadContent(dir, noPages)).toThrow(/Two sources claim the route "\/search": app\/search and .*search\.mdx/);
  });

  it('fail when a doc would be served at /index (the file and Markdown copy of the doc at "/")', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-index-'));
    fs.writeFileSync(path.join(dir, 'index.mdx'), '---\ntitle: Index\n---\n');
    expect(() => loadContent(dir, noPages)).toThrow(/Two sources claim the route "\/index": the doc at "\/" \(index.html, index.md\) and .*index\.mdx/);
  });

  it('rejects nested slugs with a clear reason', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nested-'));
    fs.writeFileSync(path.join(dir, 'setup.mdx'), '---\ntitle: Setup\nslug: /guides/setup\n---\n');
    expect(() => loadContent(dir, noPages)).toThrow(/nested slugs are not supported/);
  });

  it('fail when a doc and a standalone page share a route', () => {
    const error = errorOf(() => loadContent(fixture('docs-page-route-clash', 'docs'), fixture('docs-page-route-clash', 'pages')));
    expect(error.message).toContain('Two sources claim the route "/news"');
    expect(error.message).toContain(path.join('docs-page-route-clash', 'docs', 'news.mdx'));
    expect(error.message).toContain(path.join('docs-page-route-clash', 'pages', 'news.mdx'));
  });
});
