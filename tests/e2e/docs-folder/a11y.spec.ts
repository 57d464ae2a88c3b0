/**
 * axe on the pages only a Docusaurus docs folder has (out-fixture/): a category page, the tags
 * pages, an unlisted doc with its notice, a deep doc with linked categories, a doc in no sidebar.
 */
import { blockingViolations, expect, inLightThenDark, test } from '../fixtures';

const ROUTES = ['/category/basics', '/tags', '/tags/beginners', '/tags/internal', '/manual/basics/secret', '/manual/guides/advanced/deep/deepest', '/orphan', '/reference/api'];

for (const route of ROUTES) {
  test(`${route} has no serious or critical axe violations in light mode, nor in dark mode`, async ({ page }) => {
    await inLightThenDark(page, route, async (theme) => {
      expect.soft(await blockingViolations(page), `axe violations on ${route} (${theme})`).toEqual([]);
    });
  });
}
