import type { Page } from '@playwright/test';
import { expect, storeTheme, test } from '../fixtures';

/**
 * Error boundaries, on the test-only build (project 'e2e-build', out-e2e): /e2e-crash throws inside the
 * docs layout, /e2e-crash-page outside it, and ?crash=layout throws in the root layout. The pages throw
 * after mounting until sessionStorage "e2e-crash" is "off", so "Try again" can show the recovery.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const crash = (page: Page) => page.getByRole('alert').filter({ hasText: 'This page crashed.' });

async function expectCrashMessage(page: Page, message: string) {
  const alert = crash(page);
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(alert).toContainText(message);
}

test.describe('a page that crashes inside the docs layout (/e2e-crash)', () => {
  test('shows the crash message; the sidebar and navbar keep working', async ({ page, consoleErrors }) => {
    const response = await page.goto('/e2e-crash');
    expect(response?.status()).toBe(200);

    await expectCrashMessage(page, 'Test crash: this page throws on purpose');
    await expect(page).toHaveTitle('Page Error');
    await expect.poll(() => consoleErrors.some((text) => text.includes('Page Error'))).toBe(true);

    // The docs layout around the boundary is intact.
    await expect(sidebar(page)).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Textwidget', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Installation', exact: true }).click();
    await expect(heading(page)).toHaveText('Installation');
    await expect(page).toHaveURL(/\/installation$/);
    await expect(crash(page)).toHaveCount(0);

    // The navbar too.
    await navbar(page).getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(heading(page)).toHaveText('Introduction');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the page reached from a crashed page gets its own document title', async ({ page }) => {
    await page.goto('/e2e-crash');
    await expectCrashMessage(page, 'Test crash: this page throws on purpose');
    await expect(page).toHaveTitle('Page Error');

    await sidebar(page).getByRole('link', { name: 'Installation', exact: true }).click();
    await expect(heading(page)).toHaveText('Installation');
    // Not "Page Error", and not the crashed page's title restored over the new page's.
    await expect(page).toHaveTitle('Installation | Textwidget');
  });

  test('"Try again" re-renders the page once it no longer throws', async ({ page }) => {
    await page.goto('/e2e-crash');
    await expectCrashMessage(page, 'Test crash: this page throws on purpose');

    await page.evaluate(() => window.sessionStorage.setItem('e2e-crash', 'off'));
    await crash(page).getByRole('button', { name: 'Try again' }).click();

    await expect(heading(page)).toHaveText('Crash test page');
    await expect(page.getByText('This page rendered without crashing.')).toBeVisible();
    await expect(crash(page)).toHaveCount(0);
    await expect(page).not.toHaveTitle('Page Error');
    await expect(sidebar(page)).toBeVisible();
  });

  test('"Try again" while the page still throws shows the message again', async ({ page }) => {
    await page.goto('/e2e-crash');
    await expectCrashMessage(page, 'Test crash: this page throws on purpose');
    await crash(page).getByRole('button', { name: 'Try again' }).click();
    await expectCrashMessage(page, 'Test crash: this page throws on purpose');
    await expect(crash(page)).toHaveCount(1);
  });
});

test.describe('a page that crashes outside the docs (/e2e-crash-page)', () => {
  test('shows the crash message between the navbar and the footer', async ({ page, consoleErrors }) => {
    const response = await page.goto('/e2e-crash-page');
    expect(response?.status()).toBe(200);

    await expectCrashMessage(page, 'Test crash outside the docs');
    await expect(page).toHaveTitle('Page Error');
    await expect.poll(() => consoleErrors.some((text) => text.includes('Page Error'))).toBe(true);

    await expect(navbar(page).getByRole('link', { name: 'Textwidget', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2025 Textwidget.');
    await expect(sidebar(page)).toHaveCount(0);
    // The message sits in the main content area (skip link target).
    await expect(page.locator('main#main-content').getByRole('alert')).toContainText('This page crashed.');

    // Recovery.
    await page.evaluate(() => window.sessionStorage.setItem('e2e-crash', 'off'));
    await crash(page).getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page)).toHaveText('Standalone crash test page');
    await expect(crash(page)).toHaveCount(0);

    // The navbar still navigates.
    await navbar(page).getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(heading(page)).toHaveText('Introduction');
  });
});

test.describe('a crash in the root layout (?crash=layout)', () => {
  test('the global error boundary shows the message instead of a blank page', async ({ page, consoleErrors }) => {
    const response = await page.goto('/?crash=layout');
    expect(response?.status()).toBe(200);

    await expectCrashMessage(page, 'Test crash in the root layout');
    await expect(page.locator('body')).toContainText('This page crashed.');
    await expect.poll(() => consoleErrors.some((text) => text.includes('Page Error'))).toBe(true);
    // Styled by the site's stylesheet (not a bare, unstyled document).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
      .not.toBe('');
  });

  test("the global error page keeps the reader's dark mode", async ({ page }) => {
    await storeTheme(page, 'dark');
    await page.goto('/?crash=layout');
    await expectCrashMessage(page, 'Test crash in the root layout');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('without the parameter the same page renders normally', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Introduction');
    await page.waitForLoadState('networkidle');
    await expect(crash(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
