/** Head tags and site files that search engines, social networks and browsers read. */
import { test, expect } from './fixtures';
import { descriptionOf } from '@/lib/content/description';
import { getDocs, getPages } from '@/lib/content/docs';
import { pageTitle, siteConfig } from '@/lib/site-config';
import { siteUrl } from '@/lib/site-url';

type Expected = { route: string; title: string; description: string; type: 'article' | 'website' };

const PAGES: Expected[] = [
  ...[...getDocs(), ...getPages()].map((entry) => ({
    route: entry.route,
    title: entry.title,
    description: descriptionOf(entry),
    type: 'article' as const,
  })),
  { route: '/search', title: 'Search', description: `Search the ${siteConfig.title} documentation.`, type: 'website' },
];

test.describe('head tags', () => {
  for (const expected of PAGES) {
    test(`${expected.route} has its description, canonical URL, OpenGraph and Twitter tags`, async ({ page }) => {
      await page.goto(expected.route);
      const head = page.locator('head');
      const meta = (selector: string) => head.locator(`meta[${selector}]`);
      const fullTitle = pageTitle(expected.title);
      const url = siteUrl(expected.route);

      expect(expected.description.length).toBeGreaterThan(20);
      await expect(meta('name="description"')).toHaveAttribute('content', expected.description);
      // Next writes the root URL without its trailing slash ("https://textwidget.dev"): the same URL.
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).href).toBe(url);
      await expect(meta('property="og:title"')).toHaveAttribute('content', fullTitle);
      await expect(meta('property="og:description"')).toHaveAttribute('content', expected.description);
      expect(new URL((await meta('property="og:url"').getAttribute('content'))!).href).toBe(url);
      await expect(meta('property="og:type"')).toHaveAttribute('content', expected.type);
      await expect(meta('property="og:site_name"')).toHaveAttribute('content', siteConfig.title);
      await expect(meta('property="og:image"')).toHaveAttribute('content', siteUrl(siteConfig.socialCard));
      await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
      await expect(meta('name="twitter:title"')).toHaveAttribute('content', fullTitle);
      await expect(meta('name="twitter:description"')).toHaveAttribute('content', expected.description);
      // One of each: a page never carries the layout's defaults beside its own.
      for (const selector of ['name="description"', 'property="og:title"', 'property="og:url"', 'property="og:image"']) {
        await expect(meta(selector)).toHaveCount(1);
      }
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The tags alike on every page (the root layout's), once each.
      await expect(meta('name="generator"')).toHaveAttribute('content', `Docusaurus v${siteConfig.generatorVersion}`);
      await expect(meta('property="og:locale"')).toHaveAttribute('content', 'en_US');
      // A bar colour per system mode only when the colour mode follows the system's (lib/content/seo.ts).
      await expect(meta('name="theme-color"')).toHaveCount(siteConfig.colorMode.respectPrefersColorScheme ? 2 : 0);
      for (const selector of ['name="generator"', 'property="og:site_name"', 'property="og:locale"', 'name="twitter:card"']) {
        await expect(meta(selector)).toHaveCount(1);
      }
      await expect(head.locator('link[rel="icon"]')).toHaveCount(2);
      // X reads the card's image and its alt text; the size is OpenGraph's.
      await expect(meta('name="twitter:image"')).toHaveAttribute('content', siteUrl(siteConfig.socialCard));
      await expect(meta('name="twitter:image:alt"')).toHaveCount(1);
      await expect(head.locator('meta[name^="twitter:image:"]:not([name="twitter:image:alt"])')).toHaveCount(0);
      await expect(meta('property="og:image:width"')).toHaveAttribute('content', '1200');
    });
  }

  test('the 404 page still has the site name, the social card and lang="en", and no canonical URL', async ({ page }) => {
    await page.goto('/does-not-exist');
    await expect(page.locator('head meta[property="og:site_name"]')).toHaveAttribute('content', siteConfig.title);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', siteUrl(siteConfig.socialCard));
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The root layout's tags, once each there too.
    for (const [selector, count] of [['meta[name="generator"]', 1], ['meta[property="og:locale"]', 1], ['link[rel="icon"]', 2]] as const) {
      await expect(page.locator(`head ${selector}`)).toHaveCount(count);
    }
  });
});

test.describe('icons, manifest and crawler files', () => {
  test('the SVG favicon, its .ico fallback, the touch icon and the social card are linked and served', async ({ page, request }) => {
    await page.goto('/installation');
    const hrefs = {
      svg: await page.locator('head link[rel="icon"][type="image/svg+xml"]').getAttribute('href'),
      ico: await page.locator('head link[rel="icon"][href$=".ico"]').getAttribute('href'),
      apple: await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href'),
    };
    expect(hrefs).toEqual({ svg: '/favicon.svg', ico: '/favicon.ico', apple: '/img/apple-touch-icon.png' });
    for (const [href, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon.ico', 'image/x-icon'],
      ['/img/apple-touch-icon.png', 'image/png'],
      [siteConfig.socialCard, 'image/png'],
    ]) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toBe(type);
    }
  });

  test('the web manifest is linked and names the site, its icons and colours', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      short_name: siteConfig.title,
      start_url: '/',
      display: 'standalone',
      theme_color: siteConfig.themeColors.brand,
      background_color: siteConfig.themeColors.light,
    });
    expect(manifest.name).toContain(siteConfig.title);
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['any', '192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });

  test('robots.txt allows every crawler and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \S/m);
    expect(text).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`);
  });

  test('sitemap.xml and llms.txt are served as XML and text', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    expect(await sitemap.text()).toContain(`<loc>${siteUrl('/installation')}</loc>`);

    const llms = await request.get('/llms.txt');
    expect(llms.status()).toBe(200);
    expect(llms.headers()['content-type']).toContain('text/plain');
    const text = await llms.text();
    expect(text.startsWith(`# ${siteConfig.title}\n\n> ${siteConfig.tagline}\n`)).toBe(true);
    expect(text).toContain(`- [Installation](${siteUrl('/installation.md')}): `);
  });
});
