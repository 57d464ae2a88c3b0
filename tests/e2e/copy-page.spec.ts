import fs from 'node:fs';
import path from 'node:path';
import { test, expect, waitForHydration } from './fixtures';
import { getDocs } from '@/lib/content/docs';
import { markdownRoute } from '@/lib/site-url';

const OUT = path.resolve(process.env.PW_SITE_DIR ?? 'out');

test.describe('Copy page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  for (const doc of getDocs()) {
    test(`${doc.route} copies its Markdown (${markdownRoute(doc.route)}) to the clipboard`, async ({ page, consoleErrors }) => {
      await page.goto(doc.route);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: /^(Copy page|Copied)$/ });
      await expect(button).toHaveText('Copy page');
      await button.click();
      await expect(button).toHaveText('Copied');
      await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toHaveCount(1);

      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(fs.readFileSync(path.join(OUT, markdownRoute(doc.route)), 'utf8'));
      expect(copied.startsWith(`# ${doc.title}\n`)).toBe(true);
      await expect(button).toHaveText('Copy page', { timeout: 4000 });
      expect(consoleErrors).toEqual([]);
    });
  }

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const button = page.getByRole('button', { name: /^(Copy page|Copied)$/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Installation\n/);

    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Installation\n/);
  });

  test('says what went wrong when the Markdown cannot be loaded', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);
    await page.route('**/customization.md', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByText('Could not copy the page: /customization.md answered HTTP 503.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('untouched');
  });
});
