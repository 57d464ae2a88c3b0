/**
 * A lazy sidebar category's items (out/sidebar/<sidebar>/<category>.json, see
 * lib/content/sidebar-files.ts), fetched when a reader first expands it. Kept for the page's
 * life, so a category expanded once opens at once after a client navigation; offline, the copy
 * in the browser's HTTP cache serves, however old (online, a deploy shows at once).
 */
import type { ClientSidebarItem } from '@/lib/content/sidebar';

// JSON: no server-rendered nodes.
type Items = ClientSidebarItem<never>[];
const loaded = new Map<string, Items>();

/** The items of `src` if this page has loaded them already. */
export const loadedSidebarItems = (src: string): Items | undefined => loaded.get(src);

/** `src`: the file's URL path, base URL included. */
export async function loadSidebarItems(src: string): Promise<Items> {
  // Network first (revalidated like the pages); offline, whatever the HTTP cache holds.
  const response = await fetch(src).catch(() => fetch(src, { cache: 'force-cache' }));
  if (!response.ok) throw new Error(src);
  const items = (await response.json()) as Items;
  loaded.set(src, items);
  return items;
}
