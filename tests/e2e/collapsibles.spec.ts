import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** lib/browser/collapse.ts: c = h / 36, round((4 + 15 * c^0.25 + c / 5) * 10) ms. */
function collapseDurationMs(height: number): number {
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const guides = (scope: Page | Locator) => scope.getByRole('button', { name: 'Guides', exact: true });

async function listOf(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

type TransitionRecord = {
  /** Computed transition-duration when the transition was set, e.g. "0.22s". */
  duration: string;
  /** The CSS transitions running on the list at that moment (proof that the height is animated). */
  running: { property: string; durationMs: number }[];
  done: boolean;
};

/**
 * Watches the list's inline style: the moment a transition is set (right after the click's
 * render) it records the computed transition-duration and the running CSS transitions, then
 * notes when the transition is removed again (animation finished).
 */
async function watchTransition(list: Locator) {
  await list.evaluate((element) => {
    const records: TransitionRecord[] = [];
    (window as unknown as { __transitions: TransitionRecord[] }).__transitions = records;
    let current: TransitionRecord | null = null;
    new MutationObserver(() => {
      if (!current && element.style.transition) {
        current = {
          duration: getComputedStyle(element).transitionDuration,
          running: element.getAnimations().map((animation) => ({
            property: (animation as CSSTransition).transitionProperty ?? '',
            durationMs: Number(animation.effect?.getTiming().duration ?? NaN),
          })),
          done: false,
        };
        records.push(current);
      } else if (current && !element.style.transition) {
        current.done = true;
        current = null;
      }
    }).observe(element, { attributes: true, attributeFilter: ['style'] });
  });
}

const transitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __transitions: TransitionRecord[] }).__transitions);

/**
 * Collapsed: aria-expanded is false, and the list is at height 0 and hidden, or not rendered at all
 * (a category collapsed when mounted renders its list on first expand, components/docs/SidebarCategory.tsx).
 */
async function expectCollapsed(button: Locator, list?: Locator) {
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  if (!list) {
    const id = await button.getAttribute('aria-controls');
    if (id === null) {
      await expect(button.locator('xpath=..').getByRole('link', { name: 'Installation' })).toHaveCount(0);
      return;
    }
    list = button.page().locator(`[id="${id}"]`);
  }
  await expect(list).toHaveCSS('height', '0px');
  await expect(list).toHaveCSS('visibility', 'hidden');
  await expect(list.getByRole('link', { name: 'Installation' })).toBeHidden();
}

async function expectExpanded(button: Locator, list: Locator) {
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('link', { name: 'Installation' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Customization' })).toBeVisible();
  await expect.poll(() => list.evaluate((element) => element.style.height)).toBe(''); // back to auto height
}

test.describe('sidebar category collapsibles', () => {
  test('Guides collapses and expands with a height animation timed by the collapse formula', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = guides(sidebar(page));
    const list = await listOf(button);
    await expectExpanded(button, list);
    const scrollHeight = () => list.evaluate((element) => element.scrollHeight);
    const fullHeight = (await list.boundingBox())!.height;
    expect(fullHeight).toBeGreaterThan(0);
    await watchTransition(list);

    // Collapse: the duration comes from the list's scrollHeight when the click happens.
    const heightBeforeCollapse = await scrollHeight();
    await button.click();
    await expect.poll(async () => (await transitions(page)).length).toBe(1);
    const collapse = (await transitions(page))[0];
    expect(parseFloat(collapse.duration) * 1000).toBeCloseTo(collapseDurationMs(heightBeforeCollapse), 3);
    expect(collapseDurationMs(heightBeforeCollapse)).toBeGreaterThan(100); // a visible animation, not an instant jump
    await expect.poll(async () => (await transitions(page))[0].done).toBe(true);
    await expectCollapsed(button, list);
    expect(collapse.running).toEqual([{ property: 'height', durationMs: collapseDurationMs(heightBeforeCollapse) }]);

    // Expand.
    const heightBeforeExpand = await scrollHeight();
    expect(heightBeforeExpand).toBeGreaterThan(0);
    await button.click();
    await expect.poll(async () => (await transitions(page)).length).toBe(2);
    const expand = (await transitions(page))[1];
    expect(parseFloat(expand.duration) * 1000).toBeCloseTo(collapseDurationMs(heightBeforeExpand), 3);
    await expect.poll(async () => (await transitions(page))[1].done).toBe(true);
    await expectExpanded(button, list);
    expect(expand.running).toEqual([{ property: 'height', durationMs: collapseDurationMs(heightBeforeExpand) }]);
    expect((await list.boundingBox())!.height).toBeCloseTo(fullHeight, 0);
    expect(consoleErrors).toEqual([]);
  });

  test('with reduced motion the animation lasts 1ms', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const button = guides(sidebar(page));
    const list = await listOf(button);
    await watchTransition(list);

    await button.click();
    await expect.poll(async () => (await transitions(page)).length).toBe(1);
    expect((await transitions(page))[0].duration).toBe('0.001s');
    expect((await transitions(page))[0].running).toEqual([{ property: 'height', durationMs: 1 }]);
    await expectCollapsed(button, list);

    await button.click();
    await expect.poll(async () => (await transitions(page)).length).toBe(2);
    expect((await transitions(page))[1].duration).toBe('0.001s');
    await expectExpanded(button, list);
  });

  test('the category holding the current page is expanded on load', async ({ page }) => {
    await page.goto('/installation');
    const button = guides(sidebar(page));
    const list = await listOf(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
    await waitForHydration(page);
    await expectExpanded(button, list);
  });

  test('navigating into a collapsed category expands it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = guides(sidebar(page));
    const list = await listOf(button);
    await button.click();
    await expectCollapsed(button, list);

    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Installation/ }).click();
    await expect(page).toHaveURL(/\/installation$/);
    // From the second page on, the docs layout keeps the sidebar (DocSidebarHost): look the list up again.
    const listAfter = await listOf(button);
    await expectExpanded(button, listAfter);
    await expect(listAfter.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
  });

  test('a collapsed category stays collapsed across client navigation that does not enter it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const button = guides(sidebar(page));
    const list = await listOf(button);
    await button.click();
    await expectCollapsed(button, list);

    // The brand link, the sidebar's Introduction link, the breadcrumbs' home link and the footer's Introduction link.
    const links = [
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Textwidget', exact: true }),
      sidebar(page).getByRole('link', { name: 'Introduction', exact: true }),
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home page' }),
      page.getByRole('contentinfo').getByRole('link', { name: 'Introduction', exact: true }),
    ];
    for (const link of links) {
      await link.click();
      await expect(page).toHaveURL(/\/$/);
      // The docs layout may take the sidebar over from the page while the test looks (DocSidebarHost):
      // an attempt that read the list's id just before that looks it up again.
      await expect(async () => expectCollapsed(guides(sidebar(page)))).toPass({ timeout: 15_000 });
    }
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test.describe('in the mobile menu', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('a category collapsed in the menu is still collapsed when the menu is reopened', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
      const menu = page.getByRole('dialog', { name: 'Navigation menu' });

      await toggle.click();
      await expect(menu).toBeVisible();
      const button = guides(menu);
      await expectExpanded(button, await listOf(button));
      await button.click();
      await expectCollapsed(button);

      await menu.getByRole('button', { name: 'Close navigation bar' }).click();
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      // Mounted collapsed: no list until it is expanded again.
      await expect(guides(menu)).not.toHaveAttribute('aria-controls');
      await expectCollapsed(guides(menu));

      // And expanded again, it stays expanded.
      await guides(menu).click();
      await expectExpanded(guides(menu), await listOf(guides(menu)));
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await toggle.click();
      await expectExpanded(guides(menu), await listOf(guides(menu)));
    });
  });
});
