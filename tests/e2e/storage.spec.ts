import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const ROUTES = ['/', '/installation', '/customization', '/markdown-page', '/does-not-exist'];
const STORAGE_KEYS = ['theme', 'docusaurus.announcement.dismiss', 'docusaurus.announcement.id', 'docs-preferred-version-default'];
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

/** Makes every access to window.localStorage throw, as a browser with storage blocked does. */
async function breakLocalStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
}

/** Console warnings of the page, as they arrive. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

const storageWarnings = (warnings: string[]) => warnings.filter((text) => /storage/i.test(text));

function expectOneStorageWarningNamingAKey(warnings: string[]) {
  const matching = storageWarnings(warnings);
  expect(matching, `storage warnings: ${JSON.stringify(matching)}`).toHaveLength(1);
  expect(matching[0]).toMatch(/localStorage|storage/i);
  expect(STORAGE_KEYS.some((key) => matching[0].includes(key)), `"${matching[0]}" names a storage key`).toBe(true);
}

const toggleButton = (page: Page, mode: 'light' | 'dark') =>
  page.getByRole('button', { name: `Switch between dark and light mode (currently ${mode} mode)`, exact: true });

test.describe('when localStorage throws', () => {
  test.beforeEach(async ({ page }) => {
    await breakLocalStorage(page);
  });

  for (const route of ROUTES) {
    test(`${route} loads without errors and warns exactly once`, async ({ page, consoleErrors }) => {
      const warnings = collectWarnings(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(route === '/does-not-exist' ? 404 : 200);
      await waitForHydration(page);
      expect(await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      })).toBe('SecurityError');

      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'false');
      await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
      await expect(toggleButton(page, 'light')).toBeVisible();
      await expect.poll(() => storageWarnings(warnings).length).toBeGreaterThan(0);

      expect(consoleErrors.filter((text) => text.startsWith('uncaught:'))).toEqual([]);
      const otherErrors = route === '/does-not-exist' ? consoleErrors.filter((text) => !DOCUMENT_404.test(text)) : consoleErrors;
      expect(otherErrors).toEqual([]);
      expectOneStorageWarningNamingAKey(warnings);
    });
  }

  test('the colour toggle and the announcement Close still work for the page’s life', async ({ page, consoleErrors }) => {
    const warnings = collectWarnings(page);
    await page.goto('/installation');
    await waitForHydration(page);

    await toggleButton(page, 'light').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggleButton(page, 'dark')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(27, 27, 29)');

    const bar = page.getByRole('region', { name: 'Announcement' });
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();

    // Client navigation keeps both for the page's life.
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Customization/ }).click();
    await expect(page).toHaveURL(/\/customization$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(bar).toBeHidden();

    await toggleButton(page, 'dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    expect(consoleErrors).toEqual([]);
    expectOneStorageWarningNamingAKey(warnings);

    // Nothing could be saved: a new page load starts from the defaults again.
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(bar).toBeVisible();
  });

  test('choosing a docs version does not throw', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const warnings = collectWarnings(page);
    await page.goto('/installation');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Docs version: Next', exact: true });
    await button.hover();
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await menu.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/installation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
    expectOneStorageWarningNamingAKey(warnings);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the mobile menu works', async ({ page, consoleErrors }) => {
      const warnings = collectWarnings(page);
      await page.goto('/');
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });

      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation' }).click();
      await expect(page).toHaveURL(/\/installation$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();

      // The colour toggle inside the menu works too.
      await toggle.click();
      await menu.getByRole('button', { name: /currently light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await menu.getByRole('button', { name: 'Close navigation bar' }).click();
      await expect(menu).toBeHidden();

      expect(consoleErrors).toEqual([]);
      expectOneStorageWarningNamingAKey(warnings);
    });
  });
});
