// The build's base URL, normalized by lib/base-url.mjs and inlined into the bundles by
// next.config.mjs (env), so client code does not ship the validation. Tools pass `base` explicitly.
const siteBaseUrl = process.env.TEXTWIDGET_BASE_URL || '/';

/**
 * "/installation.html", "/installation/index.html" and "/index.html" are the
 * same pages as "/installation" and "/": strip the suffix (SPEC §2).
 */
export function normalizePathname(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

/**
 * The route under which Next exports the not-found page (out/_not-found.html, copied to 404.html; the
 * build keeps only 404.html, lib/postbuild/finalize-export.ts):
 * what usePathname() reports there, in the static HTML and after hydration. Not a page to link to.
 */
export const NOT_FOUND_ROUTE = '/_not-found';

/**
 * A site path as the browser must request it under the base URL:
 * "/search-index/manifest.json" → "/textwidget/search-index/manifest.json". Next's <Link> and
 * assets add the base themselves; this is for everything else (fetch, icons,
 * sitemap, host files).
 */
export function withBase(path: string, base: string = siteBaseUrl): string {
  if (!path.startsWith('/')) throw new Error(`withBase expects a site path starting with "/", got "${path}"`);
  return base === '/' ? path : base + path.slice(1);
}

/**
 * The site path of a URL path under the base URL ("/textwidget/installation"
 * → "/installation", "/textwidget" → "/"), or null when it lies outside it.
 */
export function stripBase(pathname: string, base: string = siteBaseUrl): string | null {
  if (base === '/') return pathname;
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : null;
}
