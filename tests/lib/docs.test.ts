/** @jest-environment node */
import path from 'node:path';
import { docBySlug, docSlugParams, getDoc, getDocs, getPage, getPages, loadContent } from '@/lib/docs';

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

  it('finds the three docs, by file name, with their routes', () => {
    expect(docs.map(({ id, route }) => ({ id, route }))).toEqual([
      { id: 'customization', route: '/customization' },
      { id: 'installation', route: '/installation' },
      { id: 'intro', route: '/' },
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
      new Error('Doc id "nope" not found. Available ids: customization, installation, intro'),
    );
  });

  it('names the missing page and lists the available pages', () => {
    expect(() => getPage('nope')).toThrow('Page "nope" not found in content/pages. Available pages: markdown-page');
  });
});

describe('doc routes for app/(docs)/[slug]', () => {
  it('generates a slug for every doc except the one served at /', () => {
    expect(docSlugParams()).toEqual([{ slug: 'customization' }, { slug: 'installation' }]);
  });

  it('finds a doc by its slug, and nothing for an unknown slug', () => {
    expect(docBySlug('installation')?.id).toBe('installation');
    expect(docBySlug('customization')?.id).toBe('customization');
    expect(docBySlug('intro')).toBeUndefined();
    expect(docBySlug('nope')).toBeUndefined();
  });
});

describe('loadContent on fixture folders', () => {
  it('reads .md and .mdx files only, with slug, description and sidebar_label', () => {
    const { docs, pages } = loadContent(fixture('docs-valid', 'docs'), fixture('docs-valid', 'pages'));
    expect(docs).toEqual([
      {
        id: 'alpha',
        title: 'Alpha',
        description: undefined,
        sidebarLabel: 'Alpha',
        route: '/',
        file: path.join('tests', 'fixtures', 'docs-valid', 'docs', 'alpha.mdx'),
      },
      {
        id: 'beta',
        title: 'Beta',
        description: 'The second doc, written as plain Markdown.',
        sidebarLabel: 'Beta guide',
        route: '/beta',
        file: path.join('tests', 'fixtures', 'docs-valid', 'docs', 'beta.md'),
      },
    ]);
    expect(pages.map(({ id, route }) => ({ id, route }))).toEqual([{ id: 'about', route: '/about' }]);
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
    ['docs-bad-slug', 'relative.mdx', /"slug" must start with "\/", got "relative"/],
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
});

describe('duplicate routes', () => {
  it('fail when two docs claim the same slug, naming both files', () => {
    expect(() => loadContent(fixture('docs-duplicate-routes', 'docs'), noPages)).toThrow(
      `Two files claim the route "/same": ${path.join('tests', 'fixtures', 'docs-duplicate-routes', 'docs', 'first.mdx')} and ${path.join('tests', 'fixtures', 'docs-duplicate-routes', 'docs', 'second.mdx')}. Change the "slug" in one of them.`,
    );
  });

  it('fail when a doc and a standalone page share a route', () => {
    const error = errorOf(() => loadContent(fixture('docs-page-route-clash', 'docs'), fixture('docs-page-route-clash', 'pages')));
    expect(error.message).toContain('Two files claim the route "/news"');
    expect(error.message).toContain(path.join('docs-page-route-clash', 'docs', 'news.mdx'));
    expect(error.message).toContain(path.join('docs-page-route-clash', 'pages', 'news.mdx'));
  });
});
