/**
 * Post-build step of `npm run build`: checks every link in out/ and fails the
 * build (exit 1) listing all broken links. From 4,000 pages (2,000 per process) they are shared
 * between one process per core (lib/postbuild/parallel.ts: reading and scanning 10,000 pages is
 * seconds of one core).
 * Usage: tsx lib/postbuild/check-links.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../content/docs';
import { siteConfig } from '../site-config';
import { brokenLinksOf, checkListedUrls, formatBrokenLinks, markdownLinkUrls, scanPage, sitemapUrls, type BrokenLink, type FoundLink, type PageLinks, type UrlListing } from './link-check';
import { currentPart, inPart, partsFor, runParts } from './parallel';
import { routeOfSiteUrl } from '../site-url';

const outDir = path.resolve(process.argv[2] ?? 'out');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function routeOfHtml(relative: string): string {
  const withoutExt = '/' + relative.split(path.sep).join('/').replace(/\.html$/, '');
  return withoutExt === '/index' ? '/' : withoutExt.replace(/\/index$/, '');
}

type Page = { file: string; route: string };

/** The pages of out/ and the URL path of every other file. */
function siteFiles(): { pages: Page[]; otherFiles: Set<string> } {
  const files = walk(outDir).map((file) => path.relative(outDir, file));
  return {
    pages: files.filter((file) => file.endsWith('.html')).map((file) => ({ file, route: routeOfHtml(file) })),
    otherFiles: new Set(files.filter((file) => !file.endsWith('.html')).map((file) => '/' + file.split(path.sep).join('/'))),
  };
}

/** Scanning a page is ~1 ms: below this many pages per process, a second one costs more than it saves. */
const PAGES_PER_PROCESS = 2000;

/**
 * Parts do not load the docs (seconds at 10,000): a broken link in a page's article names this
 * instead of the page's source file, and the parent names the file.
 */
const IN_ARTICLE = '(the page\'s article)';

/** What one part found: the ids of the pages it read, its broken links, and the links to anchors on pages other parts read. */
type PartResult = { ids: [string, string[]][]; broken: BrokenLink[]; waiting: PageLinks[] };

/**
 * Reads the part's pages, one in memory at a time (10,000 pages of HTML at once exhaust Node's
 * heap): each page's ids are kept and its links checked. A link to an anchor on a page not read
 * yet waits: for the end of the part, then, if another part read that page, for the parent.
 */
function checkPart(pages: Page[], otherFiles: ReadonlySet<string>): PartResult {
  const idsByRoute = new Map<string, Set<string> | null>(pages.map(({ route }) => [route, null]));
  const read: string[] = [];
  const broken: BrokenLink[] = [];
  const waiting: PageLinks[] = [];
  pages.forEach(({ file, route }, index) => {
    if (!inPart(index)) return;
    const { ids, links } = scanPage(fs.readFileSync(path.join(outDir, file), 'utf8'));
    idsByRoute.set(route, ids);
    read.push(route);
    const deferred: FoundLink[] = [];
    const page = { route, links, sourceFile: IN_ARTICLE };
    broken.push(...brokenLinksOf(page, idsByRoute, otherFiles, siteConfig.baseUrl, deferred));
    if (deferred.length > 0) waiting.push({ ...page, links: deferred });
  });
  const stillWaiting: PageLinks[] = [];
  for (const page of waiting) {
    const deferred: FoundLink[] = [];
    broken.push(...brokenLinksOf(page, idsByRoute, otherFiles, siteConfig.baseUrl, deferred));
    if (deferred.length > 0) stillWaiting.push({ ...page, links: deferred });
  }
  return { ids: read.map((route) => [route, [...(idsByRoute.get(route) ?? [])]]), broken, waiting: stillWaiting };
}

async function main(): Promise<void> {
  if (!fs.existsSync(outDir)) throw new Error(`${outDir} does not exist. Run "next build" first.`);
  if (currentPart()) {
    const { pages, otherFiles } = siteFiles();
    process.stdout.write(JSON.stringify(checkPart(pages, otherFiles)));
    return;
  }
  const { pages, otherFiles } = siteFiles();
  const parts = partsFor(pages.length, PAGES_PER_PROCESS);
  const inParts = parts > 1 ? runParts<PartResult>(__filename, [outDir], parts) : undefined;
  // While the parts read the pages: each route's source file, for messages.
  const { docs, pages: mdxPages } = loadContent();
  const sourceByRoute = new Map([...docs, ...mdxPages].map((entry) => [entry.route, entry.file]));
  const results = inParts ? await inParts : [checkPart(pages, otherFiles)];

  // Every page read: the links still waiting find their anchors among every part's ids.
  const idsByRoute = new Map(results.flatMap((result) => result.ids.map(([route, ids]): [string, Set<string>] => [route, new Set(ids)])));
  const broken = results.flatMap((result) => result.broken);
  for (const page of results.flatMap((result) => result.waiting)) broken.push(...brokenLinksOf(page, idsByRoute, otherFiles, siteConfig.baseUrl));
  for (const link of broken) if (link.file === IN_ARTICLE) link.file = sourceByRoute.get(link.page);
  // In page order, then by link, however the pages were shared.
  const order = new Map(pages.map(({ route }, index) => [route, index]));
  broken.sort((a, b) => (order.get(a.page) ?? 0) - (order.get(b.page) ?? 0) || a.href.localeCompare(b.href));

  // llms.txt and sitemap.xml list absolute URLs: each must reach a page or file of this build.
  const read = (file: string) => (fs.existsSync(path.join(outDir, file)) ? fs.readFileSync(path.join(outDir, file), 'utf8') : null);
  const llms = read('llms.txt');
  const sitemap = read('sitemap.xml');
  const listings: UrlListing[] = [
    ...(llms === null ? [] : [{ page: '/llms.txt', file: 'app/llms.txt/route.ts', urls: markdownLinkUrls(llms) }]),
    ...(sitemap === null ? [] : [{ page: '/sitemap.xml', file: 'app/sitemap.ts', urls: sitemapUrls(sitemap), siteOnly: true }]),
  ];
  const htmlRoutes = new Set(pages.map((page) => page.route).filter((route) => route !== '/404'));
  broken.push(...checkListedUrls(listings, routeOfSiteUrl, htmlRoutes, otherFiles));
  if (broken.length > 0) {
    // An MDX source gives the line of its link; other sources (the app's routes) are named only.
    // Read once per file, however many of its links are broken.
    const sources = new Map<string, string | undefined>();
    const source = (file: string) => {
      if (!sources.has(file)) sources.set(file, /\.mdx?$/.test(file) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
      return sources.get(file);
    };
    console.error(formatBrokenLinks(broken, [...htmlRoutes], source));
    process.exit(1);
  }
  const listed = listings.map((listing) => `${listing.urls.length} URLs in ${listing.page.slice(1)}`).join(', ');
  const readBy = parts > 1 ? `, read by ${parts} processes` : '';
  console.log(`Link check: ${listed ? `${listed}, ` : ''}${pages.length} pages in ${path.relative(process.cwd(), outDir) || '.'} (base URL ${siteConfig.baseUrl}${readBy}), no broken links or anchors.`);
}

main().catch((error: Error) => {
  console.error(`Link check: ${error.message}`);
  process.exit(1);
});
