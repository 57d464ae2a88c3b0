import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Components whose code loads on first use (the search dialog, the mobile menu panel) when that code
 * cannot be downloaded (offline, or a new deploy replaced the chunks): the page reloads once per URL
 * per session (sessionStorage 'textwidget.route-reload-attempted:<path>'); after that it warns and
 * stays as it is — no crash screen, no reload loop.
 *
 * Chunks the page itself needs are served; only chunks first requested after the initial load fail.
 */

const CHUNKS = '**/_next/static/chunks/**';
const RELOAD_KEY = 'textwidget.route-reload-attempted:/';
const RELOAD_WARNING = 'Loading / failed; reloading the page.';
const GAVE_UP_WARNING = 'Part of this page could not be downloaded';

type Watch = { warnings: string[]; errors: string[]; documentLoads: string[]; aborted: string[] };

/** Loads `path`, records the chunks it fetched, then fails every chunk request that was not among them. */
async function loadThenBreakNewChunks(page: Page, path: string): Promise<Watch> {
  const watch: Watch = { warnings: [], errors: [], documentLoads: [], aborted: [] };
  page.on('console', (message) => {
    if (message.type() === 'warning') watch.warnings.push(message.text());
    // Chromium reports the aborted requests itself; any other error is a bug.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) watch.documentLoads.push(new URL(request.url()).pathname);
  });
  const initialChunks = new Set<string>();
  const recordChunk = (request: { url(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/_next/static/chunks/')) initialChunks.add(request.url());
  };
  page.on('request', recordChunk);

  await page.goto(path);
  await waitForHydration(page);
  // Every chunk of the first visit, those of prefetched pages included.
  await page.waitForLoadState('networkidle');
  page.off('request', recordChunk);
  expect(initialChunks.size, 'the page loads script chunks').toBeGreaterThan(0);

  await page.route(CHUNKS, (route) => {
    if (initialChunks.has(route.request().url())) return route.continue();
    watch.aborted.push(route.request().url());
    return route.abort();
  });
  return watch;
}

async function setMarker(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = 'same-document'));
}

/** The marker set by setMarker, or null once the document was replaced by a full load. */
const readMarker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker ?? null);

async function expectNoCrash(page: Page) {
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  await expect(page.getByText('This page could not be loaded.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Clicks `opener` with its chunk failing: the first time the page reloads once; the second time (after
 * the reload) it warns and stays. `isOpen` is what the opener would have shown.
 */
async function expectReloadOnceThenWarn(
  page: Page,
  watch: Watch,
  opener: (page: Page) => Locator,
  isOpen: (page: Page) => Locator,
  h1: string,
) {
  await setMarker(page);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), RELOAD_KEY)).toBeNull();

  // First failure: one reload of the same URL, which keeps the reader's place on the page.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  // A click where the reader sees the opener (Playwright's click() would scroll the sticky navbar's button into view first).
  const box = (await opener(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => watch.warnings.find((text) => text.includes('reloading'))).toContain(RELOAD_WARNING);
  await expect.poll(() => watch.documentLoads, { message: 'the page was loaded again, once' }).toEqual(['/', '/']);
  await page.waitForLoadState('load');
  await waitForHydration(page);
  expect(await readMarker(page), 'a new document (full reload)').toBeNull();
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the scroll position kept' }).toBe(scrolled);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), RELOAD_KEY)).toBe('true');
  expect(watch.aborted.length, 'the new chunk requests were failed').toBeGreaterThan(0);

  // Second failure, after the reload: a warning, no reload, no crash.
  await setMarker(page);
  const abortedBefore = watch.aborted.length;
  await opener(page).click();
  await expect.poll(() => watch.warnings.find((text) => text.includes(GAVE_UP_WARNING))).toContain(GAVE_UP_WARNING);
  expect(watch.aborted.length, 'the chunk was requested again and failed').toBeGreaterThan(abortedBefore);
  await page.waitForTimeout(1_000);
  expect(await readMarker(page), 'no second reload').toBe('same-document');
  expect(watch.documentLoads, 'no second reload').toEqual(['/', '/']);
  expect(watch.warnings.filter((text) => text.includes('reloading')), 'one reload warning in all').toHaveLength(1);
  await expectNoCrash(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(isOpen(page)).toHaveCount(0);
  await expect(opener(page), 'the opener is still there and usable').toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: 'Check your connection and try again.' }), 'the reader sees why').toBeVisible();
  expect(watch.errors).toEqual([]);
}

test.describe('a lazy chunk that cannot be downloaded (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Search button reloads the page once, then warns and stays without crashing', async ({ page }) => {
    const watch = await loadThenBreakNewChunks(page, '/');
    await expectReloadOnceThenWarn(
      page,
      watch,
      (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true }),
      (page) => page.getByRole('dialog', { name: 'Search the documentation' }),
      'Introduction',
    );
  });
});

test.describe('a lazy chunk that cannot be downloaded (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu toggle reloads the page once, then warns and stays without crashing', async ({ page }) => {
    const watch = await loadThenBreakNewChunks(page, '/');
    const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
    await expectReloadOnceThenWarn(page, watch, toggle, (page) => page.getByRole('dialog', { name: 'Navigation menu' }), 'Introduction');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });
});

test.describe('a lazy chunk while the browser is offline', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Search button leaves the page as it is (no reload to the browser’s error page) and says why, then works once online', async ({
    page,
    context,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/installation');
    await waitForHydration(page);
    await setMarker(page);
    const search = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });

    await context.setOffline(true);
    await search.click();
    await expect.poll(() => warnings.find((text) => text.includes(GAVE_UP_WARNING))).toContain(GAVE_UP_WARNING);
    await page.waitForTimeout(500);
    expect(await readMarker(page), 'the same document: no reload').toBe('same-document');
    await expect(page).toHaveURL(/\/installation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await expect(dialog).toHaveCount(0);
    expect(warnings.filter((text) => text.includes('reloading'))).toEqual([]);
    const failure = page.getByRole('alert').filter({ hasText: 'Part of this page could not be downloaded. Check your connection and try again.' });
    await expect(failure, 'the reader sees why nothing opened').toBeVisible();

    await context.setOffline(false);
    await search.click();
    await expect(dialog).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
