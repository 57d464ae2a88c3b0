/** @jest-environment node */
import { compactSidebar, sidebarItemsFiles } from '@/lib/content/sidebar-files';
import type { ClientSidebarItem, SidebarCategory, SidebarItem } from '@/lib/content/sidebar';

const doc = (id: string) => ({ type: 'doc', id, label: `Doc ${id}`, href: `/${id}` }) as const;
const category = (label: string, key: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: 'category',
  label,
  key,
  collapsed: true,
  collapsible: true,
  items,
  ...extra,
});

// Guides (collapsed) > Advanced (collapsed, with a page) > Deep (cannot collapse), as a Docusaurus folder tree gives.
const deep = category('Deep', 'Guides/Advanced/Deep', [doc('d')], { collapsible: false, collapsed: false });
const advanced = category('Advanced', 'Guides/Advanced', [doc('c'), deep], { href: '/advanced', linkedDocId: 'advanced' });
const guides = category('Guides', 'Guides', [doc('a'), doc('b'), advanced]);
const open = category('Reference', 'Reference', [doc('e')], { collapsed: false });
const external = category('Elsewhere', 'Elsewhere', [doc('f'), { type: 'link', label: 'Out', href: 'https://example.com' }]);
const sidebar: SidebarItem[] = [doc('intro'), guides, open, external];

const render = (route: string) => compactSidebar('docs', sidebar, route, (item) => `server:${'label' in item ? item.label : 'html'}`);
const files = sidebarItemsFiles({ docs: sidebar });
const fileOf = (item: ClientSidebarItem | undefined) => {
  const src = item && 'src' in item ? item.src : undefined;
  if (!src) throw new Error(`not lazy: ${JSON.stringify(item)}`);
  return files.get(src.replace('/sidebar/', '')) as ClientSidebarItem[];
};
const labelsIn = (items: ClientSidebarItem[]): string[] => items.flatMap((item) => [item.label, ...('items' in item ? labelsIn(item.items) : [])]);

describe('compactSidebar: a page carries its own category, not the site', () => {
  it('sends a collapsed category that does not hold the page as label, first page and items file, none of its items', () => {
    const items = render('/intro');
    const lazy = items[1];
    expect(lazy).toEqual({
      label: 'Guides',
      key: 'Guides',
      collapsed: true,
      items: [],
      src: expect.stringMatching(/^\/sidebar\/docs\/guides-[0-9a-f]{8}\.json$/),
      first: '/a',
    });
    expect(labelsIn(items)).not.toEqual(expect.arrayContaining(['Doc a']));
    for (const label of ['Doc a', 'Doc b', 'Advanced', 'Doc c', 'Deep', 'Doc d']) expect(JSON.stringify(items)).not.toContain(label);
  });

  it('sends the categories holding the page whole, at any depth, and categories open by default', () => {
    const items = render('/d');
    expect(labelsIn(items)).toEqual(['Doc intro', 'Guides', 'Doc a', 'Doc b', 'Advanced', 'Doc c', 'Deep', 'Doc d', 'Reference', 'Doc e', 'Elsewhere', 'Doc f', 'Out']);
    // Whole, it still names its items file: the browser keeps its items for a page that sends it lazy.
    expect(items[1]).not.toHaveProperty('first');
    expect(items[1]).toHaveProperty('src', (render('/intro')[1] as { src: string }).src);
    // A category that neither links nor collapses: its label is text, rendered by the client.
    const advancedItems = ((items[1] as SidebarCategory & { items: ClientSidebarItem[] }).items[2] as { items: ClientSidebarItem[] }).items;
    expect(advancedItems[1]).toMatchObject({ label: 'Deep', static: true, collapsed: false, className: 'doc-sidebar__static' });
  });

  it('on an unlisted doc shown on its own page, sends the categories holding it without their items file (the browser keeps no list with it)', () => {
    const items = compactSidebar('docs', sidebar, '/c', () => undefined, true);
    expect(items[1]).not.toHaveProperty('src');
    expect((items[1] as { items: ClientSidebarItem[] }).items[2]).not.toHaveProperty('src');
    expect(labelsIn(items)).toContain('Doc c');
    // Other categories keep theirs.
    expect(compactSidebar('docs', sidebar, '/e', () => undefined, true)[1]).toHaveProperty('src');
  });

  it('opens the category whose own page is read, and keeps the nested collapsed ones lazy, linked to their page', () => {
    const onAdvancedPage = render('/advanced');
    expect(onAdvancedPage[1]).not.toHaveProperty('first');
    expect((onAdvancedPage[1] as { items: ClientSidebarItem[] }).items.length).toBeGreaterThan(0);
    const inGuides = render('/a')[1] as { items: ClientSidebarItem[] };
    expect(inGuides.items[2]).toEqual({ label: 'Advanced', key: 'Guides/Advanced', collapsed: true, href: '/advanced', items: [], src: expect.any(String), first: '/advanced' });
  });

  it('sends whole a collapsed category holding items the server renders (external links, HTML)', () => {
    const elsewhere = render('/intro')[3];
    expect(elsewhere).not.toHaveProperty('src');
    expect(elsewhere).toMatchObject({ collapsed: true, items: [{ label: 'Doc f', href: '/f' }, { label: 'Out', href: 'https://example.com', node: 'server:Out' }] });
  });
});

describe('sidebarItemsFiles', () => {
  it("holds a lazy category's items, its nested collapsed categories lazy in the same form", () => {
    const guidesFile = fileOf(render('/intro')[1]);
    expect(labelsIn(guidesFile)).toEqual(['Doc a', 'Doc b', 'Advanced']);
    const advancedFile = fileOf(guidesFile[2]);
    expect(advancedFile).toEqual([
      { label: 'Doc c', href: '/c' },
      { label: 'Deep', key: 'Guides/Advanced/Deep', collapsed: false, static: true, className: 'doc-sidebar__static', items: [{ label: 'Doc d', href: '/d' }] },
    ]);
  });

  it('writes a file for each collapsible, collapsed category without server-rendered items, and the list of them', () => {
    const names = [...files.keys()];
    expect(names).toEqual(['docs/index.json', expect.stringMatching(/^docs\/guides-/), expect.stringMatching(/^docs\/guides-advanced-/)]);
    expect(files.get('docs/index.json')).toEqual(names.slice(1).map((name) => name.slice('docs/'.length)));
  });

  it('gives two categories with the same label in one parent files of their own', () => {
    const twins = [category('Same', 'Same', [doc('x')]), category('Same', 'Same', [doc('y')])];
    const twinFiles = sidebarItemsFiles({ twins });
    expect(twinFiles.size).toBe(3);
    const [first, second] = compactSidebar('twins', twins, '/intro', () => null);
    expect((first as { src: string }).src).not.toBe((second as { src: string }).src);
    expect(twinFiles.get((second as { src: string }).src.replace('/sidebar/', ''))).toEqual([{ label: 'Doc y', href: '/y' }]);
  });
});

describe('compactSidebar under a base URL', () => {
  it('gives the items file and the no-JavaScript link as the browser requests them (Next does not prefix them)', () => {
    process.env.TEXTWIDGET_BASE_URL = '/textwidget/';
    try {
      jest.isolateModules(() => {
        const { compactSidebar: underBase } = jest.requireActual<typeof import('@/lib/content/sidebar-files')>('@/lib/content/sidebar-files');
        const [, lazy] = underBase('docs', [doc('intro'), category('Guides', 'Guides', [doc('a')])], '/intro', () => null);
        expect(lazy).toMatchObject({ src: expect.stringMatching(/^\/textwidget\/sidebar\/docs\/guides-[0-9a-f]{8}\.json$/), first: '/textwidget/a' });
      });
    } finally {
      delete process.env.TEXTWIDGET_BASE_URL;
    }
  });
});
