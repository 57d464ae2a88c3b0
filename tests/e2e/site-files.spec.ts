/**
 * Build test on out/: sitemap.xml and llms.txt list exactly the pages of the registry
 * (content/docs, content/pages, the app's own pages), and every listed URL is served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { getDocs, getPages, listedPages } from '@/lib/content/docs';
import { markdownLinkUrls, sitemapUrls } from '@/lib/postbuild/link-check';
import { markdownRoute, routeOfSiteUrl, siteUrl } from '@/lib/site-url';

const OUT = path.resolve(process.env.PW_SITE_DIR ?? 'out');
const read = (file: string) => fs.readFileSync(path.join(OUT, file), 'utf8');

/** Routes of the HTML pages in out/ ("index.html" → "/", "installation.html" → "/installation"), without the 404 page. */
function emittedPageRoutes(): string[] {
  return fs
    .readdirSync(OUT)
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
}

const sorted = (values: Iterable<string>) => [...values].sort();

test.describe('site files in the build', () => {
  test('sitemap.xml lists every page of the registry and of the build, once, as absolute URLs', () => {
    const urls = sitemapUrls(read('sitemap.xml'));
    expect(sorted(urls)).toEqual(sorted(listedPages().map((page) => siteUrl(page.route))));
    expect(new Set(urls).size).toBe(urls.length);
    // Nothing emitted is missing from the sitemap, and nothing in it is missing from the build.
    expect(sorted(urls.map((url) => routeOfSiteUrl(url)!))).toEqual(sorted(emittedPageRoutes()));
  });

  test('llms.txt links to the Markdown copy of every doc and page of the registry, and each copy is in the build', () => {
    const urls = markdownLinkUrls(read('llms.txt'));
    const expected = [...getDocs(), ...getPages()].map((entry) => siteUrl(markdownRoute(entry.route)));
    expect(sorted(urls)).toEqual(sorted(expected));
    for (const entry of [...getDocs(), ...getPages()]) {
      expect(fs.existsSync(path.join(OUT, markdownRoute(entry.route))), `${markdownRoute(entry.route)} in ${OUT}`).toBe(true);
    }
  });

  test('every URL of the sitemap and llms.txt answers 200 from the static server', async ({ request }) => {
    const urls = [...sitemapUrls(read('sitemap.xml')), ...markdownLinkUrls(read('llms.txt'))];
    for (const url of urls) {
      const response = await request.get(routeOfSiteUrl(url)!);
      expect(response.status(), url).toBe(200);
    }
  });
});
