import type { Page } from '@playwright/test';
import { expect, isRouterData, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 375, height: 740 } });

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });
/** The dimmed backdrop behind the modal panel: the dialog's ::backdrop, shown only while it is open. */
const backdropColor = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog[aria-label="Navigation menu"]');
    return dialog?.matches(':modal') ? getComputedStyle(dialog, '::backdrop').backgroundColor : null;
  });

async function openMenu(page: Page) {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
}

async function expectClosed(page: Page) {
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => backdropColor(page)).toBeNull();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
}

/** Marks the current document so a later check can prove no full reload happened. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function gotoAndHydrate(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('mobile menu', () => {
  test('opens a modal panel with the docs sidebar first, and switches to the main menu and back', async ({ page, consoleErrors }) => {
    await gotoAndHydrate(page, '/');
    await openMenu(page);
    expect(await backdropColor(page), 'the page behind is dimmed').toMatch(/^rgba\(0, 0, 0, 0\.6\)$/);
    // A modal dialog: the page behind it is inert.
    expect(await menu(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);

    const docsSidebar = menu(page).getByRole('navigation', { name: 'Docs sidebar' });
    await expect(docsSidebar).toBeVisible();
    await expect(docsSidebar.getByRole('link', { name: 'Introduction' })).toBeVisible();
    await expect(docsSidebar.getByRole('link', { name: 'Installation' })).toBeVisible();
    await expect(docsSidebar.getByRole('link', { name: 'Customization' })).toBeVisible();
    await expect(menu(page).getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

    await menu(page).getByRole('button', { name: '← Back to main menu' }).click();
    const mainMenu = menu(page).getByRole('navigation', { name: 'Main menu' });
    await expect(mainMenu).toBeVisible();
    await expect(mainMenu.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
    await expect(mainMenu.getByRole('link', { name: /^Web app/ })).toBeVisible();
    await expect(mainMenu.getByRole('button', { name: 'Docs version: Next' })).toBeVisible();
    await expect(mainMenu.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(menu(page).getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);

    await menu(page).getByRole('button', { name: 'Docs sidebar →' }).click();
    await expect(menu(page).getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation' })).toBeVisible();
    await expect(menu(page).getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('shows the main menu directly on a page that is not a doc', async ({ page }) => {
    await gotoAndHydrate(page, '/markdown-page');
    await openMenu(page);
    await expect(menu(page).getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Docs sidebar →' })).toHaveCount(0);
    await expect(menu(page).getByRole('button', { name: '← Back to main menu' })).toHaveCount(0);
  });

  test('closes with the close button, returning focus to the toggle', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Close navigation bar' }).click();
    await expectClosed(page);
    await expect(toggle(page)).toBeFocused();
    await expect(page).toHaveURL(/\/installation$/);
  });

  test('closes when the backdrop is clicked outside the panel', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await openMenu(page);
    const panel = await menu(page).boundingBox();
    expect(panel!.x + panel!.width).toBeLessThan(360);
    await page.mouse.click(365, 400);
    await expectClosed(page);
    await expect(page).toHaveURL(/\/installation$/);
  });

  test('closes on Escape', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(toggle(page)).toBeFocused();
    await expect(page).toHaveURL(/\/installation$/);
  });

  test('on a URL with a #section, closing it returns focus to the toggle, and Tab goes on from there', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await page.getByRole('button', { name: 'On this page', exact: true }).click();
    await page.getByRole('navigation', { name: 'On this page', exact: true }).getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/\/installation#.+$/);
    for (const how of ['Escape', 'close button'] as const) {
      await openMenu(page);
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await menu(page).getByRole('button', { name: 'Close navigation bar' }).click();
      await expectClosed(page);
      await expect(toggle(page), how).toBeFocused();
      // Still there once the browser has gone back to the #section entry.
      await page.waitForTimeout(300);
      await expect(toggle(page), how).toBeFocused();
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header, [role="banner"]') !== null)).toBe(true);
  });

  test('following a link navigates, closes the menu, and one Back returns to the previous page', async ({ page }) => {
    await gotoAndHydrate(page, '/');
    await markDocument(page);
    const historyLength = await page.evaluate(() => window.history.length);
    await openMenu(page);

    await menu(page).getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Customization' }).click();

    await expect(page).toHaveURL(/\/customization$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customization' })).toBeVisible();
    await expectClosed(page);
    expect(await isSameDocument(page)).toBe(true); // client navigation
    // The panel's history entry was replaced, not left behind: exactly one new entry.
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength + 1);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible();
    await expectClosed(page);
  });

  test('browser Back while open closes the menu and stays on the page', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await markDocument(page);
    await openMenu(page);

    await page.goBack();

    await expectClosed(page);
    await expect(page).toHaveURL(/\/installation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    // The menu still works afterwards.
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(page).toHaveURL(/\/installation$/);
  });

  test('resizing to a desktop width closes it', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await openMenu(page);
    await page.setViewportSize({ width: 1200, height: 740 });
    await expect(menu(page)).toBeHidden();
    await expect.poll(() => backdropColor(page)).toBeNull();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
    await expect(page).toHaveURL(/\/installation$/);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    // The panel's history entry was popped: the current entry is the page's own.
    expect(await page.evaluate(() => Boolean(window.history.state?.__mobileMenuOpen))).toBe(false);
  });

  test('closing it by a resize keeps focus on the page: on the same link in the desktop sidebar, else on <main>', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await openMenu(page);
    const link = menu(page).getByRole('link', { name: 'Customization', exact: true });
    await link.focus();
    await page.setViewportSize({ width: 1200, height: 740 });
    await expect(menu(page)).toBeHidden();
    const sidebarLink = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Customization', exact: true });
    await expect(sidebarLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveCount(0);

    // Two links to "/" (the logo and the sidebar's Introduction): the one with the same name.
    await page.setViewportSize({ width: 375, height: 740 });
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Introduction', exact: true }).focus();
    await page.setViewportSize({ width: 1200, height: 740 });
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction', exact: true })).toBeFocused();

    // Focus on the panel's close button, which the desktop layout does not have: <main>.
    await page.setViewportSize({ width: 375, height: 740 });
    await openMenu(page);
    await expect(menu(page).getByRole('button', { name: 'Close navigation bar' })).toBeFocused();
    await page.setViewportSize({ width: 1200, height: 740 });
    await expect(menu(page)).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
  });

  test('locks body scroll while open and restores it on close', async ({ page }) => {
    await gotoAndHydrate(page, '/customization');
    const before = await page.evaluate(() => document.body.style.overflow);
    await openMenu(page);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await menu(page).getByRole('button', { name: 'Close navigation bar' }).click();
    await expectClosed(page);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe(before);
  });

  test('moves focus into the panel and traps Tab inside it', async ({ page }) => {
    await gotoAndHydrate(page, '/');
    await openMenu(page);
    const focusInPanel = () =>
      page.evaluate(() => !!document.activeElement?.closest('dialog[aria-label="Navigation menu"]'));
    await expect.poll(focusInPanel).toBe(true);
    // The page behind a modal <dialog> is inert: Tab cycles through the panel and, past its last
    // control, the browser's own UI (no element of the page is focused then: document.body), as in
    // every browser's modal dialogs; it never reaches the page behind.
    const focusInPanelOrBrowser = () =>
      page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest('dialog[aria-label="Navigation menu"]'),
      );

    const focusable = await menu(page).evaluate(
      (panel) =>
        Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
          (element) => element.offsetParent !== null && getComputedStyle(element).visibility !== 'hidden',
        ).length,
    );
    expect(focusable).toBeGreaterThan(2);

    const seen = new Set<string>();
    for (let i = 0; i < focusable + 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInPanelOrBrowser()).toBe(true);
      if (await focusInPanel()) seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? ''));
    }
    expect(seen.size).toBe(focusable); // every focusable element in the panel is reached, nothing outside

    for (let i = 0; i < focusable + 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInPanelOrBrowser()).toBe(true);
    }
    await expect.poll(focusInPanel).toBe(true);

    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(toggle(page)).toBeFocused();
  });
});

test.describe('search from the open mobile menu', () => {
  test('Ctrl+K opens search over the menu; Escape returns focus into the menu, which stays open', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await openMenu(page);
    const link = menu(page).getByRole('link', { name: 'Customization', exact: true });
    await link.focus();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: 'Search the documentation' });
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
    await expect(menu(page)).toBeVisible();
    await expect(link).toBeFocused();
  });
});

test.describe('search result chosen from the open mobile menu', () => {
  for (const { from, query, to, section } of [
    { from: '/installation', query: 'setTheme', to: '/customization', section: 'switch-themes-at-runtime' },
    { from: '/installation', query: 'install from npm', to: '/installation', section: 'install-from-npm' },
  ]) {
    test(`${from} → ${to}#${section}: the menu closes, the section has focus, and one Back returns`, async ({ page }) => {
      await gotoAndHydrate(page, '/');
      await gotoAndHydrate(page, from);
      const historyLength = await page.evaluate(() => window.history.length);
      await openMenu(page);
      await page.keyboard.press('Control+k');
      const search = page.getByRole('dialog', { name: 'Search the documentation' });
      await page.keyboard.type(query);
      await expect(search.getByRole('option').first()).toHaveAttribute('href', new RegExp(`${to}#${section}$`));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`${to}#${section}$`));
      await expectClosed(page);
      await expect(page.locator(`#${section}`)).toBeFocused();
      // The menu's history entry went, as when a link inside it is followed: exactly one new entry.
      expect(await page.evaluate(() => window.history.length)).toBe(historyLength + 1);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${from}$`));
      await expectClosed(page);
    });
  }
});

test.describe('mobile menu on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('with one dropdown open, a tap on the other opens it: each opens and closes by its own button (as in Docusaurus)', async ({ page }) => {
    await gotoAndHydrate(page, '/installation');
    await toggle(page).tap();
    await menu(page).getByRole('button', { name: '← Back to main menu' }).tap();
    const version = menu(page).getByRole('button', { name: 'Docs version: Next', exact: true });
    const language = menu(page).getByRole('button', { name: 'Language: English', exact: true });
    await version.tap();
    await expect(version).toHaveAttribute('aria-expanded', 'true');
    // Closing the version list on the tap's focus change moved this button up under the finger: the tap missed it.
    await language.tap();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).getByRole('link', { name: 'English', exact: true })).toBeVisible();
    await version.tap();
    await expect(version).toHaveAttribute('aria-expanded', 'false');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile menu: dropdowns, slow navigations and focus', () => {
  const versionButton = (page: Page) => menu(page).getByRole('button', { name: 'Docs version: Next', exact: true });
  const versionList = async (page: Page) => menu(page).locator(`[id="${await versionButton(page).getAttribute('aria-controls')}"]`);

  async function openMainMenu(page: Page) {
    await openMenu(page);
    await menu(page).getByRole('button', { name: '← Back to main menu' }).click();
    await expect(menu(page).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  }

  test('Escape in the version dropdown closes only the dropdown, not the menu', async ({ page, consoleErrors }) => {
    await gotoAndHydrate(page, '/installation');
    await markDocument(page);
    await openMainMenu(page);

    await versionButton(page).click();
    await expect(versionButton(page)).toHaveAttribute('aria-expanded', 'true');
    const list = await versionList(page);
    await expect(list.getByRole('link', { name: 'Next', exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(versionButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(menu(page), 'the navigation menu stays open').toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(versionButton(page)).toBeFocused();
    await expect(page).toHaveURL(/\/installation$/);
    // The menu's own history entry is still there (Escape did not go back).
    expect(await page.evaluate(() => Boolean(window.history.state?.__mobileMenuOpen))).toBe(true);

    // A second Escape, with the dropdown closed, closes the menu.
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(page).toHaveURL(/\/installation$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('choosing "Next" in the version dropdown remembers the version, closes the menu and stays on the doc', async ({ page, consoleErrors }) => {
    await gotoAndHydrate(page, '/installation');
    expect(await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await markDocument(page);
    await openMainMenu(page);

    await versionButton(page).click();
    const list = await versionList(page);
    await list.getByRole('link', { name: 'Next', exact: true }).click();

    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
    await expect(page).toHaveURL(/\/installation$/); // the same doc in that version, as Docusaurus
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expectClosed(page);
    expect(await isSameDocument(page), 'no full page load').toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  /**
   * Loads '/' with its page data (prefetches included) held back, then clicks the paginator's "Next"
   * (to /installation) with the data released 1.5 s later, and opens the menu at once.
   */
  async function openMenuDuringSlowNavigation(page: Page) {
    let startClock!: () => void;
    const clockStarted = new Promise<void>((resolve) => (startClock = resolve));
    let releaseAt = 0;
    await page.route(isRouterData, async (route) => {
      await clockStarted;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseAt - Date.now())));
      // The test may have ended (page closed) while the request was held.
      await route.continue().catch(() => {});
    });
    await page.goto('/');
    // Hydrated (not networkidle: page data is held on purpose).
    await page.waitForFunction(() => document.querySelector('button[aria-label^="Switch between dark and light mode"]') !== null);
    await markDocument(page);
    const historyLength = await page.evaluate(() => window.history.length);

    const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ });
    await next.scrollIntoViewIfNeeded();
    releaseAt = Date.now() + 1_500;
    startClock();
    await next.click();
    await toggle(page).click();

    // The menu opened while the old page was still shown.
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/installation$/);
    return { historyLength };
  }

  test('opened during a slow navigation, the menu closes when the new page arrives; one Back returns', async ({ page, consoleErrors }) => {
    await openMenuDuringSlowNavigation(page);
    await expect(menu(page), 'the menu closed when the new page arrived').toHaveCount(0);
    await expectClosed(page);
    expect(await isSameDocument(page)).toBe(true);

    await page.goBack();
    await expect(page, 'one Back returns to the page the navigation started from').toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction', { timeout: 10_000 });
    await expect(menu(page)).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('opened during a slow navigation, the menu leaves no history entry behind', async ({ page }) => {
    const { historyLength } = await openMenuDuringSlowNavigation(page);
    await expectClosed(page);
    // As for a link followed from the menu: the navigation adds exactly one entry, the menu none.
    expect(await page.evaluate(() => window.history.length), 'history entries added: the new page only').toBe(historyLength + 1);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction', { timeout: 10_000 });
    expect(
      await page.evaluate(() => Boolean(window.history.state?.__mobileMenuOpen)),
      "Back lands on '/' itself, not on the closed menu's stale entry (a further Back would stay on '/')",
    ).toBe(false);
  });

  test('the toggle announces a dialog, and opening it focuses "Close navigation bar"', async ({ page }) => {
    await gotoAndHydrate(page, '/');
    await expect(toggle(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await openMenu(page);
    await expect(menu(page).getByRole('button', { name: 'Close navigation bar' })).toBeFocused();
  });
});
