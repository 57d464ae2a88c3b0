import { test, expect } from './fixtures';
import { getDocs } from '@/lib/content/docs';
import { editUrlFor } from '@/lib/content/edit-url';
import { lastUpdated } from '@/lib/content/last-updated';

test.describe('doc footer', () => {
  for (const doc of getDocs()) {
    test(`${doc.route} links to its source on the forge and says when it last changed`, async ({ page }) => {
      await page.goto(doc.route);
      const edit = page.getByRole('link', { name: 'Edit this page (opens in a new tab)' });
      await expect(edit).toBeVisible();
      await expect(edit).toHaveAttribute('href', editUrlFor(doc.file)!);
      await expect(edit).toHaveAttribute('href', new RegExp(`/${doc.file.replace(/\./g, '\\.')}$`));
      await expect(edit).toHaveAttribute('target', '_blank');
      await expect(edit).toHaveAttribute('rel', 'noopener noreferrer');

      const updated = lastUpdated(doc.file);
      await expect(page.getByText(`Last updated on ${updated.label}`)).toBeVisible();
      const time = page.locator(`time[datetime="${updated.iso}"]`);
      await expect(time).toHaveText(updated.label);
      expect(updated.label).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    });
  }

  test('standalone pages have no doc footer', async ({ page }) => {
    await page.goto('/markdown-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveCount(0);
    await expect(page.getByText(/Last updated on/)).toHaveCount(0);
  });
});
