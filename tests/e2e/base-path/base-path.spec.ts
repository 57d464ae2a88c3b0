import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, isRouterData, test, waitForHydration } from '../fixtures';
import { createStaticServer } from '../../../lib/tools/serve';

// out-base/ is the site built with TEXTWIDGET_BASE_URL=/textwidget/ (npm run build:base), served
// under /textwidget/ as GitHub Pages serves a project site. Full paths: a baseURL path would be
// dropped by "/x" URLs.
const BASE = '/textwidget/';
const ROOT = path.join(__dirname, '..', '..', '..');

/** Hydrated, without waiting for the network (page data is held back on purpose). */
const waitForApp = (page: Page) =>
  page.waitForFunction(() => document.querySelector('button[aria-label^="Switch between dark and light mode"]') !== null);

test.describe('site built for and served under /textwidget/', () => {
  test('a Markdown copy links under the base, to copies and pages the host serves', async ({ request }) => {
    const copy = await (await request.get(`${BASE}installation.md`)).text();
    const urls = [...copy.matchAll(/\]\((\/[^)\s#]*)/g)].map((match) => match[1]);
    expect(urls).toContain('/textwidget/customization.md');
    expect(urls.filter((url) => !url.startsWith(BASE))).toEqual([]);
    for (const url of new Set(urls)) expect((await request.get(url)).status(), url).toBe(200);
    // llms.txt says where the copies are, under the base too.
    expect(await (await request.get(`${BASE}llms.txt`)).text()).toContain('(/textwidget/index.md is /textwidget/)');
  });

  test('every link and asset is under the base; pages hydrate without errors', async ({ page, consoleErrors }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname === '127.0.0.1' && url.pathname !== '/textwidget' && !url.pathname.startsWith(BASE)) outside.push(url.pathname);
    });
    for (const route of ['', 'installation', 'customization', 'markdown-page', 'search']) {
      const response = await page.goto(BASE + route);
      expect(response!.status()).toBe(200);
      await waitForHydration(page);
      const hrefs = await page.locator('a[href^="/"], link[href^="/"], script[src^="/"]').evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('href') ?? element.getAttribute('src')!),
      );
      expect(hrefs.length).toBeGreaterThan(10);
      expect(hrefs.filter((href) => !href.startsWith('/textwidget'))).toEqual([]);
    }
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/textwidget/favicon.svg');
    await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', '/textwidget/favicon.ico');
    await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
    expect(outside).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('client navigation, search and the 404 page stay under the base', async ({ page }) => {
    await page.goto(BASE);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation', exact: true }).click();
    await expect(page).toHaveURL(/\/textwidget\/installation$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Installation');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('combobox').fill('themes');
    // Results are links under the base, in the dialog and on /search.
    await expect(dialog.getByRole('option').first()).toHaveAttribute('href', '/textwidget/customization#themes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/textwidget\/customization#/);

    await page.goto(`${BASE}search?q=instal`);
    const main = page.getByRole('main');
    expect(await main.getByRole('search').evaluate((form: HTMLFormElement) => new URL(form.action).pathname)).toBe('/textwidget/search');
    await expect(main.locator('.search-page__results a').first()).toHaveAttribute('href', '/textwidget/installation');
    // Typing keeps the address under the base.
    await main.getByRole('searchbox', { name: 'Search the documentation' }).fill('themes');
    await expect(page).toHaveURL(/\/textwidget\/search\?q=themes$/);
    await expect(main.locator('.search-page__results a').first()).toHaveAttribute('href', '/textwidget/customization#themes');
    await page.goto(`${BASE}installation`);
    await waitForHydration(page);

    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/textwidget$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');

    const missing = await page.goto(`${BASE}no-such-page`);
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Go to the introduction' })).toHaveAttribute('href', '/textwidget/');
  });

  test('on a phone, the mobile menu’s links stay under the base (sidebar, navbar, brand, version and language items)', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const panel = page.getByRole('dialog', { name: 'Navigation menu' });
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
      await expect(panel).toBeVisible();
    };
    await page.goto(`${BASE}installation`);
    await waitForHydration(page);
    await openMenu();
    await panel.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Customization', exact: true }).tap();
    await expect(page).toHaveURL(/:\d+\/textwidget\/customization$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Customization');

    await openMenu();
    await panel.getByRole('button', { name: /Back to main menu/ }).tap();
    await panel.getByRole('link', { name: 'Docs', exact: true }).tap();
    await expect(page).toHaveURL(/:\d+\/textwidget$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');

    await page.goto(`${BASE}markdown-page?x=1#top`);
    await waitForHydration(page);
    await openMenu();
    await panel.getByRole('button', { name: 'Docs version: Next' }).tap();
    await panel.getByRole('link', { name: 'Next', exact: true }).tap();
    await expect(page).toHaveURL(/:\d+\/textwidget\?x=1#top$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');

    await page.goto(`${BASE}installation`);
    await waitForHydration(page);
    await openMenu();
    await panel.getByRole('button', { name: /Back to main menu/ }).tap();
    await panel.getByRole('button', { name: 'Language: English' }).tap();
    await panel.getByRole('link', { name: 'English', exact: true }).tap();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/:\d+\/textwidget\/installation$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Installation');

    await openMenu();
    await panel.getByRole('link', { name: 'Textwidget' }).tap();
    await expect(page).toHaveURL(/:\d+\/textwidget$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
    await context.close();
  });

  test('under the base, a slow navigation shows the progress bar, a link to the page on screen none', async ({ page }) => {
    // Page data waits until the click, then 3 s: the target cannot be prefetched and the navigation is slow
    // (long enough that the bar, due after 200 ms, is seen before the page even on a busy machine).
    let clicked!: () => void;
    const click = new Promise<void>((resolve) => (clicked = resolve));
    await page.route(isRouterData, async (route) => {
      await click;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {});
    });
    await page.goto(`${BASE}installation`);
    await waitForApp(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });

    clicked();
    await sidebar.getByRole('link', { name: 'Installation', exact: true }).click();
    await page.waitForTimeout(600);
    await expect(page.locator('#nprogress'), 'the page on screen: no bar').toHaveCount(0);

    await sidebar.getByRole('link', { name: 'Customization', exact: true }).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached({ timeout: 2_500 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Customization', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/textwidget\/customization$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a home link followed before its data is prefetched stays a client navigation (next-export-base-root-workaround)', async ({ page, consoleErrors }) => {
    const home = await followHomeUnprefetched(page);
    expect(home.fullLoad, 'the home page was loaded in full').toBe(false);
    expect(home.payloads).toEqual(['/textwidget/index.txt']);
    expect(consoleErrors).toEqual([]);
  });

  test('without the workaround, Next still fetches /textwidget.txt for the home page (Next bug #73427)', async ({ page }) => {
    // The workaround wraps window.fetch; the page gets the native one back before the click.
    await page.addInitScript(() => ((window as { nativeFetch?: typeof fetch }).nativeFetch = window.fetch));
    const home = await followHomeUnprefetched(page, () => page.evaluate(() => (window.fetch = (window as unknown as { nativeFetch: typeof fetch }).nativeFetch)));
    // When this fails, Next fixed vercel/next.js#73427: delete lib/browser/next-export-base-root-workaround.ts, its caller and these two tests.
    expect(home.payloads).toEqual(['/textwidget.txt']);
    expect(home.fullLoad, 'the 404 makes Next load the home page in full').toBe(true);
  });

  test('the generated headers follow the base', async ({ request, page }) => {
    await page.goto(`${BASE}installation`);
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
    expect(script).toMatch(/^\/textwidget\/_next\/static\//);
    expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get(`${BASE}installation`)).headers()['x-content-type-options']).toBe('nosniff');
  });
});

/**
 * From /textwidget/installation, follows the breadcrumbs' Home link while the prefetches are held back,
 * as on a slow network or a click right after the page loads. Returns the page data files the
 * navigation requested and whether the home page was loaded in full instead of rendered in place.
 */
async function followHomeUnprefetched(page: Page, beforeClick?: () => Promise<unknown>) {
  const payloads: string[] = [];
  await page.route(isRouterData, async (route) => {
    const url = new URL(route.request().url());
    // A segment prefetch (`__next.…txt`) never answers; the navigation's own request goes through.
    if (url.pathname.includes('/__next.')) return;
    payloads.push(url.pathname);
    await route.continue();
  });
  await page.goto(`${BASE}installation`);
  await waitForHydration(page);
  await beforeClick?.();
  await page.evaluate(() => ((window as { beforeClick?: boolean }).beforeClick = true));
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(/:\d+\/textwidget$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await page.waitForLoadState('load');
  const fullLoad = await page.evaluate(() => !(window as { beforeClick?: boolean }).beforeClick);
  return { payloads, fullLoad };
}

/** Serves `folder` under `base` on a free port for one test, as a misconfigured host would. */
async function serveElsewhere(folder: string, base: string, run: (origin: string) => Promise<void>) {
  const server = createStaticServer(path.join(ROOT, folder), { base });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    // close() alone waits for the browser's keep-alive connections (once, past the 30 s test timeout).
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Your site did not load properly.' });

test.describe('base URL banner', () => {
  test('a site built for "/" but served under /textwidget/ suggests baseUrl = /textwidget/', async ({ page }) => {
    await serveElsewhere(process.env.PW_SITE_DIR ?? 'out', BASE, async (origin) => {
      await page.goto(`${origin}${BASE}installation`);
      await expect(banner(page)).toContainText('Current configured baseUrl = / (default value)');
      await expect(banner(page)).toContainText('We suggest trying baseUrl = /textwidget/');
    });
  });

  test('a site built for /textwidget/ but served at the root suggests baseUrl = /', async ({ page }) => {
    await serveElsewhere(process.env.PW_BASE_DIR ?? 'out-base', '/', async (origin) => {
      await page.goto(`${origin}/installation`);
      await expect(banner(page)).toContainText('Current configured baseUrl = /textwidget/');
      await expect(banner(page)).toContainText('We suggest trying baseUrl = /');
    });
  });
});
