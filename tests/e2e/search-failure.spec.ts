import { expect, test, waitForHydration } from './fixtures';

// The search index cannot be downloaded (offline, a flaky network): the dialog says so and offers Retry.
// A file of its own: the failed requests log console errors, which search.spec.ts forbids.
test.use({ viewport: { width: 1280, height: 800 } });

test('Retry loads the index and leaves the keyboard in the search field', async ({ page }) => {
  await page.goto('/installation');
  await waitForHydration(page);
  await page.route('**/search-index/**', (route) => route.abort());
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  const combobox = dialog.getByRole('combobox', { name: 'Search the documentation' });
  await combobox.fill('themes');
  await expect(dialog.getByText(/Search could not be loaded/)).toBeVisible();

  await page.unroute('**/search-index/**');
  const retry = dialog.getByRole('button', { name: 'Retry' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(combobox).toBeFocused();
  // The keyboard model works at once: Enter opens the first result.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customization#themes$/);
});

test('/search: an index that cannot load shows the failure and Retry, not "Loading" as well', async ({ page }) => {
  await page.route('**/search-index/**', (route) => route.abort());
  await page.goto('/search?q=themes');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Search could not be loaded');
  await expect(main.getByRole('status')).not.toContainText('Loading');
  await page.unroute('**/search-index/**');
  await main.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('status')).toHaveText(/results? for “themes”/);
  await expect(main.getByRole('alert')).toHaveCount(0);
});
