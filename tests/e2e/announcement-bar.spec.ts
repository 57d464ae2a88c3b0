import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';
const BAR_ID = 'textwidget-2-launch';
const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

type BarProbe = {
  /** offsetHeight of the bar each time the DOM changed before DOMContentLoaded (once the bar exists). */
  heights: number[];
  firstContentFrameHeight: number | null | undefined;
  atDomContentLoaded: { attribute: string | null; height: number | null } | null;
};

/** Records the bar's rendered height from the moment it is parsed until the first frame and DOMContentLoaded. */
async function installBarProbe(page: Page) {
  await page.addInitScript((attribute) => {
    const probe: BarProbe = { heights: [], firstContentFrameHeight: undefined, atDomContentLoaded: null };
    (window as unknown as { __barProbe: BarProbe }).__barProbe = probe;
    const height = () => document.querySelector<HTMLElement>('[data-announcement-bar]')?.offsetHeight ?? null;
    let loaded = false;
    new MutationObserver(() => {
      const value = height();
      if (!loaded && value !== null) probe.heights.push(value);
    }).observe(document, { subtree: true, childList: true });
    const frame = () =>
      requestAnimationFrame(() => {
        const value = height();
        if (value !== null) probe.firstContentFrameHeight = value;
        else frame();
      });
    frame();
    document.addEventListener('DOMContentLoaded', () => {
      loaded = true;
      probe.atDomContentLoaded = { attribute: document.documentElement.getAttribute(attribute), height: height() };
    });
  }, DISMISSED_ATTRIBUTE);
}

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __barProbe: BarProbe }).__barProbe);

test.describe('announcement bar', () => {
  test('is shown above the navbar with the announcement', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('Textwidget 2 is out');
    await expect(page.locator('html')).toHaveAttribute(DISMISSED_ATTRIBUTE, 'false');

    const barBox = await bar(page).boundingBox();
    const navBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(barBox && navBox).toBeTruthy();
    expect(barBox!.height).toBeGreaterThan(0);
    expect(barBox!.y).toBeLessThan(navBox!.y);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(navBox!.y + 1);

    // The head script records which announcement the reader has seen.
    expect(await stored(page, ID_KEY)).toBe(BAR_ID);
    expect(await stored(page, DISMISS_KEY)).toBeNull();
    await waitForHydration(page);
    expect(consoleErrors).toEqual([]);
  });

  test('Close hides the bar and remembers it; after reload it is hidden from the first paint', async ({ page, consoleErrors }) => {
    await installBarProbe(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    expect((await readProbe(page)).atDomContentLoaded?.height).toBeGreaterThan(0); // the probe sees a shown bar

    await bar(page).getByRole('button', { name: 'Close' }).click();

    await expect(bar(page)).toBeHidden();
    await expect.poll(() => stored(page, DISMISS_KEY)).toBe('true');
    expect(await stored(page, ID_KEY)).toBe(BAR_ID);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(async () => (await readProbe(page)).firstContentFrameHeight).not.toBeUndefined();
    const probe = await readProbe(page);
    expect(probe.atDomContentLoaded).toEqual({ attribute: 'true', height: 0 });
    expect(probe.heights.length).toBeGreaterThan(0);
    expect(probe.heights.every((height) => height === 0)).toBe(true);
    expect(probe.firstContentFrameHeight).toBe(0);

    await waitForHydration(page);
    await expect(bar(page)).toBeHidden();
    expect(await stored(page, DISMISS_KEY)).toBe('true');
    expect(await stored(page, ID_KEY)).toBe(BAR_ID);

    // Other pages too, on a full load and on client navigation.
    await page.goto('/markdown-page');
    await expect(page.locator('html')).toHaveAttribute(DISMISSED_ATTRIBUTE, 'true');
    await expect(bar(page)).toBeHidden();
    await page.getByRole('link', { name: 'Back to the documentation home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('a new announcement id shows the bar again and resets the stored dismissal', async ({ page }) => {
    // Seed storage once, before the first load only (a reload must not re-seed).
    await page.addInitScript(
      ({ dismissKey, idKey }) => {
        if (window.sessionStorage.getItem('__seeded')) return;
        window.sessionStorage.setItem('__seeded', '1');
        window.localStorage.setItem(idKey, 'old-id');
        window.localStorage.setItem(dismissKey, 'true');
      },
      { dismissKey: DISMISS_KEY, idKey: ID_KEY },
    );
    await page.goto('/installation');

    await expect(page.locator('html')).toHaveAttribute(DISMISSED_ATTRIBUTE, 'false');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('Textwidget 2 is out');
    expect(await stored(page, DISMISS_KEY)).toBeNull();
    expect(await stored(page, ID_KEY)).toBe(BAR_ID);

    // Still shown after a reload (the reset sticks), and it can be dismissed again.
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toBeHidden();
    await expect.poll(() => stored(page, DISMISS_KEY)).toBe('true');
  });

  test('the same announcement id with a stored dismissal stays hidden', async ({ page }) => {
    await page.addInitScript(
      ({ dismissKey, idKey, id }) => {
        window.localStorage.setItem(idKey, id);
        window.localStorage.setItem(dismissKey, 'true');
      },
      { dismissKey: DISMISS_KEY, idKey: ID_KEY, id: BAR_ID },
    );
    await installBarProbe(page);
    await page.goto('/customization', { waitUntil: 'domcontentloaded' });
    await expect.poll(async () => (await readProbe(page)).firstContentFrameHeight).toBe(0);
    expect((await readProbe(page)).atDomContentLoaded).toEqual({ attribute: 'true', height: 0 });
    await waitForHydration(page);
    await expect(bar(page)).toBeHidden();
  });

  for (const { width, first } of [
    { width: 1280, first: { role: 'link', name: 'Textwidget' } },
    { width: 375, first: { role: 'button', name: 'Toggle navigation bar' } },
  ] as const) {
    test(`closed from the keyboard at ${width} px, focus goes to the top of the page: Tab reaches the skip link, then the navbar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/installation');
      await waitForHydration(page);
      await bar(page).getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(bar(page)).toBeHidden();
      await expect(page.getByRole('region', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole(first.role, { name: first.name, exact: true })).toBeFocused();
    });
  }
});
