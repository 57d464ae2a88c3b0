import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Back/forward across entries created by plain "#anchor" links (TOC links, "Skip to main content").
 * The browser gives such entries an empty history state, which Next's router ignores on back/forward:
 * the previous page's URL showed with the wrong page (and a spinner) on screen. RouteProgress now gives
 * those entries the router state of the page they belong to.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const spinner = (page: Page) => page.getByRole('status', { name: 'Loading…' });
const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page', exact: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const paginator = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });

async function setMarker(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker?: string }).__marker = 'same-document'));
}

/** The marker set by setMarker, or null once the document was replaced by a full load. */
const readMarker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker ?? null);

/** No spinner is left on screen once things have had time to settle (2 s). */
async function expectNoSpinnerAfterSettling(page: Page) {
  await page.waitForTimeout(2_000);
  await expect(spinner(page), 'no "Loading…" spinner left on screen').toBeHidden();
}

test.describe('back/forward over hash-link entries (desktop)', () => {
  test('TOC link, then "Next": Back shows the previous page at its heading, Forward the next page', async ({ page, consoleErrors }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await setMarker(page);

    await toc(page).getByRole('link', { name: 'Troubleshooting', exact: true }).click();
    await expect(page).toHaveURL(/\/installation#troubleshooting$/);
    await expect(page.locator('h2#troubleshooting')).toBeInViewport();

    await paginator(page).getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(/\/customization$/);
    await expect(heading(page)).toHaveText('Customization');

    await page.goBack();
    await expect(page).toHaveURL(/\/installation#troubleshooting$/);
    await expect(heading(page), 'Back shows the page of the URL, not the one navigated away from').toHaveText('Installation');
    await expectNoSpinnerAfterSettling(page);
    await expect(heading(page)).toHaveText('Installation');
    await expect(page.getByRole('heading', { level: 2, name: 'Troubleshooting' })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(/\/customization$/);
    await expect(heading(page)).toHaveText('Customization');
    await expectNoSpinnerAfterSettling(page);
    expect(await readMarker(page), 'all of it client-side (no full page load)').toBe('same-document');
    expect(consoleErrors).toEqual([]);
  });

  test('"Skip to main content", then a sidebar link: Back shows the previous page, Forward the next one', async ({ page, consoleErrors }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await setMarker(page);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await expect(page).toHaveURL(/\/installation$/);

    await sidebar(page).getByRole('link', { name: 'Customization', exact: true }).click();
    await expect(page).toHaveURL(/\/customization$/);
    await expect(heading(page)).toHaveText('Customization');

    await page.goBack();
    await expect(page).toHaveURL(/\/installation$/);
    await expect(heading(page), 'Back shows the page of the URL, not the one navigated away from').toHaveText('Installation');
    await expectNoSpinnerAfterSettling(page);
    await expect(heading(page)).toHaveText('Installation');
    await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveText('Installation');

    await page.goForward();
    await expect(page).toHaveURL(/\/customization$/);
    await expect(heading(page)).toHaveText('Customization');
    await expectNoSpinnerAfterSettling(page);
    expect(await readMarker(page), 'all of it client-side (no full page load)').toBe('same-document');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('focus after back/forward (desktop)', () => {
  test('the next Tab reaches "Skip to main content", and the page stays where Back and Forward put it', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    // From the paginator, at the end of a long page: Back brings the reader down there again.
    await paginator(page).getByRole('link', { name: /^Next/ }).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Customization');

    const pageTop = page.getByRole('region', { name: 'Skip to main content' });
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    for (const [go, title] of [
      [() => page.goBack(), 'Installation'],
      [() => page.goForward(), 'Customization'],
    ] as const) {
      await go();
      await expect(heading(page)).toHaveText(title);
      // The followed link left with its page: focus goes to the page's top, as after a link (Docusaurus's useSkipToContent).
      await expect(pageTop).toBeFocused();
      const scrolled = await page.evaluate(() => window.scrollY);
      if (title === 'Installation') expect(scrolled, 'Back restores the position the page was left at').toBeGreaterThan(500);
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      expect(await page.evaluate(() => window.scrollY), 'Tab does not scroll the page back to its top').toBe(scrolled);
    }
  });
});

test.describe('back/forward after a hash link and the mobile menu (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });
  const mobileToc = (page: Page) => page.getByRole('navigation', { name: 'On this page', exact: true });

  test('opening and closing the menu after a TOC link: Back and Forward never reload the page', async ({ page, consoleErrors }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await setMarker(page);

    // The collapsed "On this page" above the article.
    await page.getByRole('button', { name: 'On this page', exact: true }).click();
    // Click once the list has finished expanding (under load the animation can still be clipping it).
    await expect
      .poll(() => page.locator('.toc__content').evaluate((element) => element.scrollHeight - element.clientHeight))
      .toBe(0);
    await mobileToc(page).getByRole('link', { name: 'Troubleshooting', exact: true }).click();
    await expect(page).toHaveURL(/\/installation#troubleshooting$/);

    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/installation#troubleshooting$/);
    expect(await readMarker(page), 'closing the menu').toBe('same-document');

    await page.goBack();
    await expect(page).toHaveURL(/\/installation$/);
    await expect(heading(page)).toHaveText('Installation');
    await expect(menu(page)).toBeHidden();
    expect(await readMarker(page), 'Back to the entry before the hash link').toBe('same-document');

    await page.goForward();
    await expect(page).toHaveURL(/\/installation#troubleshooting$/);
    await expect(heading(page)).toHaveText('Installation');
    expect(await readMarker(page), 'Forward to the hash-link entry').toBe('same-document');

    await page.goBack();
    await expect(page).toHaveURL(/\/installation$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/installation#troubleshooting$/);
    // Forward once more onto the entry the closed menu left behind, if the browser kept it.
    await page.goForward();
    await expect(page).toHaveURL(/\/installation#troubleshooting$/);
    await expect(heading(page)).toHaveText('Installation');
    await page.waitForTimeout(500);
    expect(await readMarker(page), 'Back/Forward never load the page in full').toBe('same-document');
    await expect(spinner(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
