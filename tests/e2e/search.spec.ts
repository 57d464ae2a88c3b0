import fs from 'node:fs';
import path from 'node:path';
import { test, expect, blockingViolations, inLightThenDark, storeTheme, waitForHydration } from './fixtures';
import type { Locator, Page, Request, Response } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

/** The sharded index's folder (lib/browser/search-options.ts), and its files in the build under test. */
const INDEX_DIR = '/search-index/';
const SITE_DIR = path.join(__dirname, '..', '..', process.env.PW_SITE_DIR ?? 'out');
const indexFiles = () => fs.readdirSync(path.join(SITE_DIR, 'search-index'));
const isIndexFile = (url: string) => new URL(url).pathname.startsWith(INDEX_DIR);

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const searchButton = (page: Page) => navbar(page).getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the documentation' });
const options = (page: Page) => dialog(page).getByRole('option');

// Every test must run without console errors or uncaught exceptions.
test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors and uncaught exceptions').toEqual([]);
});

async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the dialog with the button and types a query; waits for the results (or the no-result message). */
async function openAndSearch(page: Page, query: string) {
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill(query);
  await expect(dialog(page).getByRole('status')).toHaveText(/^(\d+ results?|No results for “.*”)$/);
}

/**
 * Holds the page's scripts back until `release()`: the page is painted, its JavaScript not yet run.
 * Then they go on to any route set before (fallback), such as slowNetwork's delay.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
    await held;
    await route.fallback().catch(() => {});
  });
  return release;
}

/**
 * Every request 1 s late. A state that lasts while code downloads is then held until `release()`:
 * a 1 s state can pass unseen when the machine is busy (the test process polls it), a held one cannot.
 */
async function slowNetwork(page: Page): Promise<() => void> {
  await page.route('**/*', (route) => setTimeout(() => void route.continue().catch(() => {}), 1000));
  return holdScripts(page);
}

test.describe('search button', () => {
  test('is in the navbar, named "Search", with Ctrl K shown (⌘ K hidden off Apple platforms)', async ({ page }) => {
    await gotoReady(page, '/');
    const button = searchButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button.locator('kbd', { hasText: 'Ctrl' })).toBeVisible();
    await expect(button.locator('kbd', { hasText: /^K$/ })).toBeVisible();
    await expect(button.locator('kbd', { hasText: '⌘' })).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-apple-keys');
  });

  test('before the page has hydrated (a slow network), a link to /search drawn the same stands in: a click is never lost', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/installation', { waitUntil: 'domcontentloaded' });
    const link = navbar(page).getByRole('link', { name: 'Search', exact: true });
    await expect(link).toBeVisible();
    await expect(searchButton(page)).toBeHidden();
    await expect(link.locator('kbd', { hasText: 'Ctrl' })).toBeVisible();
    const before = await link.boundingBox();
    release();
    await waitForHydration(page);
    await expect(searchButton(page)).toBeVisible();
    await expect(link).toBeHidden();
    // The navbar does not move when one takes the other's place.
    expect(await searchButton(page).boundingBox()).toEqual(before);
  });

  test('a keyboard reader on the stand-in when the page hydrates keeps focus on a Search control; Tab then shows the button', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/installation', { waitUntil: 'domcontentloaded' });
    const link = navbar(page).getByRole('link', { name: 'Search', exact: true });
    await link.focus();
    release();
    await waitForHydration(page);
    await expect(link).toBeFocused();
    await expect(link).toBeVisible();
    await expect(searchButton(page)).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(searchButton(page)).toBeVisible();
    await expect(link).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(searchButton(page)).toBeFocused();
  });

  test('before the page has hydrated, a click on the stand-in opens the search page', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/installation', { waitUntil: 'domcontentloaded' });
    await navbar(page).getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    release();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search the documentation' })).toBeVisible();
  });

  test('its accessible name is its visible label (WCAG 2.5.3), and on a phone, where only the icon shows, still "Search"', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(searchButton(page)).not.toHaveAttribute('aria-label');
    await expect(searchButton(page).getByText('Search', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 700 });
    await expect(searchButton(page)).toBeVisible();
    await expect(searchButton(page)).toHaveAccessibleName('Search');
  });
});

test.describe('lazy loading and index fragments', () => {
  test('the first load of / fetches neither index files nor the engine; a query fetches only the fragments it needs', async ({ page }) => {
    const requests: string[] = [];
    const scripts: Response[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));
    page.on('response', (response: Response) => {
      if (response.request().resourceType() === 'script' || /\.js(\?|$)/.test(response.url())) scripts.push(response);
    });
    /** URLs of the scripts loaded so far that contain the search engine. */
    const engineChunks = async (list: Response[]) => {
      const found: string[] = [];
      for (const response of list) {
        const body = await response.text().catch(() => '');
        if (body.includes('postingsFrom')) found.push(response.url());
      }
      return found;
    };
    const fetchedIndexFiles = () => requests.filter(isIndexFile).map((url) => new URL(url).pathname.slice(INDEX_DIR.length));

    await page.goto('/');
    await waitForHydration(page);
    // Every request of the first visit made, prefetches included (waitForHydration does not wait for them).
    await page.waitForLoadState('networkidle');
    expect(scripts.length, 'the page loads JavaScript').toBeGreaterThan(0);
    expect(fetchedIndexFiles(), 'index requests on first load').toEqual([]);
    const firstLoadScripts = scripts.length;
    expect(await engineChunks(scripts), 'chunks with the search engine on first load').toEqual([]);

    // Opening the dialog loads its code and the index's manifest; typing loads the index fragments of the query.
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect.poll(fetchedIndexFiles, { message: 'index requests before a query' }).toEqual(['manifest.json']);
    await combobox(page).fill('instal');
    await expect(options(page).first()).toContainText('Installation');
    await combobox(page).fill('custmization');
    await expect(options(page).first()).toContainText('Customization');
    await expect(options(page).first()).toHaveAttribute('href', '/customization');
    expect(await engineChunks(scripts.slice(firstLoadScripts)), 'a chunk with the engine after opening').not.toEqual([]);

    const all = indexFiles();
    const fetched = fetchedIndexFiles();
    expect(fetched, 'every fetched file is a file of the index').toEqual(fetched.filter((file) => all.includes(file)));
    expect(fetched).toContain('manifest.json');
    // Two words: the manifest, and per word its initial's term list (and postings), plus the results' sections.
    expect(fetched.length, `files fetched for two words: ${fetched.join(', ')}`).toBeLessThanOrEqual(8);
    expect(fetched.length, 'a fraction of the index').toBeLessThan(all.length / 4);
    expect(new Set(fetched).size, 'no file fetched twice').toBe(fetched.length);

    // Closing and reopening reuses what was fetched.
    await page.keyboard.press('Escape');
    await searchButton(page).click();
    await combobox(page).fill('instal');
    await expect(options(page).first()).toContainText('Installation');
    expect(fetchedIndexFiles()).toEqual(fetched);
  });
});

test.describe('opening the dialog', () => {
  const openers: { name: string; open: (page: Page) => Promise<void> }[] = [
    { name: 'a click on the button', open: (page) => searchButton(page).click() },
    { name: 'Control+K', open: (page) => page.keyboard.press('Control+k') },
    { name: 'Meta+K', open: (page) => page.keyboard.press('Meta+k') },
    { name: '"/"', open: (page) => page.keyboard.press('/') },
  ];
  for (const { name, open } of openers) {
    test(`${name} opens it with the combobox focused`, async ({ page }) => {
      await gotoReady(page, '/installation');
      await expect(dialog(page)).toHaveCount(0);
      await open(page);
      await expect(dialog(page)).toBeVisible();
      // A native modal <dialog>: the rest of the page is inert.
      expect(await dialog(page).evaluate((element) => element.matches('dialog:modal'))).toBe(true);
      await expect(combobox(page)).toBeFocused();
      await expect(combobox(page)).toHaveValue('');
      await expect(dialog(page).getByRole('listbox', { name: 'Search results' })).toBeAttached();
    });
  }

  test('on a slow network, what is typed while the dialog downloads is its query', async ({ page }) => {
    await gotoReady(page, '/installation');
    const release = await slowNetwork(page);
    await page.keyboard.press('Control+k');
    await expect(searchButton(page)).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.type('toolbaz');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('r');
    release();
    await expect(combobox(page)).toBeFocused({ timeout: 10_000 });
    await expect(combobox(page)).toHaveValue('toolbar');
    await expect(searchButton(page)).not.toHaveAttribute('aria-busy');
    await expect(options(page).first()).toContainText(/toolbar/i, { timeout: 15_000 });
  });

  test('no key is lost while the dialog arrives: typing through its download, its first render and its focus', async ({ page }) => {
    await gotoReady(page, '/installation');
    const release = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('tool');
    release();
    // Typing on as the code arrives: some keys land between its download and the field's focus.
    await page.keyboard.type('bar position floating', { delay: 5 });
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue('toolbar position floating');
  });

  test('on a slow network, Escape while the dialog downloads cancels it; "/" typed meanwhile is text', async ({ page }) => {
    await gotoReady(page, '/installation');
    const release = await slowNetwork(page);
    await page.keyboard.press('Control+k');
    await expect(searchButton(page)).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Escape');
    release();
    await expect(searchButton(page)).not.toHaveAttribute('aria-busy', { timeout: 10_000 });
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
    // A fresh page (routing bypasses the HTTP cache: the dialog downloads again): typing a "/" and
    // pressing the shortcut a second time while it downloads gives one dialog with the whole query.
    await gotoReady(page, '/installation');
    const releaseAgain = await holdScripts(page);
    await page.keyboard.press('Control+k');
    await expect(searchButton(page)).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.type('api/co');
    await page.keyboard.press('Control+k');
    releaseAgain();
    await expect(combobox(page)).toHaveValue('api/co', { timeout: 10_000 });
    await expect(dialog(page)).toHaveCount(1);
  });

  test('on a slow network, Ctrl+K pressed while a followed link loads opens the dialog', async ({ page }) => {
    await gotoReady(page, '/');
    await page.route('**/*', (route) => setTimeout(() => void route.continue(), 1000));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation' }).click();
    await page.keyboard.press('Control+k');
    await expect(combobox(page)).toBeFocused({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/installation$/, { timeout: 10_000 });
  });

  test('"/" typed into the search page input is text, not a shortcut', async ({ page }) => {
    await gotoReady(page, '/search');
    const input = page.getByRole('main').getByRole('searchbox', { name: 'Search the documentation' });
    await input.click();
    await page.keyboard.type('a/b');
    await expect(input).toHaveValue('a/b');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('"/" typed into an injected input or textarea does not open it', async ({ page }) => {
    await gotoReady(page, '/');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'injected-input';
      input.setAttribute('aria-label', 'Injected');
      const area = document.createElement('textarea');
      area.id = 'injected-area';
      area.setAttribute('aria-label', 'Injected area');
      document.querySelector('main')?.prepend(input, area);
    });
    await page.locator('#injected-input').focus();
    await page.keyboard.type('x/y');
    await expect(page.locator('#injected-input')).toHaveValue('x/y');
    await page.locator('#injected-area').focus();
    await page.keyboard.type('1/2');
    await expect(page.locator('#injected-area')).toHaveValue('1/2');
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('results', () => {
  test('"themes" lists Customization › Themes first, with marks and a result count', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'themes');
    const list = options(page);
    await expect(list.first()).toBeVisible();
    const texts = await list.allTextContents();
    expect(texts.some((text) => text.includes('Customization') && text.includes('Themes'))).toBe(true);

    const first = list.first();
    await expect(first).toContainText('Customization');
    await expect(first).toContainText('Themes');
    const marks = await first.locator('mark').allTextContents();
    expect(marks.some((mark) => /^themes$/i.test(mark)), `marks in the first option: ${JSON.stringify(marks)}`).toBe(true);
    await expect(first).toHaveAttribute('href', '/customization#themes');
    // "Customization › Themes" is heard "Customization, Themes: " and the snippet, without stray spaces.
    await expect(first).toHaveAccessibleName(/^Customization, Themes: \S/);

    const count = await list.count();
    await expect(dialog(page).getByRole('status')).toHaveText(`${count} result${count === 1 ? '' : 's'}`);
    await expect(dialog(page).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    const listId = await combobox(page).getAttribute('aria-controls');
    await expect(page.locator(`[id="${listId}"]`)).toHaveAttribute('role', 'listbox');
  });

  test('prefix "instal" finds Installation; typo "custmization" finds Customization', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'instal');
    await expect(options(page).first()).toContainText('Installation');
    await expect(options(page).first()).toHaveAttribute('href', '/installation');

    await combobox(page).fill('custmization');
    await expect(options(page).first()).toContainText('Customization');
    await expect(options(page).first()).toHaveAttribute('href', '/customization');
  });

  test('no results: "zzzzqqq" says so and suggests checking the spelling', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'zzzzqqq');
    await expect(options(page)).toHaveCount(0);
    await expect(dialog(page)).toContainText('No results for “zzzzqqq”');
    await expect(dialog(page)).toContainText(/Check the spelling/);
    await expect(dialog(page).getByRole('status')).toHaveText('No results for “zzzzqqq”');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox(page)).not.toHaveAttribute('aria-activedescendant');
  });
});

test.describe('keyboard', () => {
  test('arrows move the selection and Enter opens the selected section, in view', async ({ page }) => {
    await gotoReady(page, '/installation');
    await openAndSearch(page, 'themes');
    const list = options(page);
    const count = await list.count();
    expect(count).toBeGreaterThan(2);

    const selectedIs = async (index: number) => {
      await expect(list.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(dialog(page).locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
      const id = await list.nth(index).getAttribute('id');
      expect(id).toBeTruthy();
      await expect(combobox(page)).toHaveAttribute('aria-activedescendant', id!);
    };

    await selectedIs(0);
    await page.keyboard.press('ArrowDown');
    await selectedIs(1);
    await page.keyboard.press('ArrowDown');
    await selectedIs(2);
    await page.keyboard.press('ArrowUp');
    await selectedIs(1);
    await page.keyboard.press('ArrowUp');
    await selectedIs(0);
    // Wraps around.
    await page.keyboard.press('ArrowUp');
    await selectedIs(count - 1);
    await page.keyboard.press('ArrowDown');
    await selectedIs(0);
    await expect(combobox(page)).toBeFocused();

    // Move to the "Built-in themes" section and open it.
    const builtIn = list.and(page.locator('[href="/customization#built-in-themes"]'));
    await expect(builtIn).toHaveCount(1);
    const target = Number((await builtIn.getAttribute('id'))!.split('-option-').pop());
    for (let index = 0; index < target; index += 1) await page.keyboard.press('ArrowDown');
    await selectedIs(target);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/customization#built-in-themes$/);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customization');
    await expect(page.locator('[id="built-in-themes"]')).toBeInViewport();
  });

  test('Enter on the first result opens /customization#themes', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'themes');
    const href = await options(page).first().getAttribute('href');
    expect(href).toBe('/customization#themes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customization#themes$/);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('h2#themes')).toBeInViewport();
  });

  test('Enter on a section of the current page scrolls to it', async ({ page }) => {
    await gotoReady(page, '/customization');
    await expect(page.locator('[id="toolbar-position"]')).not.toBeInViewport();
    await openAndSearch(page, 'toolbar position');
    await expect(options(page).first()).toHaveAttribute('href', '/customization#toolbar-position');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/customization#toolbar-position$/);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('[id="toolbar-position"]')).toBeInViewport();
  });

  test('Ctrl+K or ⌘+K again closes it (as DocSearch), focus back on the Search button', async ({ page }) => {
    await gotoReady(page, '/installation');
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.keyboard.press(shortcut);
      await expect(combobox(page)).toBeFocused();
      await page.keyboard.press(shortcut);
      await expect(dialog(page)).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
    }
  });

  test('a chosen result leads focus to its section, on another page or this one: the next Tab reaches its “#” link', async ({ page }) => {
    for (const from of ['/installation', '/customization']) {
      await gotoReady(page, from);
      await page.keyboard.press('Control+k');
      await combobox(page).fill('themes');
      await expect(options(page).first()).toHaveAttribute('href', '/customization#themes');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/customization#themes$/);
      const heading = page.getByRole('main').locator('h2#themes');
      await expect(heading).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(heading.getByRole('link', { name: 'Direct link to Themes' })).toBeFocused();
      // Made focusable for that moment only.
      await expect(heading).not.toHaveAttribute('tabindex');
    }
  });

  test('the status is said once typing pauses, not at every key (a screen reader would read each one)', async ({ page }) => {
    /** Every text the status region takes from now on. */
    const watch = (status: Locator) =>
      status.evaluate((region) => {
        const texts: string[] = [];
        new MutationObserver(() => texts.push(region.textContent ?? '')).observe(region, { subtree: true, childList: true, characterData: true });
        (window as unknown as { statusTexts: string[] }).statusTexts = texts;
      });
    const said = () => page.evaluate(() => [...new Set((window as unknown as { statusTexts: string[] }).statusTexts)]);

    await gotoReady(page, '/installation');
    await openAndSearch(page, 'x');
    await combobox(page).fill('');
    await watch(dialog(page).getByRole('status'));
    await combobox(page).pressSequentially('custom', { delay: 100 });
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results?$/);
    await page.waitForTimeout(700);
    expect(await said()).toEqual([expect.stringMatching(/^\d+ results?$/)]);

    await gotoReady(page, '/search?q=x');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(/“x”/);
    await watch(status);
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search the documentation' });
    await field.fill('');
    await field.pressSequentially('custom', { delay: 100 });
    await expect(status).toHaveText(/^\d+ results? for “custom”$/);
    await page.waitForTimeout(700);
    // The prompt of an empty field, the index loading (cached here: said as the results code starts), the results of the whole word.
    expect(await said()).toEqual([
      'Type words to search the documentation.',
      'Loading the search index…',
      expect.stringMatching(/^\d+ results? for “custom”$/),
    ]);
  });

  test('Escape closes the dialog and focus returns to the Search button', async ({ page }) => {
    await gotoReady(page, '/');
    await page.keyboard.press('Control+k');
    await expect(combobox(page)).toBeFocused();
    await combobox(page).fill('themes');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    // The page scrolls again.
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  });

  test('Back and Forward close it, on the page they show (as the mobile menu)', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation' }).click();
    await expect(page).toHaveURL(/\/installation$/);
    await openAndSearch(page, 'themes');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
    await openAndSearch(page, 'toolbar');
    await page.goForward();
    await expect(page).toHaveURL(/\/installation$/);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('closing the dialog leaves the page scrolled where it was (Escape, Close)', async ({ page }) => {
    await gotoReady(page, '/customization');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await page.keyboard.press('Control+k');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchButton(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.press('/');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(searchButton(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('Tab and Shift+Tab never reach the page behind the dialog', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'themes');
    // A native modal dialog makes the page inert: past its last control, focus goes to the browser's own
    // controls (no element of the document is focused), then comes back to the dialog.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return 'browser';
        const name = `${element.tagName.toLowerCase()}:${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}`;
        return element.closest('dialog') ? name : `OUTSIDE ${name}`;
      });

    for (const key of ['Tab', 'Shift+Tab']) {
      await combobox(page).focus();
      const seen: string[] = [];
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press(key);
        seen.push(await focused());
      }
      expect(seen.filter((name) => name.startsWith('OUTSIDE')), `${key} stops: ${seen.join(' | ')}`).toEqual([]);
      // It cycles: the combobox comes round again, with the Close button among the stops.
      expect(seen).toContain('input:Search the documentation');
      expect(seen).toContain('button:Close');
    }
    await expect(dialog(page)).toBeVisible();
  });

  test('Tab from the field enters the results at the active one (one stop); there arrows move focus and Enter opens it', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'theme');
    expect(await options(page).count()).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(options(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(2)).toBeFocused();
    await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).nth(1)).toBeFocused();
    // One stop: the next Tab leaves the list.
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('link', { name: 'All results on a page' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const href = await options(page).nth(1).getAttribute('href');
    await expect(options(page).nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('a result is named with its page, section and text apart, as it reads on screen', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'toolbar');
    const option = options(page).and(page.locator('[href="/customization#toolbar"]'));
    // The separators are hidden text ("›" is only seen); Chromium pads them with spaces.
    await expect(option).toHaveAccessibleName(/^Customization ?, Toolbar ?: \S/);
  });
});

test.describe('mouse', () => {
  test('clicking a result opens it', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'toolbar');
    const option = options(page).and(page.locator('[href="/customization#toolbar"]'));
    await expect(option).toHaveCount(1);
    await option.click();
    await expect(page).toHaveURL(/\/customization#toolbar$/);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('h2#toolbar')).toBeInViewport();
  });

  test('clicking the backdrop outside the dialog closes it', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'themes');
    const box = await dialog(page).boundingBox();
    expect(box).not.toBeNull();
    // The top-left corner of the viewport is outside the dialog: the backdrop.
    expect(box!.x).toBeGreaterThan(10);
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('clicking inside the dialog keeps it open; the Close button closes it', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'themes');
    await dialog(page).locator('.search-dialog__footer').click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });
});

test.describe('results are links', () => {
  test('each option is a link to its section; Ctrl-click and middle-click open it in a new page, this one stays', async ({ page, context }) => {
    await gotoReady(page, '/installation');
    await openAndSearch(page, 'themes');
    const first = options(page).first();
    await expect(first).toHaveJSProperty('tagName', 'A');
    await expect(first).toHaveAttribute('href', '/customization#themes');
    const hrefs = await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => href !== null && /^\/[\w-]*(#[\w-]+)?$/.test(href)), hrefs.join(' ')).toBe(true);
    // The list is one tab stop, at the active option (the combobox points at it meanwhile).
    expect(await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('tabindex')))).toEqual(
      (await options(page).all()).map((_, index) => (index === 0 ? '0' : '-1')),
    );

    const clicks: Parameters<Locator['click']>[0][] = [{ modifiers: ['ControlOrMeta'] }, { button: 'middle' }];
    for (const click of clicks) {
      const opened = context.waitForEvent('page');
      await first.click(click);
      const tab = await opened;
      // The new tab's address (polled: on a loaded machine its load events can be missed while it starts).
      await expect.poll(() => tab.url().replace(/^https?:\/\/[^/]+/, '')).toBe('/customization#themes');
      await tab.close();
      // The reader is still where they were, with the dialog open.
      await expect(page).toHaveURL(/\/installation$/);
      await expect(dialog(page)).toBeVisible();
    }
  });

  test('Ctrl+Enter and Shift+Enter open the active result in a new page; this one stays, the dialog open', async ({ page, context }) => {
    await gotoReady(page, '/installation');
    await openAndSearch(page, 'themes');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    for (const keys of ['ControlOrMeta+Enter', 'Shift+Enter']) {
      const opened = context.waitForEvent('page');
      await page.keyboard.press(keys);
      const tab = await opened;
      await expect.poll(() => tab.url().replace(/^https?:\/\/[^/]+/, ''), keys).toBe('/customization#themes');
      await tab.close();
      await expect(page).toHaveURL(/\/installation$/);
      await expect(dialog(page)).toBeVisible();
      await expect(combobox(page)).toBeFocused();
    }
  });

  test('on /search, Ctrl-click on a result opens a new page with the section', async ({ page, context }) => {
    await gotoReady(page, '/search?q=toolbar');
    const link = page.getByRole('main').locator('.search-page__results a[href="/customization#hide-the-toolbar"]');
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect.poll(() => tab.url().replace(/^https?:\/\/[^/]+/, '')).toBe('/customization#hide-the-toolbar');
    await tab.close();
    await expect(page).toHaveURL(/\/search\?q=toolbar$/);
  });
});

test.describe('search page', () => {
  test('/search?q=instal shows results on first load', async ({ page }) => {
    await page.goto('/search?q=instal');
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('instal');
    await expect(main.locator('.search-page__results a').first()).toHaveAttribute('href', '/installation');
    await expect(main.getByRole('status')).toHaveText(/^\d+ results? for “instal”$/);
    await expect(main.getByText(/need JavaScript/)).toBeHidden();
  });

  test('says what was searched for in the h1 and the title, as Docusaurus, and not once the query is cleared', async ({ page }) => {
    await page.goto('/search?q=toolbar');
    const main = page.getByRole('main');
    const heading = main.getByRole('heading', { level: 1 });
    // As seen (innerText leaves out what is not shown) and as heard.
    const shows = async (text: string) => {
      await expect(heading).toHaveJSProperty('innerText', text);
      await expect(heading).toHaveAccessibleName(text);
    };
    await shows('Search results for “toolbar”');
    await expect(page).toHaveTitle('Search results for “toolbar” | Textwidget');
    const field = main.getByRole('searchbox', { name: 'Search the documentation' });
    await field.fill('themes');
    await shows('Search results for “themes”');
    await expect(page).toHaveTitle('Search results for “themes” | Textwidget');
    await field.fill('');
    await shows('Search the documentation');
    await expect(page).toHaveTitle('Search | Textwidget');
    // A result's page has its own title.
    await field.fill('toolbar');
    await main.locator('.search-page__results a').first().click();
    await expect(page).not.toHaveURL(/\/search/);
    await expect(page).toHaveTitle(`${await page.getByRole('heading', { level: 1 }).innerText()} | Textwidget`);
  });

  test('a typed query is the page\'s: the language menu keeps it, as Docusaurus keeps ?q= on a switch', async ({ page }) => {
    await gotoReady(page, '/search');
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search the documentation' }).fill('toolbar');
    await expect(page).toHaveURL(/\/search\?q=toolbar$/);
    await expect(main.locator('.search-page__results a').first()).toBeVisible();
    await page.getByRole('button', { name: 'Language: English', exact: true }).click();
    const english = page.getByRole('link', { name: 'English', exact: true });
    await expect(english).toHaveAttribute('href', '/search?q=toolbar');
    await english.click();
    await expect(page).toHaveURL(/\/search\?q=toolbar$/);
    await expect(main.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('toolbar');
    await expect(main.locator('.search-page__results a').first()).toBeVisible();
    await expect(page).toHaveTitle('Search results for “toolbar” | Textwidget');
  });

  test('words typed before the page has hydrated (a slow network) are searched once it has, over the ?q= it opened with', async ({ page }) => {
    const main = page.getByRole('main');
    const field = main.getByRole('searchbox', { name: 'Search the documentation' });
    for (const url of ['/search', '/search?q=theme']) {
      const release = await holdScripts(page);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await field.fill('toolbar');
      release();
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/search\?q=toolbar$/);
      await expect(field).toHaveValue('toolbar');
      await expect(main.getByRole('status')).toHaveText(/^\d+ results? for “toolbar”$/);
      await expect(main.locator('.search-page__results a[href="/customization#toolbar"]')).toBeVisible();
      await page.unrouteAll();
    }
  });

  test('/search without a query loads neither the engine nor the index', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoReady(page, '/search');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Type words to search the documentation.');
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isIndexFile)).toEqual([]);
  });

  test('/search?q=toolbar lists results with a count', async ({ page }) => {
    await gotoReady(page, '/search?q=toolbar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Search results for “toolbar”');
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('toolbar');
    const links = main.locator('.search-page__results a');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    await expect(main.getByRole('status')).toHaveText(`${count} result${count === 1 ? '' : 's'} for “toolbar”`);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/customization#toolbar', '/customization#hide-the-toolbar']));
    expect(await main.locator('.search-page__results mark').count()).toBeGreaterThan(0);
  });

  test('typing a new query updates the results and ?q=', async ({ page }) => {
    await gotoReady(page, '/search?q=toolbar');
    const input = page.getByRole('main').getByRole('searchbox', { name: 'Search the documentation' });
    await input.fill('custmization');
    await expect(page).toHaveURL(/\/search\?q=custmization$/);
    await expect(page.getByRole('main').locator('.search-page__results a').first()).toHaveAttribute('href', '/customization');

    await input.fill('site key');
    await expect(page).toHaveURL(/\/search\?q=site(%20|\+)key$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('for “site key”');

    await input.fill('');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Type words to search the documentation.');
  });

  test('typing updates ?q= without fetching the page data again', async ({ page }) => {
    await gotoReady(page, '/search');
    const historyLength = await page.evaluate(() => window.history.length);
    const pageData: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.endsWith('.txt')) return;
      // Result links prefetch their own pages; only data of /search itself (a refetch of this page) counts.
      if (pathname === '/search.txt' || pathname.startsWith('/search/') || pathname === '/search.html') pageData.push(request.url());
      // A navigation (not a prefetch) to any page is wrong too: typing must not navigate.
      else if (request.headers()['rsc'] === '1' && !request.headers()['next-router-prefetch']) pageData.push(request.url());
    });

    const input = page.getByRole('main').getByRole('searchbox', { name: 'Search the documentation' });
    await input.click();
    await input.pressSequentially('toolbar', { delay: 30 });
    await expect(page).toHaveURL(/\/search\?q=toolbar$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('for “toolbar”');
    await input.fill('themes');
    await expect(page).toHaveURL(/\/search\?q=themes$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText('for “themes”');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);

    expect(pageData, 'page-data requests for /search (or navigations) after typing').toEqual([]);
    await expect(input).toHaveValue('themes');
    await expect(input).toBeFocused();
    expect(await page.evaluate(() => window.history.length), '?q= is replaced, not pushed').toBe(historyLength);
  });

  test('a result link opens the section', async ({ page }) => {
    await gotoReady(page, '/search?q=toolbar');
    await page.getByRole('main').locator('.search-page__results a[href="/customization#hide-the-toolbar"]').click();
    await expect(page).toHaveURL(/\/customization#hide-the-toolbar$/);
    await expect(page.locator('[id="hide-the-toolbar"]')).toBeInViewport();
  });

  test('"All results on a page" in the dialog opens /search?q=, from another page and from /search itself', async ({ page }) => {
    await gotoReady(page, '/');
    await openAndSearch(page, 'toolbar');
    await dialog(page).getByRole('link', { name: 'All results on a page' }).click();
    await expect(page).toHaveURL(/\/search\?q=toolbar$/);
    await expect(page.getByRole('main').locator('.search-page__results a').first()).toBeVisible();

    await waitForHydration(page);
    await openAndSearch(page, 'themes');
    await dialog(page).getByRole('link', { name: 'All results on a page' }).click();
    await expect(page).toHaveURL(/\/search\?q=themes$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('themes');
    await expect(main.getByRole('status')).toContainText('for “themes”');
    await expect(main.locator('.search-page__results a').first()).toHaveAttribute('href', '/customization#themes');
  });

  test('Back and Forward between two /search queries show each one\'s results', async ({ page }) => {
    await gotoReady(page, '/search?q=toolbar');
    await gotoReady(page, '/search?q=themes');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('for “themes”');
    await page.goBack();
    await expect(main.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue('toolbar');
    await expect(main.getByRole('status')).toContainText('for “toolbar”');
    await page.goForward();
    await expect(main.getByRole('status')).toContainText('for “themes”');
  });
});

test.describe('/search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('offers the docs instead of a field that could give no results, never "Loading"', async ({ page }) => {
    await page.goto('/search?q=instal');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
    await expect(main.getByText('Search results need JavaScript')).toBeVisible();
    // The field and its button are not offered (results are computed in the browser).
    await expect(main.getByRole('search')).toBeHidden();
    await expect(main.getByRole('searchbox')).toBeHidden();
    await expect(main.getByRole('button', { name: 'Search' })).toBeHidden();
    // Still a GET form to /search (a press of Enter before the page's scripts have run submits it).
    await expect(main.locator('form')).toHaveJSProperty('method', 'get');
    // Its address is the page's own (no action attribute): the field's words replace the query.
    expect(await main.locator('form').evaluate((form: HTMLFormElement) => new URL(form.action).pathname)).toBe('/search');
    await expect(main.getByText(/Loading/)).toHaveCount(0);
    await expect(page.getByRole('status')).toBeHidden();
    // Links to the docs: the introduction and the guides.
    for (const [name, href] of [['Introduction', '/'], ['Guides', '/installation']]) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });
});

test.describe('narrow viewport (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the dialog fits without horizontal overflow and works', async ({ page }) => {
    await gotoReady(page, '/installation');
    await expect(searchButton(page)).toBeVisible();
    await openAndSearch(page, 'themes');
    const box = await dialog(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      dialog: (() => {
        const element = document.querySelector('dialog') as HTMLElement;
        return element.scrollWidth - element.clientWidth;
      })(),
    }));
    expect(overflow.page, 'document scroll width').toBeLessThanOrEqual(375);
    expect(overflow.dialog, 'horizontal overflow inside the dialog').toBeLessThanOrEqual(0);
    for (const option of await options(page).all()) {
      const optionBox = await option.boundingBox();
      if (optionBox) expect(optionBox.x + optionBox.width, 'option right edge').toBeLessThanOrEqual(375);
    }

    await options(page).first().click();
    await expect(page).toHaveURL(/\/customization#themes$/);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('h2#themes')).toBeInViewport();
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the dialog leaves out the keyboard hints, which a mouse and keyboard reader sees', async ({ page, browser, baseURL }) => {
    await gotoReady(page, '/installation');
    await searchButton(page).tap();
    await combobox(page).fill('themes');
    await expect(options(page).first()).toBeVisible();
    const hints = (of: Page) => dialog(of).locator('.search-dialog__keys');
    await expect(hints(page)).toHaveCount(1);
    await expect(hints(page)).toBeHidden();
    await expect(dialog(page).getByRole('link', { name: 'All results on a page' })).toBeVisible();
    // Options given here: a page made in a test otherwise inherits the describe's touch emulation.
    const desktop = await browser.newPage({ baseURL, viewport: { width: 375, height: 740 }, hasTouch: false, isMobile: false });
    await gotoReady(desktop, '/installation');
    await openAndSearch(desktop, 'themes');
    await expect(hints(desktop)).toHaveText('↑ ↓ to move, Enter to open, Esc to close');
    await expect(hints(desktop)).toBeVisible();
    await desktop.close();
  });
});

test.describe('accessibility of the open dialog', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violations in ${theme} mode`, async ({ page }) => {
      await storeTheme(page, theme);
      await gotoReady(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await openAndSearch(page, 'themes');
      await page.keyboard.press('ArrowDown');
      await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');

      expect.soft(await blockingViolations(page, 'dialog'), `axe on the search dialog with results (${theme})`).toEqual([]);

      // The no-results state too.
      await combobox(page).fill('zzzzqqq');
      await expect(dialog(page)).toContainText('No results for');
      expect(await blockingViolations(page, 'dialog'), `axe on the search dialog without results (${theme})`).toEqual([]);
    });
  }
});

test.describe('accessibility of /search', () => {
  test('axe finds no serious or critical violations with results, in light mode nor in dark mode', async ({ page }) => {
    await inLightThenDark(
      page,
      '/search?q=toolbar',
      async (theme) => {
        expect.soft(await blockingViolations(page), `axe on /search with results (${theme})`).toEqual([]);
      },
      () => expect(page.getByRole('main').locator('.search-page__results a').first()).toBeVisible(),
    );
  });
});
