import { test as base, expect, type Page } from '@playwright/test';

/** `test` with `consoleErrors`: every console error and uncaught exception of the page, for zero-error assertions. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** Stores a colour mode before any page script runs. */
export async function storeTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** Waits until React has hydrated (the colour toggle names the current mode only after mount). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.querySelector('button[aria-label^="Switch between dark and light mode"]') !== null);
  await page.waitForLoadState('networkidle');
}
