import type { Page } from '@playwright/test';
import { expect, focusableButtons, forEachTabStop, test } from './fixtures';

// Readers with JavaScript off (or blocked) get every page whole (the site has no loading.tsx, so
// React never streams content after the shell: tests/e2e/postbuild.spec.ts), and CSS under
// @media (scripting: none) opens what only JavaScript could open.
test.use({ javaScriptEnabled: false });

const DOCS = [
  { route: '/', title: 'Introduction', next: 'Installation' },
  { route: '/installation', title: 'Installation', next: 'Customization' },
  { route: '/customization', title: 'Customization', previous: 'Installation' },
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
// Desktop shows the TOC column, narrow screens the one above the article.
const visibleToc = (page: Page) => page.getByRole('navigation', { name: 'On this page', exact: true }).locator('visible=true');

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 375, height: 740 }],
] as const) {
  test.describe(`without JavaScript, ${name}`, () => {
    test.use({ viewport });

    for (const doc of DOCS) {
      test(`${doc.route}: content, sidebar, TOC, breadcrumbs, pagination and footer are there and light`, async ({ page }) => {
        await page.goto(doc.route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(doc.title);
        await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
        await expect(page.locator('article p').first()).toBeVisible();

        for (const label of ['Introduction', 'Installation', 'Customization']) {
          await expect(sidebar(page).getByRole('link', { name: label, exact: true })).toBeVisible();
        }
        const tocLinks = visibleToc(page).getByRole('link');
        expect(await tocLinks.count()).toBeGreaterThan(0);
        for (const link of await tocLinks.all()) await expect(link).toBeVisible();
        if (doc.route !== '/') await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home page' })).toBeVisible();
        const pager = page.getByRole('navigation', { name: 'Docs pages' });
        if (doc.next) await expect(pager.getByRole('link', { name: new RegExp(doc.next) })).toBeVisible();
        if (doc.previous) await expect(pager.getByRole('link', { name: new RegExp(doc.previous) })).toBeVisible();
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Home page' })).toBeVisible();
        // Controls that need JavaScript are not offered.
        await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeHidden();
        await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
      });
    }

    test('no control that needs JavaScript is offered; search is a link to /search', async ({ page }) => {
      await page.goto('/installation');
      const main = page.getByRole('main');
      // Copying needs the clipboard API: neither the code blocks' Copy nor "Copy page" is shown or focusable.
      expect(await main.locator('pre').count()).toBeGreaterThan(0);
      await expect(main.getByRole('button', { name: /copy/i })).toHaveCount(0);
      // The TOC is open without its toggle (on a phone the heading stands in for it).
      await expect(page.getByRole('button', { name: 'On this page' })).toHaveCount(0);
      // The sidebar's categories are open, with no toggle: "Guides" is a label, not a button that takes focus.
      await expect(sidebar(page).getByText('Guides', { exact: true })).toBeVisible();
      const focusable = await focusableButtons(sidebar(page));
      expect(focusable, 'sidebar buttons a reader can focus').toEqual([]);
      // Search: the button needs JavaScript; a link to the /search page (which lists the docs) replaces it.
      const navbar = page.getByRole('navigation', { name: 'Main' });
      await expect(navbar.getByRole('button', { name: 'Search' })).toBeHidden();
      if (name === 'desktop') {
        await navbar.getByRole('link', { name: 'Search', exact: true }).click();
        await expect(page).toHaveURL(/\/search$/);
        await expect(page.getByRole('main').getByText('Search results need JavaScript')).toBeVisible();
      }
    });

    if (name === 'desktop') {
      test('the navbar dropdowns open on hover and on keyboard focus', async ({ page }) => {
        await page.goto('/installation');
        const navbar = page.getByRole('navigation', { name: 'Main' });
        const version = navbar.getByRole('button', { name: /^Docs version/ });
        const items = navbar.locator('.navbar-dropdown').filter({ has: page.getByRole('button', { name: /^Docs version/ }) }).getByRole('link');
        await expect(items.first()).toBeHidden();
        await version.hover();
        await expect(items.first()).toBeVisible();
        await page.mouse.move(0, 700);
        await expect(items.first()).toBeHidden();
        await version.focus();
        await expect(items.first()).toBeVisible();
        // Tab goes on into its links.
        await page.keyboard.press('Tab');
        await expect(items.first()).toBeFocused();
      });
    }

    test('code is highlighted at build time', async ({ page }) => {
      await page.goto('/installation');
      const keyword = page.locator('pre code [class^="hljs-"]').first();
      await expect(keyword).toBeVisible();
      const colors = await keyword.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element.closest('pre')!).color]);
      expect(colors[0]).not.toBe(colors[1]);
    });

    test('the sidebar, TOC and pagination navigate by plain page loads', async ({ page }) => {
      await page.goto('/');
      await sidebar(page).getByRole('link', { name: 'Installation', exact: true }).click();
      await expect(page).toHaveURL(/\/installation$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Installation');
      const tocLink = visibleToc(page).getByRole('link').first();
      const hash = (await tocLink.getAttribute('href'))!;
      await tocLink.click();
      await expect(page).toHaveURL(new RegExp(`${hash}$`));
      await expect(page.locator(hash)).toBeInViewport();
      await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Customization/ }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Customization');
    });
  });
}

test('on mobile, the docs sidebar comes before the page, on screen as for the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/installation');
  const articleTop = await page.locator('article').evaluate((element) => element.getBoundingClientRect().top);
  const sidebarBottom = await sidebar(page).evaluate((element) => element.getBoundingClientRect().bottom);
  expect(sidebarBottom).toBeLessThanOrEqual(articleTop);
  // The keyboard follows what is seen: the navbar, the sidebar, the page, the footer (its height, scrolling
  // when long: tests/e2e/docs-folder/sidebar-per-category.spec.ts).
  const order = await forEachTabStop(page, (element) =>
    element.closest('footer') ? 'footer' : element.closest('main') ? 'main' : element.closest('.doc-sidebar') ? 'sidebar' : 'navbar',
  );
  // Up to the footer: past its last link, focus goes round to the browser and back to the page.
  const untilFooter = order.slice(0, order.indexOf('footer') + 1);
  const regions = untilFooter.filter((region, index) => region !== untilFooter[index - 1]);
  expect(regions).toEqual(['navbar', 'sidebar', 'main', 'footer']);
});
