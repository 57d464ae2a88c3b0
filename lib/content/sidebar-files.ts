/**
 * The sidebar a page sends to the browser, and the items files of its collapsed categories
 * (server only, build time). A page carries the top level, the categories holding it and the
 * categories open by default, whole; every other collapsible category is its label, its link and
 * the name of a small JSON file of its items (`out/sidebar/<sidebar>/<category>.json`, written by
 * app/sidebar/[sidebar]/[file]/route.ts), which the browser fetches on first expand and keeps in
 * its HTTP cache. A file holds its nested collapsed categories in the same form.
 */
import { createHash } from 'node:crypto';
import { isExternalUrl } from '@/lib/site-config';
import { sitePath } from '@/lib/site-url';
import { getSidebar, getSidebarOfPage } from './docs';
import {
  categoryHolds,
  flattenCategories,
  toClientSidebar,
  type ClientSidebarItem,
  type SidebarCategory,
  type SidebarDoc,
  type SidebarHtml,
  type SidebarItem,
  type SidebarLink,
} from './sidebar';

/** Items the server renders (HTML, external links: new tab, icon); the client tree renders the rest. */
export function isServerRendered(item: SidebarDoc | SidebarLink | SidebarHtml): item is SidebarHtml | SidebarLink {
  return item.type === 'html' || isExternalUrl(item.href);
}

const holdsServerRendered = (items: SidebarItem[]): boolean =>
  items.some((item) => (item.type === 'category' ? holdsServerRendered(item.items) : isServerRendered(item)));

/** "Guides/Advanced" → "guides-advanced-<hash>": readable, and distinct for distinct keys whatever their script. */
function fileName(sidebarId: string, key: string): string {
  const slug = key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const hash = createHash('sha256').update(`${sidebarId}\0${key}`).digest('hex').slice(0, 8);
  return `${slug ? `${slug}-` : ''}${hash}.json`;
}

/** Per sidebar tree: each category that can be lazy, and its file name (under /sidebar/<sidebarId>/). */
const fileNames = new WeakMap<SidebarItem[], Map<SidebarCategory, string>>();

function fileNamesOf(sidebarId: string, sidebar: SidebarItem[]): Map<SidebarCategory, string> {
  let names = fileNames.get(sidebar);
  if (!names) {
    names = new Map();
    const taken = new Set<string>();
    for (const category of flattenCategories(sidebar)) {
      // Sent whole: open whatever the page, or holding what a JSON file cannot carry.
      if (!category.collapsible || !category.collapsed || holdsServerRendered(category.items)) continue;
      let name = fileName(sidebarId, category.key);
      // Two categories with the same label in one parent share a key: number the later ones.
      for (let n = 2; taken.has(name); n++) name = fileName(sidebarId, `${category.key}\0${n}`);
      taken.add(name);
      names.set(category, name);
    }
    fileNames.set(sidebar, names);
  }
  return names;
}

const options = (sidebarId: string, sidebar: SidebarItem[], currentRoute?: string, unlistedPage = false) => {
  const names = fileNamesOf(sidebarId, sidebar);
  return {
    currentRoute,
    itemsFile: (category: SidebarCategory) => {
      const name = names.get(category);
      // An unlisted doc's page shows itself in its categories (getSidebarOfPage): they are sent without
      // their items file, so the browser does not keep that list for the pages after it.
      if (unlistedPage && categoryHolds(category, currentRoute!)) return undefined;
      return name && sitePath(`/sidebar/${sidebarId}/${name}`);
    },
    linkPath: sitePath,
  };
};

type ServerNode<Node> = (item: SidebarHtml | SidebarLink) => Node;

/**
 * The sidebar `sidebar` (id `sidebarId`) as the page at `route` sends it; `serverNode` renders the server-rendered items.
 * `unlistedPage`: `route` is an unlisted doc that `sidebar` shows on its own page only.
 */
export function compactSidebar<Node>(
  sidebarId: string,
  sidebar: SidebarItem[],
  route: string,
  serverNode: ServerNode<Node>,
  unlistedPage = false,
): ClientSidebarItem<Node>[] {
  return toClientSidebar(sidebar, (item) => (isServerRendered(item) ? serverNode(item) : undefined), options(sidebarId, sidebar, route, unlistedPage));
}

/** The sidebar `sidebarId` (content/sidebars.ts) as the page at `route` sends it. */
export function pageSidebar<Node>(sidebarId: string, route: string, serverNode: ServerNode<Node>): ClientSidebarItem<Node>[] {
  const sidebar = getSidebarOfPage(sidebarId, route);
  return compactSidebar(sidebarId, sidebar, route, serverNode, sidebar !== getSidebar(sidebarId));
}

/**
 * Every items file of these sidebars: `<sidebarId>/<file name>` → its items (no server-rendered
 * ones, by construction). Plus each sidebar's `index.json`, the list of its files: nothing
 * fetches it, but Next's export refuses a dynamic route without params, and a site whose
 * categories are all open has no other file.
 */
export function sidebarItemsFiles(sidebars: Record<string, SidebarItem[]>): Map<string, ClientSidebarItem<never>[] | string[]> {
  const files = new Map<string, ClientSidebarItem<never>[] | string[]>();
  for (const [sidebarId, sidebar] of Object.entries(sidebars)) {
    files.set(`${sidebarId}/index.json`, [...fileNamesOf(sidebarId, sidebar).values()]);
    for (const [category, name] of fileNamesOf(sidebarId, sidebar)) {
      files.set(`${sidebarId}/${name}`, toClientSidebar<never>(category.items, () => undefined, options(sidebarId, sidebar), category.key));
    }
  }
  return files;
}
