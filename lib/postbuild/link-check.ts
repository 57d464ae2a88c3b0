/**
 * Build-time link checker over the emitted HTML: every internal <a href> must
 * reach an emitted page or file, and every #anchor an id on the target page.
 * Pure functions; lib/postbuild/check-links.ts runs them over out/.
 */
import { normalizePathname, stripBase, withBase } from '../paths';
import { closestName } from '../closest-name.mjs';

export type EmittedPage = {
  route: string;
  html: string;
  /** MDX source of the page's article, for error messages. */
  sourceFile?: string;
};

export type BrokenLink = {
  page: string;
  href: string;
  reason: string;
  /** Set when the link is in the MDX article, so the author knows which file to fix. */
  file?: string;
};

export type FoundLink = { href: string; inArticle: boolean };

const SITE_ORIGIN = 'http://site.invalid';

function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<template\b[^>]*>[\s\S]*?<\/template>/gi, '');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The links of a page with its scripts and templates stripped. */
function linksOf(body: string): FoundLink[] {
  const articles: Array<[number, number]> = [];
  for (const match of body.matchAll(/<article\b[\s\S]*?<\/article>/gi)) {
    articles.push([match.index, match.index + match[0].length]);
  }
  const links: FoundLink[] = [];
  for (const match of body.matchAll(/<(?:a\b[^>]*?\shref|img\b[^>]*?\ssrc)="([^"]*)"/gi)) {
    const at = match.index;
    links.push({ href: decodeEntities(match[1]), inArticle: articles.some(([start, end]) => at > start && at < end) });
  }
  return links;
}

/** The ids of a page with its scripts and templates stripped. */
function idsOf(body: string): Set<string> {
  const ids = new Set<string>();
  for (const match of body.matchAll(/\sid="([^"]*)"/g)) ids.add(decodeEntities(match[1]));
  return ids;
}

/** Every <a href> and <img src> of a page, and whether it sits inside the <article> (MDX content). */
export function extractLinks(html: string): FoundLink[] {
  return linksOf(stripScripts(html));
}

export function extractIds(html: string): Set<string> {
  return idsOf(stripScripts(html));
}

/** A page's ids and links from one read of its HTML. */
export function scanPage(html: string): { ids: Set<string>; links: FoundLink[] } {
  const body = stripScripts(html);
  return { ids: idsOf(body), links: linksOf(body) };
}

// A root-relative path with no dot segment (not even an escaped one, %2e), backslash, query, space,
// control character or UTF-16 surrogate: resolved as `new URL` would, without it (most links of a
// page, and `new URL` was most of the check's time). tests/lib/link-check.test.ts compares both.
const PLAIN_PATH = /^(?!.*%2e)\/(?!\/)(?:[^?#\\\s.\x00-\x1f\x7f\ud800-\udfff]|\.(?!\.?(?:\/|#|$)))*(?:#[^\s\x00-\x1f\x7f\ud800-\udfff]*)?$/i;

/** Internal target of an href seen on `fromRoute`, or null for external and non-navigating links. */
export function resolveHref(href: string, fromRoute: string): { path: string; hash: string } | null {
  if (PLAIN_PATH.test(href)) {
    const at = href.indexOf('#');
    return at === -1 ? { path: decodeURIComponent(href), hash: '' } : { path: decodeURIComponent(href.slice(0, at)), hash: decodeURIComponent(href.slice(at + 1)) };
  }
  if (href === '' || /^(mailto|tel|javascript|data):/i.test(href)) return null;
  const url = new URL(href, SITE_ORIGIN + fromRoute);
  if (url.origin !== SITE_ORIGIN) return null;
  return { path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) };
}

/**
 * All broken links of all pages (never just the first). `files` are other emitted paths ("/favicon.svg").
 * `base` is the base URL the site is built for: every internal link must start with it.
 */
export function checkLinks(pages: EmittedPage[], files: ReadonlySet<string> = new Set(), base = '/'): BrokenLink[] {
  const idsByRoute = new Map(pages.map((page) => [page.route, extractIds(page.html)]));
  return pages.flatMap((page) => brokenLinksOf({ ...page, links: extractLinks(page.html) }, idsByRoute, files, base));
}

/** A page's links (from scanPage), with the page's route and MDX source for messages. */
export type PageLinks = { route: string; links: FoundLink[]; sourceFile?: string };

/**
 * The broken links of one page, given the ids of every page by route. A site of 10,000 pages is
 * checked reading each page once, never all its HTML in memory at once: a page whose ids are not
 * read yet is in `idsByRoute` as null, and a link to an anchor on it goes to `deferred`, to check
 * once every page is read.
 */
export function brokenLinksOf(
  page: PageLinks,
  idsByRoute: ReadonlyMap<string, Set<string> | null>,
  files: ReadonlySet<string> = new Set(),
  base = '/',
  deferred?: FoundLink[],
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const link of page.links) {
    const resolved = resolveHref(link.href, withBase(page.route, base));
    if (!resolved) continue;
    const sitePath = stripBase(resolved.path, base);
    const report = (reason: string) =>
      broken.push({ page: page.route, href: link.href, reason, file: link.inArticle ? page.sourceFile : undefined });
    if (sitePath === null) {
      report(`it is outside the base URL "${base}" the site is built for; link to "${base}…" (Next's <Link> adds the base itself)`);
      continue;
    }
    const target = { path: sitePath, hash: resolved.hash };
    // Static hosts serve "/installation", not "/installation/".
    if (target.path.length > 1 && target.path.endsWith('/')) {
      report(`static hosts do not serve "${target.path}"; link to "${normalizePathname(target.path)}"`);
      continue;
    }
    const route = normalizePathname(target.path);
    const ids = idsByRoute.get(route);
    if (ids === undefined) {
      if (!files.has(target.path)) {
        const meant = closestName(route, idsByRoute.keys());
        report(`no page or file at "${target.path}"${meant ? `; did you mean "${meant}"?` : ''}`);
      }
      continue;
    }
    if (target.hash && ids === null) {
      if (!deferred) throw new Error(`The ids of "${route}" are not read yet: pass an array for the links to check later.`);
      deferred.push(link);
    }
    else if (target.hash && ids && !ids.has(target.hash)) {
      const meant = closestName(target.hash, ids);
      report(`"${route}" has no element with id "${target.hash}"${meant ? `; did you mean "#${meant}"?` : ''}`);
    }
  }
  return broken;
}

/** URLs listed in a text file of the build (llms.txt links, sitemap.xml locations). */
export type UrlListing = {
  /** Route of the listing ("/llms.txt"). */
  page: string;
  /** Source that writes it, for the message ("app/llms.txt/route.ts"). */
  file: string;
  urls: string[];
  /** Every URL must be on this site (the sitemap); otherwise other sites' URLs are skipped. */
  siteOnly?: boolean;
};

/** Markdown link targets of a text: "[label](url)". */
export function markdownLinkUrls(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

/** <loc> values of a sitemap. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decodeEntities(match[1].trim()));
}

/**
 * Broken URLs of listings: each URL on this site (`routeOf` returns its route; null for other sites)
 * must be an emitted page (`routes`) or file (`files`).
 */
export function checkListedUrls(
  listings: UrlListing[],
  routeOf: (url: string) => string | null,
  routes: ReadonlySet<string>,
  files: ReadonlySet<string>,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const { page, file, urls, siteOnly } of listings) {
    for (const href of urls) {
      const report = (reason: string) => broken.push({ page, href, reason, file });
      const route = routeOf(href);
      if (route === null) {
        if (siteOnly) report('it is not a URL of this site (siteConfig.url)');
        continue;
      }
      if (route.length > 1 && route.endsWith('/')) report(`static hosts do not serve "${route}"`);
      else if (!routes.has(route) && !files.has(route)) report(`no page or file at "${route}"`);
    }
  }
  return broken;
}

// A site of 10,000 pages would print them all on one line: the first few, then how many more.
const LISTED_PAGES = 20;
const listed = (routes: readonly string[]) =>
  routes.length <= LISTED_PAGES ? routes.join(', ') : `${routes.slice(0, LISTED_PAGES).join(', ')} and ${routes.length - LISTED_PAGES} more`;

/**
 * The line (1-based) of an MDX source that writes the broken `href`: found by its #fragment (written as
 * "#id", or as DocLink's hash="id"), else by its path. The source rarely holds the URL the page links to
 * (a link to a file is resolved to its route); undefined when no line matches.
 */
export function lineOfLink(source: string, href: string): number | undefined {
  const url = new URL(href, SITE_ORIGIN);
  const id = decodeURIComponent(url.hash.slice(1));
  const path = stripBase(url.pathname) ?? url.pathname;
  const needles = id ? [`#${id}`, `"${id}"`, `'${id}'`] : [href, path];
  const lines = source.split('\n');
  for (const needle of needles) {
    const index = lines.findIndex((line) => line.includes(needle));
    if (index >= 0) return index + 1;
  }
  return undefined;
}

/** `sourceOf`: the text of a link's MDX file, for the line that writes it. */
export function formatBrokenLinks(broken: BrokenLink[], routes: readonly string[] = [], sourceOf?: (file: string) => string | undefined): string {
  // One line per broken target and source: a bad navbar or footer link is on every page.
  const groups = new Map<string, { link: BrokenLink; pages: string[] }>();
  for (const link of broken) {
    const key = `${link.href}\n${link.reason}\n${link.file ?? ''}`;
    const group = groups.get(key) ?? { link, pages: [] };
    group.pages.push(link.page);
    groups.set(key, group);
  }
  const lines = [...groups.values()].map(({ link, pages }) => {
    const source = link.file && sourceOf?.(link.file);
    const line = source ? lineOfLink(source, link.href) : undefined;
    const where = link.file
      ? `in ${link.file}${line ? `:${line}` : ''} (page "${link.page}")`
      : `on ${pages.length === 1 ? `page "${pages[0]}"` : `${pages.length} pages (${listed(pages)})`}, outside the doc content: check lib/site-config.ts (navbar, footer) and content/sidebars.ts`;
    return `  - link to "${link.href}" ${where}: ${link.reason}`;
  });
  return [
    `Found ${broken.length} broken link${broken.length === 1 ? '' : 's'} in the built site:`,
    ...lines,
    ...(routes.length > 0 ? [`Pages in this build (${routes.length}): ${listed([...routes].sort())}`] : []),
    'Fix each link (or the heading it points to), then build again. Heading ids are GitHub-style slugs of the heading text ("## Install from npm" → #install-from-npm).',
  ].join('\n');
}
