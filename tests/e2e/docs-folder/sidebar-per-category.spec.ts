/**
 * A page carries its own category, not the site (lib/content/sidebar-files.ts): on the fixture
 * site (out-fixture/), a doc in Basics sends Basics whole and the collapsed Guides and Reference
 * as label, link and items file (out-fixture/sidebar/), fetched on first expand.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { blockingViolations, categoryToggle, expect, focusableButtons, inLightThenDark, test, waitForHydration } from '../fixtures';

const OUT = path.join(__dirname, '..', '..', '..', process.env.PW_FIXTURE_DIR ?? 'out-fixture');
const ROUTE = '/manual/basics/first-steps';
// Docs (and a nested category) of the collapsed categories Guides and Reference.
const ELSEWHERE = ['Zeta', 'Alpha', 'Advanced', 'Deep dive', 'Shallow', 'Deepest', 'API', 'Command line'];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const button = (page: Page, name: string) => categoryToggle(sidebar(page), name);
const link = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true });
// Delimited as in HTML (>label<) or in the payload ("label"): "API" must not match "APIs".
const names = (text: string, label: string) => text.includes(`>${label}<`) || text.includes(`"${label}"`);

/** What a first visit or a client navigation to `route` can fetch: its HTML and every payload file. */
function pageFiles(route: string): string[] {
  const dir = path.join(OUT, route);
  return [`${dir}.html`, `${dir}.txt`, ...fs.readdirSync(dir).map((file) => path.join(dir, file))];
}

async function open(page: Page, route = ROUTE) {
  await page.goto(route);
  await waitForHydration(page);
}

test("a doc page's HTML and payload files hold its own category, not the labels of the collapsed ones", () => {
  const files = pageFiles(ROUTE);
  expect(files.length).toBeGreaterThanOrEqual(5);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    expect(ELSEWHERE.filter((label) => names(text, label)), path.relative(OUT, file)).toEqual([]);
  }
  const html = fs.readFileSync(files[0], 'utf8');
  for (const label of ['Basics', 'First steps', 'Configuration', 'Guides', 'Reference']) expect(names(html, label), label).toBe(true);
  // The other categories' items are in files of their own.
  const items = fs
    .readdirSync(path.join(OUT, 'sidebar/tutorialSidebar'))
    .map((file) => fs.readFileSync(path.join(OUT, 'sidebar/tutorialSidebar', file), 'utf8'))
    .join('\n');
  for (const label of ELSEWHERE) expect(names(items, label), label).toBe(true);
});

test('expanding a collapsed category fetches its items file once and shows its items; nested ones load the same way', async ({
  page,
  consoleErrors,
}) => {
  await open(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await expect(button(page, 'Reference')).toHaveAttribute('aria-expanded', 'false');
  await expect(link(page, 'API')).toHaveCount(0);

  await button(page, 'Reference').click();
  await expect(button(page, 'Reference')).toHaveAttribute('aria-expanded', 'true');
  await expect(link(page, 'API')).toBeVisible();
  await expect(link(page, 'Command line')).toHaveAttribute('href', '/reference/cli');
  expect(requests.filter((url) => url.startsWith('/sidebar/'))).toEqual([expect.stringMatching(/^\/sidebar\/tutorialSidebar\/reference-[0-9a-f]{8}\.json$/)]);

  // Guides > Advanced > Deep dive: each collapsed level is its own file.
  await button(page, 'Guides').click();
  await expect(link(page, 'Zeta')).toBeVisible();
  await expect(link(page, 'Deepest')).toHaveCount(0);
  await button(page, 'Advanced').click();
  await expect(link(page, 'Deepest')).toBeVisible();
  await expect(sidebar(page).getByText('Deep dive', { exact: true }).first()).toBeVisible();
  expect(requests.filter((url) => url.startsWith('/sidebar/'))).toHaveLength(3);

  // Collapsing and expanding again fetches nothing; nor does a client navigation (the loaded items are kept).
  await button(page, 'Reference').click();
  await expect(link(page, 'API')).toBeHidden();
  await button(page, 'Reference').click();
  await expect(link(page, 'API')).toBeVisible();
  await link(page, 'Configuration').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configure the widget');
  await expect(link(page, 'API')).toBeVisible();
  expect(requests.filter((url) => url.startsWith('/sidebar/'))).toHaveLength(3);
  expect(consoleErrors).toEqual([]);
});

test('a category file in the HTTP cache serves an expand offline after a reload', async ({ page, context }) => {
  await open(page);
  await button(page, 'Reference').click();
  await expect(link(page, 'API')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await context.setOffline(true);
  await button(page, 'Reference').click();
  await expect(link(page, 'API')).toBeVisible();
  await expect(link(page, 'Command line')).toBeVisible();
  await context.setOffline(false);
});

test('works from the keyboard: Enter on a collapsed category loads it, Tab reaches its first item', async ({ page }) => {
  await open(page);
  await button(page, 'Reference').focus();
  await page.keyboard.press('Enter');
  await expect(button(page, 'Reference')).toHaveAttribute('aria-expanded', 'true');
  await expect(link(page, 'API')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(link(page, 'API')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(button(page, 'Reference')).toHaveAttribute('aria-expanded', 'false');
});

test('a category the reader leaves stays open with its items, and shows the current doc again on Back', async ({ page, consoleErrors }) => {
  await open(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await expect(button(page, 'Basics')).toHaveAttribute('aria-expanded', 'true');
  // The API page sends Basics lazy (label and items file): its items are those this visit has.
  await button(page, 'Reference').click();
  await link(page, 'API').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API');
  await expect(button(page, 'Basics')).toHaveAttribute('aria-expanded', 'true');
  await expect(link(page, 'First steps')).toBeVisible();
  await expect(link(page, 'API')).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('First steps');
  await expect(link(page, 'First steps')).toHaveAttribute('aria-current', 'page');
  await expect(link(page, 'Configuration')).toBeVisible();
  // Its toggle collapses it, on this page.
  await button(page, 'Basics').click();
  await expect(button(page, 'Basics')).toHaveAttribute('aria-expanded', 'false');
  await expect(link(page, 'First steps')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(ROUTE);
  expect(requests.filter((url) => url.startsWith('/sidebar/'))).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('following a link low in a scrolled sidebar keeps the sidebar where it was, and the new page starts at its top', async ({ page }) => {
  // A short window, so that the sidebar scrolls.
  await page.setViewportSize({ width: 1280, height: 360 });
  await open(page);
  await button(page, 'Reference').click();
  await expect(link(page, 'Command line')).toBeAttached();
  // Once its expand transition has ended: scrolled to the bottom of a list still growing, the click would
  // scroll the link into view itself.
  // (Time-based ones: back to top's runs on the scroll timeline for as long as the page is open.)
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.timeline === document.timeline).length)).toBe(0);
  const nav = page.locator('nav.doc-sidebar__nav');
  await nav.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 200));
  const before = await nav.evaluate((element) => element.scrollTop);
  expect(before).toBeGreaterThan(50);
  await link(page, 'Command line').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CLI');
  await expect(link(page, 'Command line')).toHaveAttribute('aria-current', 'page');
  expect(await nav.evaluate((element) => element.scrollTop)).toBe(before);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a category file that cannot load leaves the reader on the page, with Retry and its first page', async ({ page }) => {
  await open(page);
  await page.route('**/sidebar/**', (route) => route.abort());
  await button(page, 'Reference').click();
  const alert = sidebar(page).getByRole('alert');
  await expect(alert).toHaveText(/Could not load the pages of Reference\./);
  await expect(alert.getByRole('link', { name: 'Open its first page' })).toHaveAttribute('href', '/reference/api');
  await expect(button(page, 'Reference')).toHaveAttribute('aria-expanded', 'false');
  expect(new URL(page.url()).pathname).toBe(ROUTE);

  await page.unroute('**/sidebar/**');
  // From the keyboard: Retry goes with its alert, and focus goes to the category's button.
  await alert.getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await expect(button(page, 'Reference')).toBeFocused();
  await expect(link(page, 'API')).toBeVisible();
  await expect(button(page, 'Reference')).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByRole('alert')).toHaveCount(0);
});

test('a slow category file: the category says it is loading, and a second click fetches nothing more', async ({ page }) => {
  await open(page);
  const requests: string[] = [];
  // Held until the second click: the file is still on its way then, however loaded the machine.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sidebar/**', async (route) => {
    requests.push(route.request().url());
    await released;
    await route.continue();
  });
  // The status line as React inserts it: out of the layout for its first 200 ms, so a quick file moves nothing.
  const shiftAtInsert = page.evaluate(() => {
    const category = [...document.querySelectorAll('[aria-label="Docs sidebar"] button')]
      .find((element) => /^Reference$|'Reference'/.test(element.getAttribute('aria-label') ?? element.textContent!))!
      .closest('li')!;
    const before = category.getBoundingClientRect().height;
    return new Promise<{ display: string; shift: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        const status = category.querySelector('[role="status"]');
        if (!status) return;
        observer.disconnect();
        resolve({ display: getComputedStyle(status).display, shift: category.getBoundingClientRect().height - before });
      });
      observer.observe(category, { childList: true, subtree: true });
    });
  });
  await button(page, 'Reference').click();
  expect(await shiftAtInsert, 'the category row when "Loading…" is inserted').toEqual({ display: 'none', shift: 0 });
  await expect(button(page, 'Reference')).toHaveAttribute('aria-busy', 'true');
  await expect(sidebar(page).getByRole('status')).toBeVisible();
  await expect(sidebar(page).getByRole('status')).toHaveText('Loading…');
  await button(page, 'Reference').click();
  await expect(button(page, 'Reference')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(link(page, 'API')).toBeVisible();
  await expect(button(page, 'Reference')).toHaveAttribute('aria-expanded', 'true');
  await expect(button(page, 'Reference')).not.toHaveAttribute('aria-busy');
  await expect(sidebar(page).getByRole('status')).toHaveCount(0);
  expect(requests).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every doc in the sidebar is reachable from it: a collapsed category links to its first page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(ROUTE);
    await expect(link(page, 'Reference')).toHaveAttribute('href', '/reference/api');
    // Follow visible sidebar links only, from "/", until no new page turns up.
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length > 0) {
      const url = queue.shift()!;
      await page.goto(url);
      // Nor does a category offer a toggle that cannot work: no caret, no label that takes focus as a button.
      const focusable = await focusableButtons(sidebar(page));
      expect(focusable, `${url}: sidebar buttons a reader can focus without JavaScript`).toEqual([]);
      const hrefs = await sidebar(page)
        .getByRole('link')
        .evaluateAll((links) => links.filter((element) => element.checkVisibility()).map((element) => element.getAttribute('href')!));
      for (const href of hrefs.filter((value) => value.startsWith('/') && !seen.has(value))) {
        seen.add(href);
        queue.push(href);
      }
    }
    expect([...seen].sort()).toEqual(
      [
        '/',
        '/category/basics',
        '/manual/basics/first-steps',
        '/manual/basics/configure',
        '/manual/guides/overview',
        '/manual/guides/zeta',
        '/manual/guides/advanced',
        '/manual/guides/advanced/deep/shallow',
        '/manual/guides/advanced/deep/deepest',
        '/manual/guides/alpha',
        '/manual/faq',
        '/manual/changelog',
        '/reference/api',
        '/reference/cli',
      ].sort(),
    );
  });
});

test.describe('without JavaScript, at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the sidebar stands above the page in at most 40% of the screen, scrolling, so the page starts on the first screen', async ({ page }) => {
    await page.goto(ROUTE);
    const box = (await sidebar(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(740 * 0.4 + 1);
    expect(await sidebar(page).evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
    // Its last link is reached from the keyboard, scrolled into view inside it.
    const last = sidebar(page).getByRole('link').last();
    await last.focus();
    await expect(last).toBeInViewport();
    expect(await sidebar(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });

  test("shows the page's own sidebar, its collapsed categories loading on expand", async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const docs = menu(page).getByRole('navigation', { name: 'Docs sidebar' });
    await expect(docs.getByRole('link', { name: 'First steps' })).toHaveAttribute('aria-current', 'page');
    await categoryToggle(docs, 'Reference').click();
    await expect(docs.getByRole('link', { name: 'Command line' })).toBeVisible();
  });

  test('draws categories as the desktop sidebar does: a linked label and its caret on one row, nested items indented', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const docs = menu(page).getByRole('navigation', { name: 'Docs sidebar' });
    // Basics (open, it holds the page) and Guides (collapsed) are top-level categories with a page of their own.
    for (const name of ['Basics', 'Guides']) {
      const label = await docs.getByRole('link', { name, exact: true }).boundingBox();
      const caret = await categoryToggle(docs, name).boundingBox();
      expect(Math.abs(caret!.y - label!.y), `${name}: the caret beside its label`).toBeLessThan(2);
      expect(caret!.x, `${name}: the caret right of its label`).toBeGreaterThanOrEqual(label!.x + label!.width - 1);
      expect(caret!.height, `${name}: a caret as tall as its label (WCAG 2.5.8)`).toBeGreaterThanOrEqual(24);
      expect(await docs.getByRole('link', { name, exact: true }).evaluate((element) => getComputedStyle(element).fontWeight)).toBe('600');
    }
    const parent = await docs.getByRole('link', { name: 'Basics', exact: true }).boundingBox();
    const child = await docs.getByRole('link', { name: 'First steps' }).boundingBox();
    expect(child!.x, 'a category’s items indented under it').toBeGreaterThan(parent!.x + 4);
  });

  test('a category whose own page is shown is highlighted as a current doc is, in the menu and in the desktop sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/category/basics');
    const colorOf = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).color);
    const current = sidebar(page).getByRole('link', { name: 'Basics', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const desktop = await colorOf(current);
    // The colour of a current doc's link (First steps, on its own page).
    await open(page, ROUTE);
    await expect(link(page, 'First steps')).toHaveAttribute('aria-current', 'page');
    expect(desktop).toBe(await colorOf(link(page, 'First steps')));
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/category/basics');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const inMenu = menu(page).getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Basics', exact: true });
    await expect(inMenu).toHaveAttribute('aria-current', 'page');
    expect(await colorOf(inMenu)).toBe(desktop);
  });

  test('shows no docs sidebar on a doc in no sidebar', async ({ page }) => {
    await open(page, '/orphan');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(menu(page).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(menu(page).getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
    await expect(menu(page).getByRole('button', { name: 'Docs sidebar →' })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: 'Fixture intro' })).toHaveCount(0);
  });
});

test('a page with a lazy category expanded has no serious or critical axe violations in light mode, nor in dark mode', async ({ page }) => {
  await inLightThenDark(
    page,
    ROUTE,
    async (theme) => {
      expect.soft(await blockingViolations(page), `axe with the Reference category expanded (${theme})`).toEqual([]);
    },
    async () => {
      // Expanded by the reader before the reload, it may still be.
      if ((await button(page, 'Reference').getAttribute('aria-expanded')) !== 'true') await button(page, 'Reference').click();
      await expect(link(page, 'API')).toBeVisible();
    },
  );
});
