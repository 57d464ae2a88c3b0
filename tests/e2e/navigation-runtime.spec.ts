import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, isRouterData, storeTheme, test, waitForHydration } from './fixtures';

/**
 * The navigation runtime of the deployed site (project 'site', out/): progress bar and spinner on slow
 * client navigations, the reload-once / Retry recovery when page data cannot be fetched, ".html" URLs,
 * prefetching on fast and slow connections, the wrong-base-URL banner, and a clean console.
 *
 * Client navigations fetch page data as `*.txt?_rsc=…` (prefetches carry `next-router-prefetch: 1`).
 * Prefetches start as soon as links enter the viewport, so every route that slows or breaks page data
 * is installed before page.goto.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** The folder the 'site' project serves, from the repository root (same default as the config). */
const SITE_DIR = path.resolve(__dirname, '../..', process.env.PW_SITE_DIR ?? 'out');
// Page data of client navigations and prefetches only: each page's own payload file still loads.
const PAGE_DATA = isRouterData;
const RELOAD_KEY = 'textwidget.route-reload-attempted:/installation';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const sidebarLink = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const spinner = (page: Page) => page.getByRole('status', { name: 'Loading…' });
const loadFailure = (page: Page) => page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
const paginator = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });
/**
 * Console errors other than the failed requests themselves: Chromium reports each aborted request
 * ("Failed to load resource"), and Next logs the failed page data before its fallback to a full load
 * ("Failed to fetch RSC payload for … Falling back to browser navigation."), which the site takes over.
 */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((text) => !text.startsWith('Failed to load resource') && !/^Failed to fetch RSC payload for .* Falling back to browser navigation\./.test(text));

/** Waits for hydration without waiting for the network (prefetches may be held back on purpose). */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.querySelector('button[aria-label^="Switch between dark and light mode"]') !== null);
}

/**
 * Makes the next client navigation slow: every page-data request (prefetch or navigation) is held
 * until `ms` after the returned `startClock()` is called — call it right before the click. Holding the
 * prefetches too keeps the target from being prefetched before the click, however slow the machine.
 */
async function slowPageData(page: Page, ms = 1500): Promise<() => void> {
  let started!: () => void;
  const clockStarted = new Promise<void>((resolve) => (started = resolve));
  let releaseAt = 0;
  await page.route(PAGE_DATA, async (route) => {
    await clockStarted;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseAt - Date.now())));
    // The test may have ended (page closed) while the request was held.
    await route.continue().catch(() => {});
  });
  return () => {
    releaseAt = Date.now() + ms;
    started();
  };
}

async function setMarker(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __navMarker?: string }).__navMarker = 'same-document';
  });
}

/** The marker set by setMarker, or null once the document was replaced by a full load. */
const readMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __navMarker?: string }).__navMarker ?? null);

type ProgressRecord = { click: number | null; shown: number | null; removed: number | null; transforms: string[] };

/** Records (in the page) when the next click happens, when #nprogress is added and removed, and every bar position. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const record = { click: null, shown: null, removed: null, transforms: [] } as {
      click: number | null;
      shown: number | null;
      removed: number | null;
      transforms: string[];
    };
    (window as unknown as { __progress: typeof record }).__progress = record;
    // On window, in the capture phase: before the app's own click listener (on document) starts the navigation.
    window.addEventListener('click', () => (record.click ??= performance.now()), true);
    const check = () => {
      const root = document.getElementById('nprogress');
      if (root && record.shown === null) record.shown = performance.now();
      if (!root && record.shown !== null && record.removed === null) record.removed = performance.now();
      const transform = root?.querySelector<HTMLElement>('.bar')?.style.transform;
      if (transform && record.transforms[record.transforms.length - 1] !== transform) record.transforms.push(transform);
    };
    new MutationObserver(check).observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    check();
  });
}

const readProgress = (page: Page) =>
  page.evaluate(() => (window as unknown as { __progress: ProgressRecord }).__progress);

/** The bar's look now: its colour, --color-primary resolved the same way (rgb()), and its box. */
const barLook = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('#nprogress .bar');
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--color-primary)';
    document.documentElement.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const style = bar ? getComputedStyle(bar) : null;
    const rect = bar?.getBoundingClientRect();
    return {
      colour: style?.backgroundColor ?? null,
      primary,
      variable: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      position: style?.position ?? null,
      top: rect ? rect.top : null,
      height: rect ? rect.height : null,
    };
  });

/** Percent of the bar's translate (nprogress draws progress n as translate3d((n - 1) * 100%)). */
function barPercent(transform: string): number | null {
  const match = /translate(?:3d|X)?\(\s*(-?[\d.]+)%/.exec(transform);
  return match ? Number(match[1]) : null;
}

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

/** Requests of the page with the prefetch header, as they are made. */
function collectPrefetches(page: Page): Request[] {
  const prefetches: Request[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetches.push(request);
  });
  return prefetches;
}

test.describe('progress bar and loading spinner', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`a slow navigation shows the bar in the primary colour and the spinner (${theme})`, async ({ page, consoleErrors }) => {
      await storeTheme(page, theme);
      const startClock = await slowPageData(page);
      await page.goto('/');
      await waitForApp(page);
      await setMarker(page);
      await recordProgress(page);
      // Sidebar links prefetch on intent: the pointer rests on the link until its prefetch starts (held) before the click.
      const prefetchStarted = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/installation'));
      await sidebarLink(page, 'Installation').hover();
      await prefetchStarted;

      startClock();
      await sidebarLink(page, 'Installation').click();

      // The bar appears after the 200 ms delay, well within a second of the click.
      await expect.poll(async () => (await readProgress(page)).shown, { timeout: 3_000 }).not.toBeNull();
      const { click, shown } = await readProgress(page);
      expect(click, 'the click was recorded').not.toBeNull();
      const shownAfter = shown! - click!;
      expect(shownAfter, 'the bar waits for the slow-navigation delay (200 ms)').toBeGreaterThanOrEqual(190);
      expect(shownAfter, 'the bar appears within a second of the click').toBeLessThan(1_000);

      const root = page.locator('#nprogress');
      await expect(root).toBeAttached();
      await expect(root.locator('.bar')).toBeAttached();
      // showSpinner: false — nprogress's own corner spinner is not rendered.
      await expect(root.locator('.spinner')).toHaveCount(0);
      // Our spinner over the content area.
      await expect(spinner(page).first()).toBeVisible();

      // Styling: a visible bar fixed at the top, in the theme's --color-primary. nprogress is imported on the
      // first navigation, so wait for the bar to be drawn before measuring it.
      await expect.poll(async () => (await barLook(page)).height ?? 0, { message: 'the bar is drawn', timeout: 3_000 }).toBeGreaterThan(0);
      const look = await barLook(page);
      expect(look.variable, '--color-primary is defined on <html>').not.toBe('');
      expect.soft(look.colour, `bar background = --color-primary (${look.variable})`).toBe(look.primary);
      expect.soft(look.position, 'the bar is fixed to the viewport').toBe('fixed');
      expect.soft(look.top, 'the bar sits at the top of the viewport').toBe(0);
      expect.soft(look.height, 'the bar has a height').toBeGreaterThan(0);

      await expect(heading(page)).toHaveText('Installation', { timeout: 10_000 });
      await expect(page).toHaveURL(/\/installation$/);
      await expect(root).toHaveCount(0);
      await expect(spinner(page)).toHaveCount(0);
      expect(await readMarker(page), 'a client navigation, not a full load').toBe('same-document');

      // minimum: 0.08 — the bar starts at 8 % and only grows.
      const percents = (await readProgress(page)).transforms
        .map(barPercent)
        .filter((value): value is number => value !== null && value !== -100);
      expect(percents.length, 'bar positions were recorded').toBeGreaterThan(0);
      expect(Math.min(...percents), 'the bar is never narrower than the 8 % minimum').toBeGreaterThanOrEqual(-92.001);

      expect(consoleErrors).toEqual([]);
    });
  }

  test('with every request after the click delayed by 1 s, the bar shows after its 200 ms delay, before any request could answer', async ({ page, consoleErrors }) => {
    // Page data is held until the click (so the target is not prefetched); after the click every
    // request (page data, scripts, anything) waits 1 s, as on a slow network.
    let clickedAt = 0;
    let clicked!: () => void;
    const click = new Promise<void>((resolve) => (clicked = resolve));
    await page.route('**/*', async (route) => {
      const isPageData = isRouterData(new URL(route.request().url()));
      if (clickedAt === 0 && isPageData) await click;
      if (clickedAt !== 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue().catch(() => {});
    });
    // goto returns once the page's scripts have loaded (fixtures.ts): the bar must need nothing more.
    await page.goto('/');
    await waitForApp(page);
    await recordProgress(page);

    clickedAt = Date.now();
    clicked();
    await sidebarLink(page, 'Installation').click();

    await expect.poll(async () => (await readProgress(page)).shown, { timeout: 3_000 }).not.toBeNull();
    const { click: clickTime, shown } = await readProgress(page);
    expect(shown! - clickTime!, 'the bar waits for the 200 ms delay').toBeGreaterThanOrEqual(190);
    // Well before the 1 s any request takes (its code came with the page), with room for a busy test machine's timers.
    expect(shown! - clickTime!, 'the bar shows before any request could answer').toBeLessThan(900);
    // showSpinner: false — no spinner element or class in the bar.
    await expect(page.locator('#nprogress .spinner, #nprogress [class*="spinner"]')).toHaveCount(0);
    await expect(heading(page)).toHaveText('Installation', { timeout: 10_000 });
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a prefetched navigation is instant: nothing downloaded, no spinner, no bar unless rendering alone outlasts its delay', async ({ page, consoleErrors }) => {
    const finishedPrefetches: string[] = [];
    page.on('requestfinished', (request) => {
      if (isPrefetch(request)) finishedPrefetches.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    // Sidebar links prefetch on intent (hover, focus, touch start).
    await sidebarLink(page, 'Installation').hover();
    // Let the prefetch of the target page finish, then let the network settle.
    await expect
      .poll(() => finishedPrefetches.some((pathname) => pathname.startsWith('/installation')), { timeout: 10_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await setMarker(page);
    await recordProgress(page);
    // Nothing to download on the way: no page data, and no script (the progress bar's code loads only for a slow navigation).
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || isRouterData(new URL(request.url()))) downloads.push(new URL(request.url()).pathname);
    });
    // When the new page's h1 is in place.
    await page.evaluate(() => {
      const store = window as unknown as { __arrived?: number };
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent === 'Installation') store.__arrived ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });

    await sidebarLink(page, 'Installation').click();
    await expect(heading(page)).toHaveText('Installation');
    await expect(page).toHaveURL(/\/installation$/);
    // Longer than the 200 ms delay: a late bar would have shown by now.
    await page.waitForTimeout(400);
    expect(downloads, 'downloaded by a prefetched navigation').toEqual([]);
    const { click, shown } = await readProgress(page);
    const arrived = await page.evaluate(() => (window as unknown as { __arrived?: number }).__arrived ?? null);
    // The bar is for a navigation slower than its 200 ms delay. With nothing to download, only a CPU
    // too busy to render the page in 200 ms (a loaded test machine) makes it one; then the bar may show.
    if (shown !== null) expect(arrived! - click!, `the bar showed ${Math.round(shown - click!)} ms after the click, yet the page came sooner`).toBeGreaterThan(190);
    await expect(spinner(page)).toHaveCount(0);
    expect(await readMarker(page)).toBe('same-document');
    expect(consoleErrors).toEqual([]);
  });

  test('a hash link in the table of contents starts no progress bar', async ({ page }) => {
    const startClock = await slowPageData(page);
    await page.goto('/customization');
    await waitForApp(page);
    await setMarker(page);
    await recordProgress(page);

    startClock();
    const tocLink = page.getByRole('navigation', { name: 'On this page', exact: true }).getByRole('link').nth(1);
    const hash = await tocLink.getAttribute('href');
    expect(hash).toMatch(/^#./);
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`/customization${hash}$`));

    await page.waitForTimeout(600);
    expect((await readProgress(page)).shown, '#nprogress was never added').toBeNull();
    await expect(spinner(page)).toHaveCount(0);
    await expect(heading(page)).toHaveText('Customization');
    expect(await readMarker(page)).toBe('same-document');
  });

  test('a link that only changes the query (/search?q=toolbar → ?q=themes) starts no progress bar', async ({ page, consoleErrors }) => {
    const startClock = await slowPageData(page);
    await page.goto('/search?q=toolbar');
    await waitForApp(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('for “toolbar”', { timeout: 10_000 });

    // "All results on a page" in the search dialog links to /search?q=… — the page the reader is on.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('combobox', { name: 'Search the documentation' }).fill('themes');
    const allResults = dialog.getByRole('link', { name: 'All results on a page' });
    await expect(allResults).toHaveAttribute('href', '/search?q=themes');
    await setMarker(page);
    await recordProgress(page);

    startClock();
    await allResults.click();
    await expect(page).toHaveURL(/\/search\?q=themes$/, { timeout: 10_000 });

    // Longer than the 200 ms delay: a bar or spinner would have shown by now, and must not be stuck.
    await page.waitForTimeout(600);
    expect((await readProgress(page)).click, 'the click was recorded').not.toBeNull();
    expect((await readProgress(page)).shown, '#nprogress was never added').toBeNull();
    await expect(spinner(page)).toHaveCount(0);
    await expect(loadFailure(page)).toHaveCount(0);
    expect(await readMarker(page), 'a client navigation').toBe('same-document');
    expect(consoleErrors).toEqual([]);
  });

  test("the current page's sidebar link starts no progress bar", async ({ page }) => {
    const startClock = await slowPageData(page);
    await page.goto('/installation');
    await waitForApp(page);
    await setMarker(page);
    await recordProgress(page);

    startClock();
    await sidebarLink(page, 'Installation').click();

    await page.waitForTimeout(600);
    expect((await readProgress(page)).shown, '#nprogress was never added').toBeNull();
    await expect(spinner(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/installation$/);
    await expect(heading(page)).toHaveText('Installation');
    expect(await readMarker(page)).toBe('same-document');
  });
});

test.describe('arriving on a new page (as Docusaurus: top of the page, focus at the top)', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  test('"Next" at the bottom of a doc opens the next doc at its top; the next Tab reaches the skip link; Back returns to the bottom', async ({ page, consoleErrors }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    const next = paginator(page).getByRole('link', { name: /Customization/ });
    await next.scrollIntoViewIfNeeded();
    const bottom = await scrollY(page);
    expect(bottom, 'the paginator is far down the page').toBeGreaterThan(1000);

    await next.focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Customization');
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    await page.goBack();
    await expect(heading(page)).toHaveText('Installation');
    await expect.poll(() => scrollY(page), 'Back restores where the reader was').toBe(bottom);
    expect(consoleErrors).toEqual([]);
  });

  test('a link to a section of another page lands at the section, not at the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('article a[href="/customization#themes"]').first().click();
    await expect(heading(page)).toHaveText('Customization');
    await expect(page.locator('#themes')).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(0);
  });
});

test.describe('page data that cannot be loaded', () => {
  test('the first failure reloads the target page once, with a warning', async ({ page }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    const documentLoads: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
      // Failed requests are reported by Chromium and Next (unexpectedErrors); anything else is a bug.
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads.push(new URL(request.url()).pathname);
    });
    await page.route(PAGE_DATA, (route) => route.abort());

    await page.goto('/');
    await waitForApp(page);
    await setMarker(page);
    await sidebarLink(page, 'Installation').click();

    await expect
      .poll(() => warnings.find((text) => text.includes('reloading')))
      .toContain('Loading /installation failed; reloading the page.');
    await expect(page).toHaveURL(/\/installation$/);
    await expect(heading(page)).toHaveText('Installation');
    await page.waitForLoadState('load');
    expect(await readMarker(page), 'the target was loaded in full (a new document)').toBeNull();
    expect(documentLoads, 'exactly one full load of the target').toEqual(['/', '/installation']);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), RELOAD_KEY)).toBe('true');
    await expect(loadFailure(page)).toHaveCount(0);
    expect(warnings.filter((text) => text.includes('reloading')), 'one warning').toHaveLength(1);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('after a reload was tried, the Retry message shows (Retry only); Retry loads the page client-side', async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(PAGE_DATA, (route) => route.abort());
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate((key) => window.sessionStorage.setItem(key, 'true'), RELOAD_KEY);
    await setMarker(page);

    await sidebarLink(page, 'Installation').click();

    const alert = loadFailure(page);
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Retry is the only action ("Stay on this page" was removed).
    await expect(alert.getByRole('button')).toHaveCount(1);
    // Still on the page the reader was reading.
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page)).toHaveText('Introduction');
    await expect(spinner(page)).toHaveCount(0);
    expect(await readMarker(page)).toBe('same-document');
    expect(warnings.filter((text) => text.includes('reloading')), 'no second reload').toEqual([]);

    // The connection is back.
    await page.unroute(PAGE_DATA);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page)).toHaveText('Installation', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/installation$/);
    await expect(loadFailure(page)).toHaveCount(0);
    expect(await readMarker(page), 'Retry navigates client-side (no full load)').toBe('same-document');
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('offline, a link keeps the reader on the page with the Retry message (a full load would show the browser\'s error page); Retry works once back online', async ({ page, context }) => {
    await page.goto('/');
    await waitForApp(page);
    await setMarker(page);
    await context.setOffline(true);
    await sidebarLink(page, 'Installation').focus();
    await page.keyboard.press('Enter');
    const alert = loadFailure(page);
    await expect(alert).toBeVisible();
    // From the keyboard, Retry is at hand: focused (the link is a sidebar away from it in the Tab order).
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page)).toHaveText('Introduction');
    expect(await readMarker(page), 'no full load was tried').toBe('same-document');
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), RELOAD_KEY), 'the one reload is kept for later').toBeNull();

    // Retry while still offline: the message again, never the browser's error page.
    await page.keyboard.press('Enter');
    await page.waitForTimeout(4_000);
    await expect(loadFailure(page)).toBeVisible();
    // Failed again: focus is back on Retry, not lost to the page's body.
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeFocused();
    await expect(heading(page)).toHaveText('Introduction');
    expect(await readMarker(page), 'still the same document').toBe('same-document');

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page)).toHaveText('Installation', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/installation$/);
    await expect(loadFailure(page)).toHaveCount(0);
  });

  test('while the message shows, another link still navigates and the message goes away', async ({ page }) => {
    await page.route(PAGE_DATA, (route) => route.abort());
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate((key) => window.sessionStorage.setItem(key, 'true'), RELOAD_KEY);
    await setMarker(page);

    await sidebarLink(page, 'Installation').click();
    const alert = loadFailure(page);
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page)).toHaveText('Introduction');

    // The message does not block the page: the reader can pick another link.
    await page.unroute(PAGE_DATA);
    await sidebarLink(page, 'Customization').click();
    await expect(alert).toHaveCount(0);
    await expect(heading(page)).toHaveText('Customization', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/customization$/);
    await expect(loadFailure(page)).toHaveCount(0);
    expect(await readMarker(page), 'a client navigation').toBe('same-document');
  });

  test('Retry recovers also when the route tree had been prefetched before the connection failed', async ({ page }) => {
    // Route trees (…/__next._tree.txt) arrive; every other page-data request fails.
    await page.route(PAGE_DATA, (route) => (route.request().url().includes('_tree.txt') ? route.continue() : route.abort()));
    const treeLoaded = page.waitForEvent('requestfinished', (request) => request.url().includes('/installation/__next._tree.txt'));
    const segmentFailed = page.waitForEvent(
      'requestfailed',
      (request) => request.url().includes('/installation/') && !request.url().includes('_tree.txt'),
    );
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate((key) => window.sessionStorage.setItem(key, 'true'), RELOAD_KEY);
    // Sidebar links prefetch on intent (hover, focus, touch start).
    await sidebarLink(page, 'Installation').hover();
    await Promise.all([treeLoaded, segmentFailed]);
    await setMarker(page);

    await sidebarLink(page, 'Installation').click();
    const alert = loadFailure(page);
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button')).toHaveCount(1);
    // (Next may already show /installation in the address bar here: it commits the URL of a prefetched route tree.)

    await page.unroute(PAGE_DATA);
    await alert.getByRole('button', { name: 'Retry' }).click();
    // With /installation in the address bar, Retry loads it in full; otherwise it navigates client-side. Either way:
    await expect(heading(page), 'Retry shows the page').toHaveText('Installation', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/installation$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Requirements' }), 'with its content').toBeVisible();
    await expect(loadFailure(page)).toHaveCount(0);
    await expect(spinner(page)).toHaveCount(0);
  });
});

test.describe('.html URLs', () => {
  const cases = [
    { url: '/installation.html', clean: '/installation', h1: 'Installation', label: 'Installation' },
    { url: '/index.html', clean: '/', h1: 'Introduction', label: 'Introduction' },
    { url: '/installation/index.html', clean: '/installation', h1: 'Installation', label: 'Installation' },
  ];
  for (const { url, clean, h1, label } of cases) {
    test(`${url} shows ${clean} with its clean URL`, async ({ page, consoleErrors }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(heading(page)).toHaveText(h1);
      await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(clean);

      const current = sidebar(page).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      await expect(current).toHaveAttribute('href', clean);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(label);
      await expect(page).toHaveTitle(`${h1} | Textwidget`);

      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('prefetching', () => {
  test('on a normal connection, links in view are prefetched', async ({ page }) => {
    const prefetches = collectPrefetches(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => prefetches.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(prefetches.every((request) => new URL(request.url()).pathname.endsWith('.txt'))).toBe(true);
  });

  const slowConnections = [
    { name: 'data saver', saveData: true, effectiveType: '4g' },
    { name: '2g', saveData: false, effectiveType: '2g' },
    { name: 'slow-2g', saveData: false, effectiveType: 'slow-2g' },
  ];
  for (const { name, saveData, effectiveType } of slowConnections) {
    test(`on ${name}, nothing is prefetched and links still navigate`, async ({ page, consoleErrors }) => {
      await page.addInitScript(
        ({ saveData, effectiveType }) => {
          const fake = { saveData, effectiveType, addEventListener() {}, removeEventListener() {} };
          Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
        },
        { saveData, effectiveType },
      );
      const prefetches = collectPrefetches(page);
      await page.goto('/');
      await waitForHydration(page);
      expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType)).toBe(
        effectiveType,
      );

      // Every link enters the viewport, and some are hovered.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await paginator(page).getByRole('link').first().hover();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Customization', exact: true }).hover();
      await page.evaluate(() => window.scrollTo(0, 0));
      await sidebarLink(page, 'Customization').hover();
      await sidebarLink(page, 'Installation').hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(prefetches.map((request) => request.url()), 'no prefetch requests').toEqual([]);

      await setMarker(page);
      await sidebarLink(page, 'Installation').click();
      await expect(heading(page)).toHaveText('Installation', { timeout: 10_000 });
      await expect(page).toHaveURL(/\/installation$/);
      expect(await readMarker(page), 'still a client navigation').toBe('same-document');
      expect(prefetches.map((request) => request.url()), 'still no prefetch requests').toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('wrong base URL', () => {
  const CONTENT_TYPES: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.txt': 'text/plain; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  };

  function isFile(file: string) {
    try {
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  }

  /** The file of the served folder that a static host returns for `urlPath` (exact, .html, /index.html). */
  function siteFile(urlPath: string): string | null {
    const base = path.join(SITE_DIR, decodeURIComponent(urlPath));
    if (!base.startsWith(SITE_DIR)) return null;
    return [base, `${base}.html`, path.join(base, 'index.html')].find(isFile) ?? null;
  }

  /** Emulates out/ uploaded under /docs/ while the site expects "/": only /docs/** exists on the host. */
  async function serveUnderDocs(page: Page) {
    await page.route('**/*', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/docs' || pathname.startsWith('/docs/')) {
        const file = siteFile(pathname.slice('/docs'.length) || '/');
        if (file) {
          const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
          return route.fulfill({ status: 200, path: file, contentType: type });
        }
      }
      // /_next/static/… and every other root path: not on this host.
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
  }

  for (const url of ['/docs/', '/docs/installation']) {
    test(`${url}: the banner explains the problem and suggests baseUrl /docs/`, async ({ page }) => {
      await serveUnderDocs(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);

      const banner = page.locator('#base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('role', 'alert');
      await expect(page.getByRole('alert').filter({ hasText: 'Your site did not load properly.' })).toBeVisible();
      await expect(banner).toContainText('Your site did not load properly.');
      await expect(banner).toContainText(page.url());
      await expect(banner).toContainText('Current configured baseUrl = /');
      await expect(banner).toContainText('We suggest trying baseUrl = /docs/');
      await expect(banner).toHaveCount(1);
    });
  }

  for (const url of ['/', '/installation', '/does-not-exist', '/guides/does-not-exist']) {
    test(`${url} on the correctly served site shows no banner`, async ({ page }) => {
      await page.goto(url);
      await page.waitForLoadState('load');
      await expect(heading(page)).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
      await expect(page.getByText('Your site did not load properly.')).toHaveCount(0);
    });
  }
});

test.describe('console hygiene', () => {
  test('reading every doc through "Next" logs no console error', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForHydration(page);
    await setMarker(page);

    const visited = ['/'];
    const next = paginator(page).locator('a[rel="next"]');
    while ((await next.count()) > 0) {
      const href = (await next.getAttribute('href'))!;
      expect(visited, `"Next" does not loop back to ${href}`).not.toContain(href);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', href);
      await expect(heading(page)).toBeVisible();
      visited.push(href);
    }
    expect(visited).toEqual(['/', '/installation', '/customization']);
    expect(await readMarker(page), 'all client navigations').toBe('same-document');

    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the default build has no test-only routes', () => {
  test('/e2e-crash and /e2e-crash-page answer 404 and are not in the output', async ({ request }) => {
    for (const url of ['/e2e-crash', '/e2e-crash-page']) {
      const response = await request.get(url);
      expect(response.status(), `status of ${url}`).toBe(404);
    }
    expect(fs.existsSync(path.join(SITE_DIR, 'index.html')), `${SITE_DIR} is the served site`).toBe(true);
    const leftovers = fs.readdirSync(SITE_DIR).filter((name) => name.startsWith('e2e-crash'));
    expect(leftovers).toEqual([]);
  });

  test('?crash=layout does nothing on the default build', async ({ page, consoleErrors }) => {
    await page.goto('/?crash=layout');
    await waitForHydration(page);
    await expect(heading(page)).toHaveText('Introduction');
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('no test-only crash code ships in the default build', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.js') && fs.readFileSync(file, 'utf8').includes('Test crash')) {
          found.push(path.relative(SITE_DIR, file));
        }
      }
    };
    walk(path.join(SITE_DIR, '_next'));
    expect(found, 'script chunks containing the e2e crash code').toEqual([]);
  });
});
