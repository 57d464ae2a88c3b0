import { test, expect, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 740 } });

const ROUTES = ['/', '/installation', '/customization', '/markdown-page', '/does-not-exist'];

/** The page is no wider than the viewport; a failure names the widest offenders. Code blocks and tables scroll in themselves. */
async function expectNoHorizontalOverflow(page: Page, width: number) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
  const offenders = await page.evaluate((limit) => {
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5 && element.checkVisibility())
      .filter((element) => !element.closest('[style*="overflow"], pre, [role="region"]'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`);
  }, width);
  expect(widths.scroll, `page wider than ${width}px on ${page.url()}: ${offenders.join(', ')}`).toBeLessThanOrEqual(width);
  expect(widths.body).toBeLessThanOrEqual(width);
}

const mobileTocButton = (page: Page) => page.getByRole('button', { name: 'On this page', exact: true });
// The one "On this page" navigation: on narrow screens it sits above the article, collapsed.
const mobileToc = (page: Page) => page.getByRole('navigation', { name: 'On this page', exact: true, includeHidden: true });

test.describe('narrow viewport (375px)', () => {
  test('desktop sidebar is hidden, the TOC is collapsed; the menu toggle is shown', async ({ page }) => {
    await page.goto('/customization');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customization');

    await expect(page.getByRole('navigation', { name: 'Docs sidebar', includeHidden: true })).toBeHidden();
    await expect(mobileToc(page)).toHaveCount(1);
    await expect(mobileToc(page).getByRole('link', { includeHidden: true }).first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();

    // The desktop-only navbar items give way to the menu.
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Textwidget', exact: true })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toBeHidden();
    await expect(navbar.getByRole('button', { name: /Next/ })).toBeHidden();
  });

  test('the menu toggle opens the navigation menu with the docs sidebar', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const docsSidebar = dialog.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(docsSidebar.getByRole('link', { name: 'Installation', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the collapsed "On this page" above the article expands, and following a link collapses it and scrolls', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);

    const button = mobileTocButton(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // It sits above the article.
    const [buttonBox, articleBox] = await Promise.all([button.boundingBox(), page.locator('article').boundingBox()]);
    expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(articleBox!.y);

    const eventsLink = mobileToc(page).getByRole('link', { name: 'Events', exact: true, includeHidden: true });
    await expect(eventsLink).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(eventsLink).toBeVisible();
    await expect(mobileToc(page).getByRole('link', { name: 'Themes', exact: true })).toBeVisible();
    // The same h2/h3 entries as the desktop TOC, no h4.
    await expect(mobileToc(page).locator('a[href="#theme-class-names"]')).toHaveCount(0);
    await expect(mobileToc(page).locator('a[href="#example-1"]')).toHaveCount(1);

    // Once the expand animation has ended (the list back to its natural height): a click while the
    // list grows can land beside the moving link (seen once on a loaded 2-core machine).
    await expect.poll(() => page.locator('.toc__content').evaluate((element) => (element as HTMLElement).style.height)).toBe('');
    await eventsLink.click();
    await expect(page).toHaveURL(/\/customization#events$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Collapsed once the animation has finished.
    await expect(eventsLink).toBeHidden();
    // After the collapse the reader is still looking at the heading they asked for.
    const heading = page.locator('h2#events');
    await expect(heading, 'the followed heading is in view after the mobile TOC collapsed').toBeInViewport();
    const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
    const navbarBottom = await page
      .getByRole('navigation', { name: 'Main' })
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect(headingTop, 'the heading is not covered by the sticky navbar').toBeGreaterThanOrEqual(navbarBottom - 1);
  });

  for (const path of ROUTES) {
    test(`no horizontal overflow on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoHorizontalOverflow(page, WIDTH);
    });
  }
});

// WCAG 1.4.10 (reflow: 320 CSS px, a 1280 px screen at 400 %) with WCAG 1.4.12's text spacing.
test.describe('320 px with wider text spacing', () => {
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });
  const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
  const LONG_QUERY = 'https://cdn.textwidget.example.com/widget/v2.4.1/textwidget.min.js';

  for (const path of [...ROUTES, `/search?q=${encodeURIComponent(LONG_QUERY)}`]) {
    test(`nothing is cut or scrolls sideways on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.addStyleTag({ content: TEXT_SPACING });
      await expectNoHorizontalOverflow(page, 320);
      // The site title gives way to the navbar's controls rather than running under them.
      const brand = await page.locator('.navbar__brand').boundingBox();
      const controls = await page.locator('.navbar__right').boundingBox();
      expect(brand!.x + brand!.width).toBeLessThanOrEqual(controls!.x);
    });
  }
});

// WCAG 1.4.4 (resize text): the reader's browser text size at 200 % (32 px; Chromium's "Font size" setting,
// not page zoom). The breakpoints are in em, so the navbar gives way to the menu rather than overflowing.
test.describe('text size at 200 % on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ['/', '/installation', '/search?q=theme']) {
    test(`nothing scrolls sideways and the menu replaces the navbar's links on ${path}`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      await expectNoHorizontalOverflow(page, 1280);
      const navbar = page.getByRole('navigation', { name: 'Main' });
      await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toBeHidden();
      // Icons grow with the text (24 px at the default size): a search button is not a tall oval around a small lens.
      const iconSize = await navbar.locator('.icon--sun, .icon--moon').first().evaluate((icon) => icon.getBoundingClientRect().width);
      expect(iconSize).toBe(48);
      expect((await navbar.locator('.navbar__logo').boundingBox())!.width, 'the logo, 32 px at the default size').toBe(64);
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Navigation menu' });
      // The menu widens with the text too (300 px at the default size), so its labels do not break.
      // Measured once its slide-in is over (mid-way it is 599.99… px wide).
      await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(600);
      // A doc opens the menu at its sidebar, as in Docusaurus; the navbar's links are one step back.
      if (!path.startsWith('/search')) {
        await expect(dialog.getByRole('link', { name: 'Installation', exact: true })).toBeVisible();
        await dialog.getByRole('button', { name: '← Back to main menu' }).click();
      }
      await expect(dialog.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /Docs version/ })).toBeVisible();
      await expectNoHorizontalOverflow(page, 1280);
    });
  }
});

// WCAG 1.4.4 on a phone: 200 % text on 375 and 320 px screens (11.7em and 10em wide).
for (const width of [375, 320]) {
  test.describe(`text size at 200 % on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const path of ['/installation', '/search?q=theme']) {
      test(`the navbar's buttons fit and nothing scrolls sideways on ${path}`, async ({ page }) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Page.enable');
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
        await page.goto(path);
        await waitForHydration(page);
        await expectNoHorizontalOverflow(page, width);
        const navbar = page.getByRole('navigation', { name: 'Main' });
        for (const button of [page.getByRole('button', { name: 'Toggle navigation bar' }), navbar.getByRole('button', { name: 'Search', exact: true })]) {
          const box = (await button.boundingBox())!;
          expect(box.x, 'inside the screen').toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(width);
        }
        // The logo stays clear of the buttons.
        const brand = (await page.locator('.navbar__brand').boundingBox())!;
        expect(brand.x + brand.width).toBeLessThanOrEqual((await page.locator('.navbar__right').boundingBox())!.x);
        // The theme toggle is the menu's there.
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
        await page.keyboard.press('Escape');
        // The title is left to screen readers there: the brand link keeps its name.
        await expect(navbar.getByRole('link', { name: 'Textwidget', exact: true })).toBeVisible();
      });
    }
  });
}

test.describe('a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the page title and the site title show whole: no word broken, no ellipsis', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);
    const h1 = page.getByRole('heading', { level: 1 });
    const lineHeight = await h1.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await h1.boundingBox())!.height, '"Customization" on one line').toBeLessThan(lineHeight * 1.5);
    const title = page.locator('.navbar__title');
    expect(await title.evaluate((element) => element.scrollWidth - element.clientWidth), 'the site title is not cut').toBeLessThanOrEqual(0);
  });
});
