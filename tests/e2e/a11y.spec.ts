import AxeBuilder from '@axe-core/playwright';
import { test, expect, storeTheme, waitForHydration } from './fixtures';

const ROUTES = ['/', '/installation', '/customization', '/markdown-page', '/does-not-exist'];
const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing node: rule, impact, target, and why, so a failure names what to fix. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `  [${violation.impact}] ${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}: ${summary}`;
      }),
    )
    .join('\n');
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const theme of THEMES) {
      for (const path of ROUTES) {
        test(`${path} in ${theme} mode has no serious or critical violations`, async ({ page }) => {
          await storeTheme(page, theme);
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

          const results = await new AxeBuilder({ page }).analyze();
          const blocking = results.violations.filter(
            (violation) => violation.impact === 'serious' || violation.impact === 'critical',
          );
          expect(
            blocking,
            `axe violations on ${path} (${theme}, ${viewport.width}x${viewport.height}):\n${describeViolations(blocking)}`,
          ).toEqual([]);
        });
      }
    }
  });
}

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab goes through /customization with every focused element visible, down to the footer links', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);

    type Stop = {
      description: string;
      width: number;
      height: number;
      visibility: string;
      inViewport: boolean;
      inFooter: boolean;
      isBody: boolean;
      /** Focus came back to an element already visited. */
      wrapped: boolean;
    };
    const stops: Stop[] = [];
    for (let index = 0; index < 400; index += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate((): Stop => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body || element === document.documentElement) {
          return { description: 'body', width: 0, height: 0, visibility: '', inViewport: false, inFooter: false, isBody: true, wrapped: false };
        }
        const store = window as unknown as { __visited?: WeakSet<Element> };
        store.__visited ??= new WeakSet();
        const wrapped = store.__visited.has(element);
        store.__visited.add(element);
        const rect = element.getBoundingClientRect();
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        const href = element.getAttribute('href');
        return {
          description: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${href ? ` href="${href}"` : ''}> "${label}"`,
          width: rect.width,
          height: rect.height,
          visibility: getComputedStyle(element).visibility,
          inViewport: rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth,
          inFooter: element.closest('footer') !== null,
          isBody: false,
          wrapped,
        };
      });
      // Focus left the document (after the last element) or wrapped around: the whole page was visited.
      if (stop.isBody || stop.wrapped) break;
      stops.push(stop);
    }

    expect(stops.length, 'number of tab stops').toBeGreaterThan(10);
    expect(stops[0].description).toContain('Skip to main content');

    const invisible = stops.filter(
      (stop) => stop.width === 0 || stop.height === 0 || stop.visibility === 'hidden' || !stop.inViewport,
    );
    expect(
      invisible.map((stop) => `${stop.description} ${Math.round(stop.width)}x${Math.round(stop.height)} visibility=${stop.visibility} inViewport=${stop.inViewport}`),
      'focused elements that a keyboard user cannot see',
    ).toEqual([]);

    const footerStops = stops.filter((stop) => stop.inFooter).map((stop) => stop.description);
    for (const name of ['Introduction', 'Installation', 'Customization', 'Home page', 'Web app']) {
      expect(footerStops.some((description) => description.includes(`"${name}`)), `focus reaches the footer link "${name}"\n${footerStops.join('\n')}`).toBe(true);
    }
  });
});
