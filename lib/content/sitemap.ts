/** sitemap.xml entries: every doc, every standalone page and the app's own pages, as absolute URLs. */
import type { MetadataRoute } from 'next';
import { siteUrl } from '../site-url';

export type SitemapSource = { route: string; file?: string };

/** One entry per route, sorted by route; `lastModified` of a source file (its last commit) when known. */
export function sitemapEntries(
  sources: SitemapSource[],
  lastModified: (file: string) => string,
): MetadataRoute.Sitemap {
  return [...sources]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({ route, file }) => ({ url: siteUrl(route), ...(file ? { lastModified: lastModified(file) } : {}) }));
}
