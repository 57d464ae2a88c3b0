/**
 * Post-build step of `npm run build`: checks every link in out/ and fails the
 * build (exit 1) listing all broken links. Usage: tsx lib/postbuild/check-links.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../content/docs';
import { siteConfig } from '../site-config';
import { brokenLinksOf, checkListedUrls, formatBrokenLinks, markdownLinkUrls, scanPage, sitemapUrls, type BrokenLink, type FoundLink, type PageLinks, type UrlListing } from './link-check';
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

if (!fs.existsSync(outDir)) {
  console.error(`Link check: ${outDir} does not exist. Run "next build" first.`);
  process.exit(1);
}

const { docs, pages: mdxPages } = loadContent();
const sourceByRoute = new Map([...docs, ...mdxPages].map((entry) => [entry.route, entry.file]));

const files = walk(outDir).map((file) => path.relative(outDir, file));
const pages = files.filter((file) => file.endsWith('.html')).map((file) => ({ file, route: routeOfHtml(file) }));
const otherFiles = new Set(files.filter((file) => !file.endsWith('.html')).map((file) => '/' + file.split(path.sep).join('/')));

// llms.txt and sitemap.xml list absolute URLs: each must reach a page or file of this build.
const read = (file: string) => (fs.existsSync(path.join(outDir, file)) ? fs.readFileSync(path.join(outDir, file), 'utf8') : null);
const llms = read('llms.txt');
const sitemap = read('sitemap.xml');
const listings: UrlListing[] = [
  ...(llms === null ? [] : [{ page: '/llms.txt', file: 'app/llms.txt/route.ts', urls: markdownLinkUrls(llms) }]),
  ...(sitemap === null ? [] : [{ page: '/sitemap.xml', file: 'app/sitemap.ts', urls: sitemapUrls(sitemap), siteOnly: true }]),
];
const htmlRoutes = new Set(pages.map((page) => page.route).filter((route) => !/^\/(404|_not-found)$/.test(route)));

// Each page read once, one in memory at a time (10,000 pages of HTML at once exhaust Node's heap):
// its ids are kept, its links checked. A link to an anchor on a page not read yet waits for the end.
const idsByRoute = new Map<string, Set<string> | null>(pages.map(({ route }) => [route, null]));
const broken: BrokenLink[] = [];
const waiting: PageLinks[] = [];
for (const { file, route } of pages) {
  const { ids, links } = scanPage(fs.readFileSync(path.join(outDir, file), 'utf8'));
  idsByRoute.set(route, ids);
  const deferred: FoundLink[] = [];
  const page = { route, links, sourceFile: sourceByRoute.get(route) };
  broken.push(...brokenLinksOf(page, idsByRoute, otherFiles, siteConfig.baseUrl, deferred));
  if (deferred.length > 0) waiting.push({ ...page, links: deferred });
}
for (const page of waiting) broken.push(...brokenLinksOf(page, idsByRoute, otherFiles, siteConfig.baseUrl));
broken.push(...checkListedUrls(listings, routeOfSiteUrl, htmlRoutes, otherFiles));
if (broken.length > 0) {
  console.error(formatBrokenLinks(broken, [...htmlRoutes]));
  process.exit(1);
}
const listed = listings.map((listing) => `${listing.urls.length} URLs in ${listing.page.slice(1)}`).join(', ');
console.log(`Link check: ${listed ? `${listed}, ` : ''}${pages.length} pages in ${path.relative(process.cwd(), outDir) || '.'} (base URL ${siteConfig.baseUrl}), no broken links or anchors.`);
