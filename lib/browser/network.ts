/** Network hints of the Network Information API (Chromium); absent elsewhere. */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/** Prefetching is skipped on data-saver and 2g connections (SPEC §7). */
export function canPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/**
 * Page path of a Next RSC data URL: "/installation.txt?_rsc=x" → "/installation",
 * "/index.txt" → "/", "/installation/__next._tree.txt" → "/installation".
 */
export function pagePathOfDataUrl(url: string): string {
  const { pathname } = new URL(url, 'http://site.invalid');
  const path = pathname.replace(/\/__next\.[^/]*\.txt$/, '').replace(/\.txt$/, '').replace(/\/index$/, '/');
  return path === '' || path === '/index' ? '/' : path;
}
