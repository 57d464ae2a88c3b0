/**
 * The one place that turns a route ("/installation") into what a browser requests ("/installation",
 * or "/base/installation" under a base path) and into a full URL ("https://textwidget.dev/installation").
 * Used for everything Next does not prefix itself: metadata, fetches, sitemap, robots.txt, llms.txt,
 * the Markdown copies. (Next's <Link> hrefs stay plain routes.)
 */
import { siteConfig } from './site-config';
import { stripBase, withBase } from './paths';

/** Path a browser requests for `route` (a path from the site root, starting with "/"). */
export function sitePath(route: string): string {
  return withBase(route, siteConfig.baseUrl);
}

/** Absolute URL of `route`, on siteConfig.url. */
export function siteUrl(route: string): string {
  return siteConfig.url + sitePath(route);
}

/** The route of a URL on this site (absolute, or a path under the base path); null for other sites. */
export function routeOfSiteUrl(url: string): string | null {
  const onSite = url === siteConfig.url || url.startsWith(`${siteConfig.url}/`);
  const path = onSite ? url.slice(siteConfig.url.length) || '/' : url.startsWith('/') ? url : null;
  return path === null ? null : stripBase(path.replace(/[?#].*$/, ''), siteConfig.baseUrl);
}

/** Route of the Markdown copy of a doc or page: "/installation" → "/installation.md", "/" → "/index.md". */
export function markdownRoute(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}
