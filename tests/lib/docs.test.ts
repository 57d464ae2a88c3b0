/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentTitleOf, parseFrontMatter } from '@/lib/content/docs-source.mjs';
import {
  assertPagesHaveRoutes,
  docsRouteOf,
  docsRouteParams,
  getDoc,
  getDocs,
  getPage,
  getPages,
  loadContent,
  mainDocRoute,
  type DocMeta,
} from '@/lib/content/docs';
import type { SidebarItem } from '@/lib/content/sidebar';

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
    expect(docs.map(({ id, route, sidebarPosition }) => ({ id, route, sidebarPosition }))).toEqual([
      { id: 'intro', route: '/', sidebarPosition: 1 },
      { id: 'installation', route: '/installation', sidebarPosition: 2 },
      { id: 'customization', route: '/customization', sidebarPosition: 3 },
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

describe('doc routes for app/(docs)/[[...slug]]', () => {
  it('has one entry per doc, "/" as the empty slug; no tags pages when no doc has tags', () => {
    expect(docsRouteParams()).toEqual([{ slug: [] }, { slug: ['installation'] }, { slug: ['customization'] }]);
  });

  it('finds a doc by its slug, and nothing for an unknown slug', () => {
    expect(docsRouteOf(['installation'])).toMatchObject({ kind: 'doc', doc: { id: 'installation' } });
    expect(docsRouteOf(undefined)).toMatchObject({ kind: 'doc', doc: { id: 'intro' } });
    expect(docsRouteOf(['intro'])).toBeUndefined();
    expect(docsRouteOf(['nope'])).toBeUndefined();
  });
});

describe('loadContent on fixture folders', () => {
  it('reads .md and .mdx files only, with slug, description, sidebar_label and sidebar_position', () => {
    const { docs, pages } = loadContent(fixture('docs-valid', 'docs'), fixture('docs-valid', 'pages'));
    // beta has sidebar_position 2; alpha has none, so it comes after every positioned doc.
    expect(docs.map(({ id, title, description, sidebarLabel, sidebarPosition, route, file }) => ({ id, title, description, sidebarLabel, sidebarPosition, route, file }))).toEqual([
      {
        id: 'beta',
        title: 'Beta',
        description: 'The second doc, written as plain Markdown.',
        sidebarLabel: 'Beta guide',
        sidebarPosition: 2,
        route: '/beta',
        file: path.join('tests', 'fixtures', 'docs-valid', 'docs', 'beta.md'),
      },
      {
        id: 'alpha',
        title: 'Alpha',
        description: undefined,
        sidebarLabel: 'Alpha',
        sidebarPosition: undefined,
        route: '/',
        file: path.join('tests', 'fixtures', 'docs-valid', 'docs', 'alpha.mdx'),
      },
    ]);
    expect(pages.map(({ id, route }) => ({ id, route }))).toEqual([{ id: 'about', route: '/about' }]);
  });

  it('orders docs by sidebar_position, then by id; docs without a position come last', () => {
    const { docs } = loadContent(fixture('docs-ordering'), noPages);
    expect(docs.map(({ id, sidebarPosition }) => [id, sidebarPosition])).toEqual([
      ['setup', 0],
      ['api', 1],
      ['basics', 1],
      ['deploy', 2],
      ['faq', 10],
      ['changelog', undefined],
      ['glossary', undefined],
    ]);
  });

  it('treats a missing pages folder as no pages', () => {
    expect(loadContent(fixture('docs-valid', 'docs'), noPages).pages).toEqual([]);
  });
});

describe('malformed front matter fails with the file, the line and the reason', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['docs-invalid-yaml', 'broken.mdx', /:3: invalid YAML \(Missing closing "quote\):\n {4}description: /],
    ['docs-unknown-key', 'tagged.mdx', /:4: unknown key "sidebar_postion": did you mean "sidebar_position"\? Rename it; a key Docusaurus does not read is kept, as there, but this one is spelt like "sidebar_position"\.$/],
    ['docs-wrong-type', 'positioned.mdx', /:\d+: "sidebar_position" must be a number, got "first"/],
    ['docs-bad-slug', 'relative.mdx', /:\d+: "slug" must be a URL path such as .* got "my page"/],
  ];

  it.each(cases)('%s', (folder, file, reason) => {
    const error = errorOf(() => loadContent(fixture(folder), noPages));
    expect(error.message).toContain(`Malformed front matter in ${path.join('tests', 'fixtures', folder, file)}:`);
    expect(error.message).toMatch(reason);
    // What next build prints: the message, not the stack frames of the site's code.
    expect(error.stack).toBe(`FrontMatterError: ${error.message}`);
  });

  it('lists every problem of a file at once, each at its line, without the YAML hint', () => {
    const source = '---\ntitle: Setup\nsidebar_position: "abc"\ntags: 5\nsidebar_lable: Start\nslug: my page\n---\n\n# Setup\n';
    const lines = errorOf(() => parseFrontMatter(source, 'content/docs/setup.md')).message.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('Malformed front matter in content/docs/setup.md, 4 problems:');
    expect(lines[1]).toBe('  content/docs/setup.md:3: "sidebar_position" must be a number, got "abc"');
    expect(lines[2]).toBe('  content/docs/setup.md:4: "tags" must be a list of tags (strings, or mappings with a "label"), got 5');
    expect(lines[3]).toMatch(/^ {2}content\/docs\/setup\.md:5: unknown key "sidebar_lable": did you mean "sidebar_label"\?/);
    expect(lines[4]).toMatch(/^ {2}content\/docs\/setup\.md:6: "slug" must be a URL path such as "\/getting-started".* got "my page"$/);
  });

  it('keeps a key Docusaurus does not read, as it does (for a project\'s own components), unless it is spelt like one it reads', () => {
    expect(parseFrontMatter('---\ntitle: A\nfeedback_widget: false\nauthor: Ada\n---\n', 'content/docs/a.md')).toEqual({ title: 'A', feedback_widget: false, author: 'Ada' });
    for (const [key, meant] of [['sidebarPosition', 'sidebar_position'], ['sidebar-label', 'sidebar_label'], ['descripton', 'description'], ['pagination_nxt', 'pagination_next'], ['toc_max', 'toc_max_heading_level']]) {
      expect(() => parseFrontMatter(`---\n${key}: 2\n---\n`, 'content/docs/a.md')).toThrow(`unknown key "${key}": did you mean "${meant}"?`);
    }
  });

  it('reads a number written as a string as that number, as Docusaurus does', () => {
    expect(parseFrontMatter('---\nsidebar_position: "2"\ntoc_max_heading_level: "3"\n---\n', 'content/docs/setup.md')).toEqual({ sidebar_position: 2, toc_max_heading_level: 3 });
    expect(() => parseFrontMatter('---\nsidebar_position: "second"\n---\n', 'content/docs/setup.md')).toThrow('"sidebar_position" must be a number, got "second"');
  });

  it('gives a YAML error the line in the file (the block starts on line 2) and yaml\'s excerpt', () => {
    const message = errorOf(() => parseFrontMatter('---\nid: setup\ntitle: [Setup\n---\n', 'content/docs/setup.md')).message;
    expect(message).toMatch(/^Malformed front matter in content\/docs\/setup\.md:3: invalid YAML \(.*\):\n {4}title: \[Setup\n {4} +\^\nFront matter is YAML between two "---" lines/);
  });

  it('lists the malformed front matter of every file in one build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-malformed-'));
    fs.writeFileSync(path.join(dir, 'a.md'), '---\nsidebar_position: x\n---\n');
    fs.writeFileSync(path.join(dir, 'b.md'), '---\nhide_tile: true\n---\n');
    const message = errorOf(() => loadContent(dir, noPages)).message;
    // The files as the build names them (relative to the working folder, wherever the test runs).
    expect(message).toMatch(new RegExp(`${path.basename(dir)}/a\\.md:2: "sidebar_position" must be a number`));
    expect(message).toMatch(new RegExp(`${path.basename(dir)}/b\\.md:2: unknown key "hide_tile": did you mean "hide_title"`));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('titles as Docusaurus finds them', () => {
  it('takes the first "# heading" without a front matter title, else the file name', () => {
    const { docs } = loadContent(fixture('docs-missing-title'), noPages);
    expect(docs.map(({ id, title, hasContentTitle }) => ({ id, title, hasContentTitle }))).toEqual([
      { id: 'untitled', title: 'Untitled', hasContentTitle: true },
    ]);
    const plain = loadContent(fixture('docs-no-front-matter'), noPages).docs[0];
    expect(plain).toMatchObject({ id: 'plain', title: 'plain', hasContentTitle: false, route: '/plain' });
  });

  it.each([
    ['an empty block', '---\n---\n\n# Empty\n'],
    ['an empty block at the end of the file', '---\n---'],
    ['an empty block with Windows line endings', '---\r\n---\r\n\r\n# Empty\r\n'],
    ['a block with only a blank line', '---\n\n---\n'],
    ['a block with only a YAML comment', '---\n# nothing yet\n---\n'],
  ])('accepts %s (no keys)', (_, source) => {
    expect(parseFrontMatter(source, 'content/docs/empty.mdx')).toEqual({});
  });
});

describe('duplicate routes', () => {
  it('fail when two docs claim the same slug, naming both files', () => {
    expect(() => loadContent(fixture('docs-duplicate-routes', 'docs'), noPages)).toThrow(
      `Two sources claim the route "/same": ${path.join('tests', 'fixtures', 'docs-duplicate-routes', 'docs', 'first.mdx')} and ${path.join('tests', 'fixtures', 'docs-duplicate-routes', 'docs', 'second.mdx')}. Change the "slug" (or the file name) of one of them.`,
    );
  });

  it('fail when a doc takes a route the app serves itself (/search)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-reserved-'));
    fs.writeFileSync(path.join(dir, 'search.mdx'), '---\ntitle: Search tips\n---\n\n# Search tips\n');
    expect(() => loadContent(dir, noPages)).toThrow(/Two sources claim the route "\/search": app\/search and .*search\.mdx/);
  });

  it('fail when a doc would be served at /index (the file and Markdown copy of the doc at "/")', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-index-'));
    fs.writeFileSync(path.join(dir, 'start.mdx'), '---\ntitle: Index\nslug: /index\n---\n');
    expect(() => loadContent(dir, noPages)).toThrow(/Two sources claim the route "\/index": the doc at "\/" \(index.html, index.md\) and .*start\.mdx/);
  });

  it('accepts nested slugs, absolute or relative to the folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nested-'));
    fs.mkdirSync(path.join(dir, 'guides'));
    fs.writeFileSync(path.join(dir, 'guides', 'setup.mdx'), '---\nslug: /start/setup\n---\n');
    fs.writeFileSync(path.join(dir, 'guides', 'more.mdx'), '---\nslug: extra/more\n---\n');
    expect(loadContent(dir, noPages).docs.map((doc) => [doc.id, doc.route])).toEqual([
      ['guides/more', '/guides/extra/more'],
      ['guides/setup', '/start/setup'],
    ]);
  });

  it('fail when a doc and a standalone page share a route', () => {
    const error = errorOf(() => loadContent(fixture('docs-page-route-clash', 'docs'), fixture('docs-page-route-clash', 'pages')));
    expect(error.message).toContain('Two sources claim the route "/news"');
    expect(error.message).toContain(path.join('docs-page-route-clash', 'docs', 'news.mdx'));
    expect(error.message).toContain(path.join('docs-page-route-clash', 'pages', 'news.mdx'));
  });
});

describe('a standalone page without its route files', () => {
  const page = { id: 'about', route: '/about', file: 'content/pages/about.mdx', title: 'About' };
  let appDir: string;
  beforeEach(() => (appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-'))));
  afterEach(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it('fails the build with both files to add, whole', () => {
    expect(() => assertPagesHaveRoutes([page], appDir)).toThrow(
      /^content\/pages\/about\.mdx has no route: app\/about\/page\.tsx and app\/about\/layout\.tsx are missing \(copy them from app\/markdown-page\/\)\./,
    );
    expect(() => assertPagesHaveRoutes([page], appDir)).toThrow(/--- app\/about\/layout\.tsx\n.*\n\nexport default function Layout/);
  });

  it('names the layout when only the page file was added: without it the page has no <main>', () => {
    fs.mkdirSync(path.join(appDir, 'about'));
    fs.writeFileSync(path.join(appDir, 'about', 'page.tsx'), '');
    let message = '';
    try {
      assertPagesHaveRoutes([page], appDir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('app/about/layout.tsx is missing');
    expect(message).not.toContain('--- app/about/page.tsx');
    fs.writeFileSync(path.join(appDir, 'about', 'layout.tsx'), '');
    expect(() => assertPagesHaveRoutes([page], appDir)).not.toThrow();
  });
});

describe('the title from the first heading', () => {
  it('leaves out the heading\'s own id: "# FAQ {#top}" is titled "FAQ"', () => {
    expect(contentTitleOf('---\nid: faq\n---\n\n# FAQ {#top}\n')).toBe('FAQ');
    expect(contentTitleOf('# The `config` file {#config}\n')).toBe('The config file');
  });
});

describe("mainDocRoute: where the version menu leads from a page that is not a doc (Docusaurus's main doc)", () => {
  const doc = (id: string, route: string) => ({ id, route }) as DocMeta;
  const sidebarDoc = (id: string, href: string): SidebarItem => ({ type: 'doc', id, label: id, href });

  it('is the doc at the version’s root when there is one', () => {
    expect(mainDocRoute('/', [doc('guide', '/guide'), doc('intro', '/')], [sidebarDoc('guide', '/guide')])).toBe('/');
  });

  it('else the first doc of the first sidebar, inside its categories too', () => {
    const sidebar: SidebarItem[] = [
      { type: 'link', label: 'Home page', href: 'https://example.com' },
      { type: 'category', label: 'Start', collapsed: true, collapsible: true, items: [sidebarDoc('setup', '/start/setup')] },
      sidebarDoc('faq', '/faq'),
    ] as SidebarItem[];
    expect(mainDocRoute('/', [doc('faq', '/faq'), doc('setup', '/start/setup')], sidebar)).toBe('/start/setup');
    // A category's own doc comes before its items.
    const linked = [{ ...sidebar[1], href: '/start', linkedDocId: 'start' }] as SidebarItem[];
    expect(mainDocRoute('/', [doc('start', '/start'), doc('setup', '/start/setup')], linked)).toBe('/start');
  });

  it('else the first doc, and the version’s path when it has none', () => {
    expect(mainDocRoute('/', [doc('faq', '/faq')], [])).toBe('/faq');
    expect(mainDocRoute('/', [], [])).toBe('/');
  });

  it('on this site, the introduction', () => {
    expect(mainDocRoute('/')).toBe('/');
  });
});
