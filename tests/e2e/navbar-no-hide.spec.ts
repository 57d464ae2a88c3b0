import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// The 'site' project: out/, as deployed, with hide-on-scroll off (the default).
test.use({ viewport: { width: 1280, height: 720 } });

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function scrollToY(page: Page, y: number) {
  await page.evaluate((target) => window.scrollTo(0, target), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('the navbar stays visible when scrolling down (hide on scroll is off)', async ({ page, consoleErrors }) => {
  await page.goto('/customization');
  await waitForHydration(page);
  // Record any change of the navbar's hidden state or classes while scrolling.
  await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    const changes: string[] = [];
    (window as unknown as { __navbarChanges: string[] }).__navbarChanges = changes;
    new MutationObserver((records) => records.forEach((record) => changes.push(record.attributeName ?? ''))).observe(nav, {
      attributes: true,
      attributeFilter: ['data-hidden', 'class', 'style'],
    });
  });

  for (const y of [300, 800, 1500]) {
    await scrollToY(page, y);
    await expect(navbar(page)).not.toHaveAttribute('data-hidden', /.*/);
    await expect(navbar(page)).toHaveCSS('transform', 'none');
    expect((await navbar(page).boundingBox())!.y).toBe(0); // stuck to the top of the viewport
    await expect(navbar(page)).toBeInViewport({ ratio: 1 });
  }
  await scrollToY(page, 1200); // and scrolling back up changes nothing either
  expect(await page.evaluate(() => (window as unknown as { __navbarChanges: string[] }).__navbarChanges)).toEqual([]);
  await expect(navbar(page)).toBeInViewport({ ratio: 1 });
  expect(consoleErrors).toEqual([]);
});
