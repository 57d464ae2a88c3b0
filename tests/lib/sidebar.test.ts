/** @jest-environment node */
import { sidebars } from '@/content/sidebars';
import { loadContent, type DocMeta } from '@/lib/content/docs';
import {
  breadcrumbsFor,
  flattenDocs,
  paginationFor,
  clientRoutesIn,
  toClientSidebar,
  type SidebarItem,
  type SidebarsConfig,
} from '@/lib/content/sidebar';
import { resolveSidebar } from '@/lib/content/sidebar-resolve';

const { docs } = loadContent();
const options = { docsDir: 'content/docs' };
const tree = resolveSidebar(sidebars, 'tutorialSidebar', docs, options);

const intro = { type: 'doc', id: 'intro', label: 'Introduction', href: '/' } as const;
const installation = { type: 'doc', id: 'installation', label: 'Installation', href: '/installation' } as const;
const customization = { type: 'doc', id: 'customization', label: 'Customization', href: '/customization' } as const;

describe('resolveSidebar with content/sidebars.ts', () => {
  it('is Introduction, then the expanded Guides category with Installation and Customization', () => {
    expect(tree).toEqual([
      intro,
      { type: 'category', label: 'Guides', key: 'Guides', collapsed: false, collapsible: true, items: [installation, customization] },
    ]);
  });

  it('names an unknown sidebar id and lists the available ones', () => {
    expect(() => resolveSidebar(sidebars, 'x', docs, options)).toThrow(
      new Error('Sidebar id "x" not found. Available ids: tutorialSidebar'),
    );
  });
});

describe('resolveSidebar with other definitions', () => {
  it('names an unknown doc id, even inside a category, lists the available doc ids and the sidebar', () => {
    const config: SidebarsConfig = {
      main: ['intro', { type: 'category', label: 'Guides', items: ['installation', 'intsallation'] }],
    };
    expect(() => resolveSidebar(config, 'main', docs, options)).toThrow(
      new Error(
        'Doc id "intsallation" not found. Did you mean "installation"? Available ids: intro, installation, customization. Used in sidebar "main" (content/sidebars.ts).',
      ),
    );
    // As next build prints it: the whole message, where it is used included, and no stack frames of the site's code.
    const error = (() => {
      try {
        resolveSidebar(config, 'main', docs, options);
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect(error?.stack).toBe(`MissingIdError: ${error?.message}`);
    expect(error?.stack).toContain('Used in sidebar "main"');
  });

  it('names every unknown doc id in one error, where each is used, with the available ids once', () => {
    const config: SidebarsConfig = { main: ['instalation', { type: 'category', label: 'Guides', items: ['customisation', 'intro', 'events'] }] };
    expect(() => resolveSidebar(config, 'main', docs, options)).toThrow(
      new Error(
        '3 doc ids not found:\n' +
          '  Doc id "instalation" not found. Did you mean "installation"? Used in sidebar "main" (content/sidebars.ts).\n' +
          '  Doc id "customisation" not found. Did you mean "customization"? Used in sidebar "main" (content/sidebars.ts).\n' +
          '  Doc id "events" not found. Used in sidebar "main" (content/sidebars.ts).\n' +
          'Available ids: intro, installation, customization',
      ),
    );
  });

  it('rejects an unknown id given as a doc object too', () => {
    expect(() => resolveSidebar({ main: [{ type: 'doc', id: 'nope' }] }, 'main', docs, options)).toThrow(/^Doc id "nope" not found/);
  });

  it('uses a label override, keeps links, collapses categories by default and keys nested categories by path', () => {
    const config: SidebarsConfig = {
      main: [
        { type: 'doc', id: 'intro', label: 'Start here' },
        {
          type: 'category',
          label: 'Guides',
          items: [
            'installation',
            { type: 'category', label: 'Advanced', collapsed: false, items: ['customization'] },
            { type: 'link', label: 'Changelog', href: 'https://textwidget.example.com/changelog' },
          ],
        },
      ],
    };
    expect(resolveSidebar(config, 'main', docs, options)).toEqual([
      { ...intro, label: 'Start here' },
      {
        type: 'category',
        label: 'Guides',
        key: 'Guides',
        collapsed: true,
        collapsible: true,
        items: [
          installation,
          { type: 'category', label: 'Advanced', key: 'Guides/Advanced', collapsed: false, collapsible: true, items: [customization] },
          { type: 'link', label: 'Changelog', href: 'https://textwidget.example.com/changelog' },
        ],
      },
    ]);
  });

  it('labels a doc with its sidebar_label rather than its title', () => {
    const labelled: DocMeta[] = [{ ...docs[0], id: 'a', title: 'A long title', sidebarLabel: 'Short', route: '/a' }];
    expect(resolveSidebar({ main: ['a'] }, 'main', labelled, options)).toEqual([{ type: 'doc', id: 'a', label: 'Short', href: '/a' }]);
  });
});

describe('flattenDocs', () => {
  it('lists the docs in reading order, depth first', () => {
    expect(flattenDocs(tree).map((doc) => doc.id)).toEqual(['intro', 'installation', 'customization']);
  });

  it('skips plain links', () => {
    const items: SidebarItem[] = [
      { type: 'link', label: 'Home', href: 'https://textwidget.example.com' },
      { type: 'category', label: 'C', key: 'C', collapsed: true, collapsible: true, items: [installation, { type: 'link', label: 'L', href: '/x' }] },
    ];
    expect(flattenDocs(items)).toEqual([installation]);
  });
});

describe('breadcrumbsFor', () => {
  it('is just the doc for a top-level doc', () => {
    expect(breadcrumbsFor(tree, '/')).toEqual([{ label: 'Introduction' }]);
  });

  it('is the category then the doc for a doc in a category', () => {
    expect(breadcrumbsFor(tree, '/installation')).toEqual([{ label: 'Guides' }, { label: 'Installation' }]);
    expect(breadcrumbsFor(tree, '/customization')).toEqual([{ label: 'Guides' }, { label: 'Customization' }]);
  });

  it('is empty for a doc that is not in the sidebar', () => {
    expect(breadcrumbsFor(tree, '/nope')).toEqual([]);
  });
});

const page = ({ id, label, href }: { id: string; label: string; href: string }) => ({ label, href, docId: id });

describe('paginationFor', () => {
  it('intro has no previous page and Installation next', () => {
    expect(paginationFor(tree, '/')).toEqual({ previous: undefined, next: page(installation) });
  });

  it('installation links back to Introduction and on to Customization, across the category boundary', () => {
    expect(paginationFor(tree, '/installation')).toEqual({ previous: page(intro), next: page(customization) });
  });

  it('customization has Installation as previous and no next page', () => {
    expect(paginationFor(tree, '/customization')).toEqual({ previous: page(installation), next: undefined });
  });

  it('is empty for a doc that is not in the sidebar', () => {
    expect(paginationFor(tree, '/nope')).toEqual({});
  });
});

const noServerNodes = () => undefined;
const routesIn = (items: SidebarItem[]) => clientRoutesIn(toClientSidebar(items, noServerNodes));

describe('toClientSidebar', () => {
  it('keeps only what the browser renders: labels, hrefs, category keys and default state', () => {
    expect(toClientSidebar(tree, noServerNodes)).toEqual([
      { label: 'Introduction', href: '/' },
      {
        label: 'Guides',
        key: 'Guides',
        collapsed: false,
        items: [
          { label: 'Installation', href: '/installation' },
          { label: 'Customization', href: '/customization' },
        ],
      },
    ]);
  });

  it('attaches the server-rendered node of the items the server renders (external links)', () => {
    const items: SidebarItem[] = [installation, { type: 'link', label: 'Out', href: 'https://textwidget.example.com' }];
    const client = toClientSidebar(items, (item) => (item.type === 'link' && item.href.startsWith('https:') ? `node:${item.label}` : undefined));
    expect(client).toEqual([
      { label: 'Installation', href: '/installation' },
      { label: 'Out', href: 'https://textwidget.example.com', node: 'node:Out' },
    ]);
  });
});

describe('toClientSidebar with a doc listed twice in one list (as Docusaurus allows)', () => {
  it('keys the second by its place, so React keeps both', () => {
    const client = toClientSidebar([installation, customization, installation], noServerNodes);
    expect(client).toEqual([
      { label: 'Installation', href: '/installation' },
      { label: 'Customization', href: '/customization' },
      { label: 'Installation', href: '/installation', key: '#2' },
    ]);
  });
});

describe('toClientSidebar with category pages and HTML items', () => {
  const items: SidebarItem[] = [
    { type: 'html', value: '<hr>' },
    {
      type: 'category',
      label: 'Basics',
      key: 'Basics',
      collapsed: true,
      collapsible: false,
      className: 'basics',
      href: '/category/basics',
      generatedIndex: { title: 'Basics' },
      items: [installation],
    },
  ];
  const client = toClientSidebar(items, (item) => `${item.type}:${'href' in item ? item.href : 'value' in item ? item.value : ''}`);

  it('hands the server-rendered link of a category page and HTML items over as nodes', () => {
    expect(client).toEqual([
      { label: '', href: '', key: '#html0', node: 'html:<hr>' },
      {
        label: 'Basics',
        key: 'Basics',
        collapsed: false,
        href: '/category/basics',
        className: 'basics doc-sidebar__static',
        items: [{ label: 'Installation', href: '/installation', node: 'doc:/installation' }],
      },
    ]);
  });

  it('counts the category page among its routes (to open the category holding the current page), and no route for HTML', () => {
    expect(clientRoutesIn(client)).toEqual(['/category/basics', '/installation']);
  });
});

describe('clientRoutesIn', () => {
  it('is the route of every doc of the sidebar, in reading order', () => {
    expect(routesIn(tree)).toEqual(['/', '/installation', '/customization']);
  });

  it('includes links and the docs and links of nested categories, at any depth', () => {
    const items: SidebarItem[] = [
      installation,
      {
        type: 'category',
        label: 'A',
        key: 'A',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Page', href: '/markdown-page' },
          { type: 'category', label: 'B', key: 'A/B', collapsed: true, collapsible: true, items: [customization, { type: 'link', label: 'Out', href: 'https://textwidget.example.com' }] },
        ],
      },
    ];
    expect(routesIn(items)).toEqual(['/installation', '/markdown-page', '/customization', 'https://textwidget.example.com']);
  });

  it('is empty for an empty tree or an empty category', () => {
    expect(routesIn([])).toEqual([]);
    expect(routesIn([{ type: 'category', label: 'Empty', key: 'Empty', collapsed: true, collapsible: true, items: [] }])).toEqual([]);
  });
});

