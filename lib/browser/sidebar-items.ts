/**
 * The items of sidebar categories that have an items file (out/sidebar/<sidebar>/<category>.json,
 * see lib/content/sidebar-files.ts), by the file's URL path, for the page's life: fetched when a
 * reader first expands a lazy category, or known from a page that sent the category whole. So a
 * category expanded once, or left for another, opens at once after a client navigation; offline,
 * the copy in the browser's HTTP cache serves, however old (online, a deploy shows at once).
 */
import type { ClientSidebarItem } from '@/lib/content/sidebar';

// A category with an items file holds no server-rendered nodes (the file could not carry them).
type Items = ClientSidebarItem<never>[];
const known = new Map<string, Items>();
const loading = new Map<string, Promise<Items>>();

/** The items of `src` if this page has them already. */
export const loadedSidebarItems = (src: string): Items | undefined => known.get(src);

/** A category sent whole: its items are those of its file `src`. */
export function rememberSidebarItems(src: string, items: ClientSidebarItem<unknown>[]): void {
  known.set(src, items as Items);
}

/** `src`: the file's URL path, base URL included. One request at a time per file. */
export function loadSidebarItems(src: string): Promise<Items> {
  let request = loading.get(src);
  if (!request) {
    request = fetchItems(src).finally(() => loading.delete(src));
    loading.set(src, request);
  }
  return request;
}

async function fetchItems(src: string): Promise<Items> {
  // Network first (revalidated like the pages); offline, whatever the HTTP cache holds.
  const response = await fetch(src).catch(() => fetch(src, { cache: 'force-cache' }));
  if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
  const items = (await response.json()) as Items;
  known.set(src, items);
  return items;
}
