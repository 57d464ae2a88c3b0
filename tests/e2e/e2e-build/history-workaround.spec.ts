import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';

/**
 * lib/browser/next-history-workaround.ts repairs Next's router for Back to an entry made by a plain
 * "#anchor" link (https://github.com/vercel/next.js/issues/88345). tests/e2e/history.spec.ts shows the
 * repair works; this test shows it is still needed: on the test-only build, `?no-history-workaround`
 * leaves the repair out, and Back must still show the wrong page. The day Next fixes the bug this test
 * fails: then delete the workaround module, its callers and this test.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('without the workaround, Back to a #anchor entry still leaves the wrong page on screen (Next bug #88345)', async ({ page }) => {
  await page.goto('/installation?no-history-workaround');
  await waitForHydration(page);

  await page.getByRole('navigation', { name: 'On this page', exact: true }).getByRole('link', { name: 'Troubleshooting', exact: true }).click();
  await expect(page).toHaveURL(/\/installation\?no-history-workaround#troubleshooting$/);
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(heading(page)).toHaveText('Customization');

  await page.goBack();
  await expect(page).toHaveURL(/\/installation\?no-history-workaround#troubleshooting$/);
  // Give the router every chance to show /installation.
  await page.waitForTimeout(1_500);
  await expect(
    heading(page),
    'Next now handles Back to #anchor entries itself: remove lib/browser/next-history-workaround.ts (see its comment)',
  ).toHaveText('Customization');
});
