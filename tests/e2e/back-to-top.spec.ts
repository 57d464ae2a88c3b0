import type { Page } from '@playwright/test';
import { test, expect, blockingViolations, forEachTabStop, inLightThenDark } from './fixtures';

/**
 * Back to top (components/docs/BackToTop.tsx), as Docusaurus's: hidden near the top of a doc, shown
 * once the page has scrolled 300 px, back to the top on activation. It is CSS and a link to "#top",
 * so it works the same without JavaScript.
 */
test.use({ viewport: { width: 1280, height: 800 } });

// By its markup: a role query finds nothing while it is hidden, which would prove nothing.
const backToTop = (page: Page) => page.locator('a.back-to-top');
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

test('hidden at the top of a doc, shown past 300 px of scroll, and a click scrolls back to the top without a reload', async ({ page }) => {
  await page.goto('/customization');
  await expect(backToTop(page)).toHaveCount(1);
  await expect(backToTop(page)).toBeHidden();
  await scrollTo(page, 200);
  await expect(backToTop(page)).toBeHidden();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const historyLength = await page.evaluate(() => history.length);
  await scrollTo(page, 1200);
  await expect(page.getByRole('link', { name: 'Scroll back to top' })).toBeVisible();
  await backToTop(page).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop(page)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // As Docusaurus's: the address stays, and Back has no step to undo (lib/browser/skip-link.ts).
  await expect(page).toHaveURL(/\/customization$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('from the keyboard: out of the Tab order while hidden; Enter goes to the top and the next Tab reaches the skip link', async ({ page }) => {
  await page.goto('/customization');
  expect(await backToTop(page).evaluate((link) => (link.focus(), document.activeElement === link))).toBe(false);
  await scrollTo(page, 1200);
  await expect(backToTop(page)).toBeVisible();
  // Tab from the last link of the article: the TOC column and the paginator come before it, then Back to top.
  await page.locator('.doc-paginator a').last().focus();
  let reached = false;
  for (let step = 0; step < 40 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await backToTop(page).evaluate((link) => document.activeElement === link);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

test('without JavaScript it shows and works the same (the address gets #top)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 375, height: 700 } });
  const page = await context.newPage();
  await page.goto('/installation');
  await expect(backToTop(page)).toBeHidden();
  await scrollTo(page, 1500);
  await expect(backToTop(page)).toBeVisible();
  await backToTop(page).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/installation#top$/);
  await context.close();
});

test('only on docs pages, as in Docusaurus', async ({ page }) => {
  await page.goto('/markdown-page');
  await expect(backToTop(page)).toHaveCount(0);
  await page.goto('/search');
  await expect(backToTop(page)).toHaveCount(0);
});

test('shown, it passes axe in light and in dark mode', async ({ page }) => {
  await inLightThenDark(
    page,
    '/customization',
    async (theme) => {
      expect(await blockingViolations(page, '.back-to-top'), theme).toEqual([]);
    },
    async () => {
      await scrollTo(page, 1200);
      await expect(backToTop(page)).toBeVisible();
    },
  );
});

test('not printed', async ({ page }) => {
  await page.goto('/customization');
  await scrollTo(page, 1200);
  await page.emulateMedia({ media: 'print' });
  await expect(backToTop(page)).toBeHidden();
});

test('its arrow is painted in the text colour, and in forced colours (Windows High Contrast) in the link colour, with a border', async ({ page }) => {
  await page.goto('/customization');
  await scrollTo(page, 1200);
  const paint = () =>
    backToTop(page).evaluate((link) => ({
      arrow: getComputedStyle(link, '::before').backgroundColor,
      mask: getComputedStyle(link, '::before').maskImage,
      text: getComputedStyle(link).color,
      border: getComputedStyle(link).borderTopStyle,
      linkText: (() => {
        const probe = document.createElement('span');
        probe.style.color = 'LinkText';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      })(),
    }));
  const normal = await paint();
  expect(normal.mask).toContain('data:image/svg+xml');
  expect(normal.arrow).toBe(normal.text);
  await page.emulateMedia({ forcedColors: 'active' });
  const forced = await paint();
  expect(forced.arrow).toBe(forced.linkText);
  expect(forced.border).toBe('solid');
});

test('on a phone, at the bottom of the page, it covers none of the footer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/installation');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(backToTop(page)).toBeVisible();
  const button = (await backToTop(page).boundingBox())!;
  for (const element of await page.locator('footer').getByRole('link').or(page.locator('.footer__copyright')).all()) {
    const box = (await element.boundingBox())!;
    const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
    expect(overlaps, `${await element.textContent()} under the button`).toBe(false);
  }
});

test('fully shown at the end of a page that can scroll only a little past 300 px', async ({ page }) => {
  await page.goto('/installation');
  // A window just 320 px shorter than the page: the end of the page is 20 px past the threshold.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: height - 320 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(340);
  await expect(backToTop(page)).toBeVisible();
  await expect.poll(() => backToTop(page).evaluate((link) => getComputedStyle(link).opacity)).toBe('1');
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
  // Shorter than /customization's table of contents, which then scrolls inside its column.
  { width: 1280, height: 420 },
]) {
  test(`at ${viewport.width}x${viewport.height} it never covers the control the keyboard is on (WCAG 2.4.11)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const covered: string[] = [];
    for (const route of ['/', '/installation', '/customization']) {
      await page.goto(route);
      const stops = await forEachTabStop(page, (element, description) => {
        const button = document.querySelector('.back-to-top')!;
        if (element === button || getComputedStyle(button).visibility === 'hidden') return { covered: false, description };
        const a = element.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        // Covered: a quarter of it or more (a table's scrolling frame may pass under the button's corner).
        const overlap = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
        return { covered: overlap >= (a.width * a.height) / 4, description };
      });
      expect(stops.length, `Tab stops on ${route}`).toBeGreaterThan(15);
      covered.push(...stops.filter((stop) => stop.covered).map((stop) => `${route} ${stop.description}`));
    }
    expect(covered, 'focused controls under the back-to-top button').toEqual([]);
  });
}
