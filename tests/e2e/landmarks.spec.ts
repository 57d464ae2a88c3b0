import path from 'node:path';
import type { Page } from '@playwright/test';
import { htmlPages } from '../../lib/tools/bench/first-load';
import { test, expect, waitForHydration } from './fixtures';

// Landmarks as on a Docusaurus site: banner (navbar), the docs sidebar as a navigation beside <main>,
// <main> = breadcrumbs + article + TOC + pagination (the skip link's target), contentinfo (footer).

const DOCS = ['/', '/installation', '/customization'];
const ROUTES = [...DOCS, '/markdown-page', '/search', '/does-not-exist'];
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

/** Where the focus is: inside main or not, inside which navigation, and a description. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!;
    return {
      inMain: element.closest('main') !== null,
      navigation: element.closest('nav')?.getAttribute('aria-label') ?? null,
      inArticle: element.closest('article') !== null,
      description: `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
    };
  });

for (const viewport of WIDTHS) {
  test.describe(`skip link at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route}: the first Tab reaches the skip link; after it, the next Tab is in the page's content, not the sidebar`, async ({ page }) => {
        await page.goto(route);
        await waitForHydration(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await expect(skip).toHaveAttribute('href', '#main-content');

        const historyLength = await page.evaluate(() => history.length);
        await page.keyboard.press('Enter');
        await expect(page.locator('main#main-content')).toBeFocused();
        // Focus moves; the URL and the history stay (Back still leaves the page), as in Docusaurus.
        expect(new URL(page.url()).hash).toBe('');
        expect(await page.evaluate(() => history.length)).toBe(historyLength);
        await page.keyboard.press('Tab');
        const place = await focusPlace(page);
        expect(place.inMain, `${place.description} is inside <main>`).toBe(true);
        expect(place.navigation, `${place.description} is not in the docs sidebar`).not.toBe('Docs sidebar');
        if (DOCS.includes(route)) {
          // Docs: the breadcrumbs come first (or, without them, the article).
          expect(place.navigation === 'Breadcrumbs' || place.inArticle, `${place.description} is in the breadcrumbs or the article`).toBe(true);
        }
      });
    }
  });
}

// Focus order follows the layout (WCAG 2.4.3): on desktop the TOC column is on the right, reached
// after the article and pagination (as in Docusaurus); on narrow screens "On this page" sits above
// the article and is reached before it.
for (const viewport of WIDTHS) {
  test(`/installation at ${viewport.width}px: Tab reaches the article and the TOC in the order they are laid out`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/installation');
    await waitForHydration(page);
    await page.locator('main#main-content').focus();
    const order: string[] = [];
    for (let step = 0; step < 60 && !(order.includes('toc') && order.includes('article')); step += 1) {
      await page.keyboard.press('Tab');
      const place = await page.evaluate(() => {
        const element = document.activeElement!;
        if (element.closest('article')) return 'article';
        if (element.closest('.toc__column')) return 'toc';
        return 'other';
      });
      if (place !== 'other' && !order.includes(place)) order.push(place);
    }
    expect(order).toEqual(viewport.width > 996 ? ['article', 'toc'] : ['toc', 'article']);
  });
}

test.describe('landmarks', () => {
  for (const viewport of WIDTHS) {
    test(`a doc at ${viewport.width}px: banner, sidebar beside main, main holding breadcrumbs, TOC, article and pagination, contentinfo`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/installation');
      await waitForHydration(page);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(1);

      // The docs sidebar (shown on desktop; in the mobile menu on narrow screens) is never inside <main>.
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      await expect(sidebar).toHaveCount(1);
      expect(await sidebar.evaluate((element) => element.closest('main') === null)).toBe(true);
      if (viewport.width > 996) await expect(sidebar).toBeVisible();

      const main = page.getByRole('main');
      await expect(main.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(1);
      await expect(main.locator('article')).toHaveCount(1);
      await expect(main.getByRole('navigation', { name: 'Docs pages' })).toHaveCount(1);
      // Exactly one "On this page" in the accessibility tree, inside main.
      await expect(page.getByRole('navigation', { name: 'On this page', exact: true })).toHaveCount(1);
      await expect(main.getByRole('navigation', { name: 'On this page', exact: true })).toHaveCount(1);
    });
  }

  test('every exported page has one <main id="main-content"> (a new route without its layout fails here)', async ({ request }) => {
    const pages = htmlPages(path.resolve(__dirname, '../..', process.env.PW_SITE_DIR ?? 'out'));
    expect(pages.length).toBeGreaterThan(5);
    for (const [route] of pages) {
      const html = await (await request.get(route === '/404' ? '/does-not-exist' : route)).text();
      expect(html.match(/<main[^>]*\sid="main-content"/g) ?? [], route).toHaveLength(1);
    }
  });

  for (const route of DOCS) {
    test(`${route}: the served HTML holds one "On this page" navigation`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(html.match(/<nav[^>]*aria-label="On this page"/g) ?? []).toHaveLength(1);
      expect(html.match(/<main[\s>]/g) ?? []).toHaveLength(1);
    });
  }

  test('the TOC is beside the article on desktop and above it, collapsed, on narrow screens', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'On this page', exact: true });
    const article = page.locator('article');
    const [tocBox, articleBox] = [await toc.boundingBox(), await article.boundingBox()];
    expect(tocBox!.x, 'TOC to the right of the article').toBeGreaterThanOrEqual(articleBox!.x + articleBox!.width);
    await expect(toc.getByRole('link', { name: 'Themes', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'On this page' })).toBeHidden();

    await page.setViewportSize({ width: 375, height: 740 });
    const button = page.getByRole('button', { name: 'On this page', exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(toc.getByRole('link', { name: 'Themes', exact: true, includeHidden: true })).toBeHidden();
    const [tocTop, articleTop] = [(await toc.boundingBox())!.y, (await article.boundingBox())!.y];
    expect(tocTop, 'TOC above the article').toBeLessThan(articleTop);
  });
});
