import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';

// Runs in the 'e2e-build' project: out-e2e, built with the navbar hide-on-scroll flag on.
test.use({ viewport: { width: 1280, height: 720 } });

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Scrolls the window to `y` and waits until the position is reached and a frame has been rendered. */
async function scrollToY(page: Page, y: number) {
  await page.evaluate((target) => window.scrollTo(0, target), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const navbarBox = async (page: Page) => (await navbar(page).boundingBox())!;

async function expectHidden(page: Page) {
  await expect(navbar(page)).toHaveAttribute('data-hidden', 'true');
  // Visually translated out of the viewport once the transition has run.
  await expect.poll(async () => (await navbarBox(page)).y + (await navbarBox(page)).height).toBeLessThanOrEqual(0);
}

async function expectShown(page: Page) {
  await expect(navbar(page)).not.toHaveAttribute('data-hidden', /.*/);
  await expect.poll(async () => (await navbarBox(page)).y).toBeGreaterThanOrEqual(0);
  await expect(navbar(page)).toBeInViewport({ ratio: 1 });
}

test.describe('navbar hide on scroll (flag on)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);
    await expectShown(page);
  });

  test('hides on scroll down, shows on scroll up and near the top', async ({ page, consoleErrors }) => {
    const documentHeight = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(documentHeight).toBeGreaterThan(1200);

    await scrollToY(page, 800);
    await expectHidden(page);

    await scrollToY(page, 700); // a little up
    await expectShown(page);

    await scrollToY(page, 1100); // down again
    await expectHidden(page);

    await scrollToY(page, 30); // back near the top
    await expectShown(page);
    expect(consoleErrors).toEqual([]);
  });

  test('stays visible while scrolling down within the navbar height from the top', async ({ page }) => {
    await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Main"]')!;
      const changes: (string | null)[] = [];
      (window as unknown as { __navbarChanges: (string | null)[] }).__navbarChanges = changes;
      new MutationObserver(() => changes.push(nav.getAttribute('data-hidden'))).observe(nav, {
        attributes: true,
        attributeFilter: ['data-hidden'],
      });
    });
    await scrollToY(page, 20);
    await scrollToY(page, 50);
    await expectShown(page);
    expect(await page.evaluate(() => (window as unknown as { __navbarChanges: unknown[] }).__navbarChanges)).toEqual([]);
  });

  test('focusing a navbar item brings the hidden navbar back', async ({ page }) => {
    await scrollToY(page, 800);
    await expectHidden(page);
    await navbar(page).getByRole('link', { name: 'Docs', exact: true }).focus();
    await expectShown(page);
  });
});
