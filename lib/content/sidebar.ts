/**
 * Sidebars as data: the author's definition (content/sidebars.ts) resolved
 * against the docs registry into one typed tree, from which the sidebar,
 * the mobile menu, breadcrumbs and prev/next pagination all derive.
 */
import type { DocMeta } from './docs';
import { MissingIdError } from './errors';

export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; collapsed?: boolean; items: SidebarItemConfig[] };

export type SidebarsConfig = Record<string, SidebarItemConfig[]>;

export type SidebarDoc = { type: 'doc'; id: string; label: string; href: string };
export type SidebarLink = { type: 'link'; label: string; href: string };
export type SidebarCategory = {
  type: 'category';
  label: string;
  /** Stable key for remembering collapse state ("Guides"; nested: "Guides/Advanced"). */
  key: string;
  collapsed: boolean;
  items: SidebarItem[];
};
export type SidebarItem = SidebarDoc | SidebarLink | SidebarCategory;

export type Crumb = { label: string; href?: string };

function resolveItem(item: SidebarItemConfig, docs: DocMeta[], parentKey: string): SidebarItem {
  if (typeof item === 'string') return resolveItem({ type: 'doc', id: item }, docs, parentKey);
  if (item.type === 'doc') {
    const doc = docs.find((candidate) => candidate.id === item.id);
    if (!doc) throw new MissingIdError('Doc', item.id, docs.map((candidate) => candidate.id));
    return { type: 'doc', id: doc.id, label: item.label ?? doc.sidebarLabel, href: doc.route };
  }
  if (item.type === 'link') return { ...item };
  const key = parentKey ? `${parentKey}/${item.label}` : item.label;
  return {
    type: 'category',
    label: item.label,
    key,
    collapsed: item.collapsed ?? true,
    items: item.items.map((child) => resolveItem(child, docs, key)),
  };
}

/** The resolved tree of one sidebar; unknown sidebar or doc ids raise an error listing the available ids. */
export function resolveSidebar(sidebars: SidebarsConfig, sidebarId: string, docs: DocMeta[]): SidebarItem[] {
  const config = sidebars[sidebarId];
  if (!config) throw new MissingIdError('Sidebar', sidebarId, Object.keys(sidebars));
  try {
    return config.map((item) => resolveItem(item, docs, ''));
  } catch (error) {
    // Say where the bad id is written.
    if (error instanceof MissingIdError) error.message += `. Used in sidebar "${sidebarId}" (content/sidebars.ts).`;
    throw error;
  }
}

/** Docs in reading order (depth first). */
export function flattenDocs(items: SidebarItem[]): SidebarDoc[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item];
    if (item.type === 'category') return flattenDocs(item.items);
    return [];
  });
}

/** Categories from the root down to the doc, then the doc itself; empty when the doc is not in the tree. */
export function breadcrumbsFor(items: SidebarItem[], docId: string): Crumb[] {
  for (const item of items) {
    if (item.type === 'doc' && item.id === docId) return [{ label: item.label }];
    if (item.type === 'category') {
      const inner = breadcrumbsFor(item.items, docId);
      if (inner.length > 0) return [{ label: item.label }, ...inner];
    }
  }
  return [];
}

export function paginationFor(items: SidebarItem[], docId: string): { previous?: SidebarDoc; next?: SidebarDoc } {
  const docs = flattenDocs(items);
  const index = docs.findIndex((doc) => doc.id === docId);
  if (index === -1) return {};
  return { previous: docs[index - 1], next: docs[index + 1] };
}

/**
 * The sidebar as the browser gets it: labels and hrefs only, shipped once (in
 * the docs layout's payload) and rendered by the desktop sidebar and the
 * mobile menu alike. Collapsed categories render their items on first expand.
 */
export type ClientSidebarItem<Node = unknown> =
  | { label: string; href: string; /** Rendered by the server instead (external links). */ node?: Node }
  | { label: string; key: string; collapsed: boolean; items: ClientSidebarItem<Node>[] };

/** `serverNode` renders an item on the server instead of the client tree (external links), or returns undefined. */
export function toClientSidebar<Node>(items: SidebarItem[], serverNode: (item: SidebarDoc | SidebarLink) => Node | undefined): ClientSidebarItem<Node>[] {
  return items.map((item) => {
    if (item.type === 'category') {
      return { label: item.label, key: item.key, collapsed: item.collapsed, items: toClientSidebar(item.items, serverNode) };
    }
    const node = serverNode(item);
    return node === undefined ? { label: item.label, href: item.href } : { label: item.label, href: item.href, node };
  });
}

/** Routes of every doc and link in a client tree, at any depth. */
export function clientRoutesIn(items: ClientSidebarItem[]): string[] {
  return items.flatMap((item) => ('items' in item ? clientRoutesIn(item.items) : [item.href]));
}
