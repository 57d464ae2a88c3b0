/**
 * axe on the pages only a Docusaurus docs folder has (out-fixture/): a category page, the tags
 * pages, an unlisted doc with its notice, a deep doc with linked categories, a doc in no sidebar.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, storeTheme, test, waitForHydration } from '../fixtures';

const ROUTES = ['/category/basics', '/tags', '/tags/beginner', '/tags/internal', '/manual/basics/secret', '/manual/guides/advanced/deep/deepest', '/orphan', '/reference/api'];

for (const theme of ['light', 'dark'] as const) {
  for (const route of ROUTES) {
    test(`${route} in ${theme} mode has no serious or critical axe violations`, async ({ page }) => {
      await storeTheme(page, theme);
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
