import type { Page } from '@playwright/test';
import { contrast, test, expect, storeTheme, waitForHydration } from './fixtures';

/**
 * Windows High Contrast (forced colours): the system palette replaces the site's colours. A reader with
 * a dark palette ("Night sky") on the site's default light theme, or the reverse, must still see every
 * icon and which tab is selected.
 */
const PALETTES = [
  { palette: 'dark', theme: 'light' },
  { palette: 'light', theme: 'dark' },
] as const;

/** Every visible icon whose paint is not the forced text colour of the control (or text) it sits in. */
async function iconsOffPalette(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.icon')]
      .filter((icon) => icon.getClientRects().length > 0 && getComputedStyle(icon).visibility === 'visible')
      .map((icon) => {
        const host = icon.closest('a, button, summary') ?? icon.parentElement!;
        const paint = getComputedStyle(icon).backgroundColor;
        const text = getComputedStyle(host).color;
        return paint === text ? '' : `${icon.className} in <${host.tagName.toLowerCase()}> "${host.textContent?.trim() ?? ''}": ${paint}, its text ${text}`;
      })
      .filter(Boolean),
  );
}

/** `colour` ("rgba(r, g, b, a)") drawn over the opaque `behind`, as "rgb(r, g, b)". */
function over(colour: string, behind: string): string {
  const [r, g, b, a = 1] = colour.match(/\d+(\.\d+)?/g)!.map(Number);
  const under = behind.match(/\d+(\.\d+)?/g)!.map(Number);
  return `rgb(${[r, g, b].map((channel, index) => Math.round(channel * a + under[index] * (1 - a))).join(', ')})`;
}

for (const { palette, theme } of PALETTES) {
  test.describe(`forced colours, ${palette} palette on the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await storeTheme(page, theme);
      await page.emulateMedia({ forcedColors: 'active', colorScheme: palette });
    });

    test('every icon is painted in its control’s text colour: navbar, breadcrumbs, doc footer, search results', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/installation');
      await waitForHydration(page);
      expect(await iconsOffPalette(page)).toEqual([]);
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('theme');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await iconsOffPalette(page)).toEqual([]);
    });

    test('every icon of the mobile navbar and menu is painted in its control’s text colour', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/installation');
      await waitForHydration(page);
      expect(await iconsOffPalette(page)).toEqual([]);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
      expect(await iconsOffPalette(page)).toEqual([]);
    });

    test('a highlighted code line keeps its text readable: painted in its own colours, in contrast', async ({ page }) => {
      await page.goto('/installation');
      const line = page.locator('mark.code-line-highlighted').first();
      const paint = await line.evaluate((mark) => {
        const style = getComputedStyle(mark);
        return { adjust: style.forcedColorAdjust, color: style.color, background: style.backgroundColor, behind: getComputedStyle(mark.closest('pre')!).backgroundColor };
      });
      // Left to the forced palette, Chromium paints each run of text on a Canvas backplate over the Mark colour:
      // black text on black with a dark palette.
      expect(paint.adjust).toBe('none');
      expect(contrast(paint.color, over(paint.background, paint.behind))).toBeGreaterThanOrEqual(4.5);
    });

    test('only highlighted code lines have a bar at their left', async ({ page }) => {
      await page.goto('/installation');
      const block = page.locator('pre').filter({ has: page.locator('mark.code-line-highlighted') }).first();
      const bars = await block.locator('.code-line').evaluateAll((lines) =>
        lines.map((line) => {
          // The first opaque background behind the line.
          let behind: Element | null = line.parentElement;
          while (behind && /rgba\(.*, 0\)$|transparent/.test(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
          const style = getComputedStyle(line);
          return { marked: line.tagName === 'MARK', bar: style.borderLeftColor, own: style.backgroundColor, behind: getComputedStyle(behind ?? document.body).backgroundColor };
        }),
      );
      const unmarked = bars.filter((line) => !line.marked);
      expect(unmarked.length).toBeGreaterThan(0);
      for (const line of unmarked) expect(line.bar, 'an unmarked line\'s bar is the background colour').toBe(line.behind);
      // A marked line's bar is drawn over its own background.
      for (const line of bars.filter((line) => line.marked)) expect(line.bar).not.toBe(line.own);
    });

    test('only the selected tab is underlined', async ({ page }) => {
      await page.goto('/installation');
      await waitForHydration(page);
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      const underlines = await tabs.evaluateAll((elements) =>
        elements.map((tab) => ({ selected: tab.getAttribute('aria-selected') === 'true', color: getComputedStyle(tab).borderBottomColor })),
      );
      const selected = underlines.filter((tab) => tab.selected).map((tab) => tab.color);
      const others = underlines.filter((tab) => !tab.selected).map((tab) => tab.color);
      const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(selected).toHaveLength(1);
      expect(others.length).toBeGreaterThan(0);
      for (const color of others) expect(color, 'an unselected tab is not underlined (the underline is the background colour)').toBe(canvas);
      expect(selected[0]).not.toBe(canvas);
    });
  });
}
