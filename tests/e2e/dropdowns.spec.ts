import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const versionButton = (page: Page) => page.getByRole('button', { name: 'Docs version: Next', exact: true });
const localeButton = (page: Page) => page.getByRole('button', { name: 'Language: English', exact: true });

/** The dropdown's list, found through the button's aria-controls. */
async function menuOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

async function expectOpen(button: Locator, menu: Locator) {
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
}

async function expectClosed(button: Locator, menu: Locator) {
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
}

test.describe('navbar dropdowns', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
  });

  test('version dropdown: Enter and Space toggle it, ArrowDown focuses the item, Escape closes and refocuses the button', async ({
    page,
    consoleErrors,
  }) => {
    const button = versionButton(page);
    const menu = await menuOf(button);
    await expectClosed(button, menu);

    await button.focus();
    await page.keyboard.press('Enter');
    await expectOpen(button, menu);
    // From the keyboard the button toggles (a mouse click keeps a hovered menu open).
    await page.keyboard.press('Enter');
    await expectClosed(button, menu);
    await page.keyboard.press('Enter');
    await expectOpen(button, menu);
    await page.keyboard.press('Escape');
    await expectClosed(button, menu);
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expectOpen(button, menu);
    await page.keyboard.press('ArrowDown');
    const next = menu.getByRole('link', { name: 'Next', exact: true });
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-current', 'true');

    await page.keyboard.press('Escape');
    await expectClosed(button, menu);
    await expect(button).toBeFocused();

    // ArrowDown on the closed button opens it and focuses the first item.
    await page.keyboard.press('ArrowDown');
    await expectOpen(button, menu);
    await expect(next).toBeFocused();
    await page.keyboard.press('Escape');
    await expectClosed(button, menu);
    await expect(button).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('version dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    const button = versionButton(page);
    const menu = await menuOf(button);
    await button.hover();
    await expectOpen(button, menu);
    await expect(menu.getByRole('link', { name: 'Next', exact: true })).toBeVisible();
    await page.mouse.move(10, 790);
    await expectClosed(button, menu);
  });

  test('Escape dismisses a menu opened by hover, with the pointer still on it and focus elsewhere (WCAG 1.4.13)', async ({ page }) => {
    const button = versionButton(page);
    const menu = await menuOf(button);
    // Focus in the page's content, nowhere near the dropdown.
    const heading = page.getByRole('heading', { level: 1 });
    await heading.evaluate((element) => {
      element.tabIndex = -1;
      element.focus();
    });
    await button.hover();
    await expectOpen(button, menu);
    await page.keyboard.press('Escape');
    await expectClosed(button, menu);
    // Focus stays where the reader had it; moving the pointer within the dropdown does not reopen it.
    await expect(heading).toBeFocused();
    await button.hover({ position: { x: 5, y: 5 } });
    await expectClosed(button, menu);
    // Leaving and coming back does.
    await page.mouse.move(10, 790);
    await button.hover();
    await expectOpen(button, menu);
  });

  test('choosing "Next" remembers the preferred docs version and stays on the doc being read', async ({ page }) => {
    expect(await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    const button = versionButton(page);
    const menu = await menuOf(button);
    await button.hover();
    await expectOpen(button, menu);
    await menu.getByRole('link', { name: 'Next', exact: true }).click();

    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
    await expect(page).toHaveURL(/\/installation$/); // the same doc in that version, as Docusaurus
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await expectClosed(versionButton(page), await menuOf(versionButton(page)));
  });

  test('locale dropdown lists only English', async ({ page }) => {
    const button = localeButton(page);
    const menu = await menuOf(button);
    await button.hover();
    await expectOpen(button, menu);
    const items = menu.getByRole('link');
    await expect(items).toHaveCount(1);
    await expect(items).toHaveText('English');
    await expect(items).toHaveAttribute('lang', 'en');
    await expect(items).toHaveAttribute('aria-current', 'true');
    await expect(items).toHaveAttribute('href', '/installation'); // the current page in that locale
    await page.mouse.move(10, 790);
    await expectClosed(button, menu);

    // From the keyboard too.
    await button.focus();
    await page.keyboard.press('Enter');
    await expectOpen(button, menu);
    await expect(menu.getByRole('link')).toHaveText(['English']);
    await page.keyboard.press('Escape');
    await expectClosed(button, menu);
    await expect(button).toBeFocused();

    // Choosing the current page's item closes the list and keeps the keyboard there: the next Tab goes on
    // from the button, not from the page's start.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectClosed(button, menu);
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(/\/installation$/);
  });

  test('a mouse click on the button opens the menu (the hover that precedes the click must not cancel it)', async ({ page }) => {
    // A mouse user moves onto the button (hover opens the menu) and clicks it: the menu must stay open,
    // as in Docusaurus, where hovering shows the menu whatever the click toggled.
    for (const button of [versionButton(page), localeButton(page)]) {
      const menu = await menuOf(button);
      await button.click();
      await expectOpen(button, menu);
      await page.mouse.move(10, 790);
      await expectClosed(button, menu);
    }
  });
});

test.describe('where the items lead, as in Docusaurus', () => {
  test('a switch keeps the page’s query and hash', async ({ page }) => {
    await page.goto('/search?q=theme');
    await waitForHydration(page);
    await localeButton(page).click();
    const english = page.getByRole('link', { name: 'English', exact: true });
    await expect(english).toHaveAttribute('href', '/search?q=theme');
    await english.click();
    await expect(page).toHaveURL(/\/search\?q=theme$/);
    await expect(page.getByRole('main').locator('input[name="q"]')).toHaveValue('theme');

    await page.goto('/customization#themes');
    await waitForHydration(page);
    await versionButton(page).click();
    await expect(page.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', '/customization#themes');
    await localeButton(page).click();
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/customization#themes');
  });

  test('Ctrl-click on an item opens its href in a new tab and leaves the page alone', async ({ page, context }) => {
    for (const [url, button, name, href] of [
      ['/search?q=theme', localeButton, 'English', '/search?q=theme'],
      ['/customization#themes', versionButton, 'Next', '/customization#themes'],
      ['/markdown-page', versionButton, 'Next', '/'],
    ] as const) {
      await page.goto(url);
      await waitForHydration(page);
      await button(page).click();
      const item = page.getByRole('link', { name, exact: true });
      await expect(item).toHaveAttribute('href', href);
      const [tab] = await Promise.all([context.waitForEvent('page'), item.click({ modifiers: ['ControlOrMeta'] })]);
      await tab.waitForLoadState('domcontentloaded');
      expect(new URL(tab.url()).pathname + new URL(tab.url()).search + new URL(tab.url()).hash, `${name} from ${url}`).toBe(href);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://x').pathname);
    }
  });

  test('from a page that is not a doc, the version item leads to the version’s main doc', async ({ page }) => {
    await page.goto('/markdown-page');
    await waitForHydration(page);
    await versionButton(page).click();
    const next = page.getByRole('link', { name: 'Next', exact: true });
    await expect(next).toHaveAttribute('href', '/');
    // The language item still leads to the page itself.
    await localeButton(page).click();
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/markdown-page');
    await versionButton(page).click();
    await next.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  });
});

test.describe('on the 404 page', () => {
  /** Every link of the navbar, its dropdown items included (hidden while closed). */
  const navbarHrefs = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Main' })
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => `${anchor.textContent?.trim()} → ${anchor.getAttribute('href')}`));

  /** Every internal href leads to a page that exists (status 200, not the "Page Not Found" page). */
  async function expectRealPages(page: Page, hrefs: string[]) {
    for (const entry of hrefs) {
      const href = entry.split(' → ')[1];
      if (/^https?:/.test(href)) continue;
      const response = await page.request.get(href);
      expect(response.status(), `${entry} is a real page`).toBe(200);
      const title = (await response.text()).match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title, `${entry} is not the not-found page`).not.toMatch(/Page Not Found/);
    }
  }

  test('every navbar link and dropdown item leads to a real page, in the static HTML and after hydration', async ({ page, request }) => {
    // Static HTML, as served for an unknown path.
    const response = await request.get('/does-not-exist');
    expect(response.status()).toBe(404);
    const html = await response.text();
    // Every link of the page (navbar, dropdown items, footer), the skip link's #anchor aside.
    const staticHrefs = [...html.matchAll(/<a\s[^>]*>/g)]
      .map((tag) => tag[0].match(/\shref="([^"]+)"/)?.[1] ?? '')
      .filter((href) => href && !href.startsWith('#'))
      .map((href) => `static → ${href}`);
    const english = html.match(/<a\s[^>]*lang="en"[^>]*>/)?.[0] ?? '';
    expect(english, 'the language item is in the static HTML').toContain('href="/"');
    await expectRealPages(page, staticHrefs);

    await page.goto('/does-not-exist');
    await waitForHydration(page);
    const hrefs = await navbarHrefs(page);
    expect(hrefs).toEqual(expect.arrayContaining([expect.stringMatching(/^English → /), expect.stringMatching(/^Next → /)]));
    await expectRealPages(page, hrefs);

    // What a reader clicks: the open language menu's English item.
    await localeButton(page).click();
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/');
    await versionButton(page).click();
    await expect(page.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', '/');
  });
});
