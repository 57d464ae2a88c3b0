import { test, expect, blockingViolations, contrast, forEachTabStop, inLightThenDark, storeTheme, waitForHydration } from './fixtures';

const THEMES = ['light', 'dark'] as const;
const ROUTES = ['/', '/installation', '/customization', '/markdown-page', '/does-not-exist'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ROUTES) {
      test(`${path} has no serious or critical violations in light mode, nor in dark mode`, async ({ page }) => {
        await inLightThenDark(
          page,
          path,
          async (theme) => {
            expect.soft(await blockingViolations(page), `axe violations on ${path} (${theme}, ${viewport.width}x${viewport.height})`).toEqual([]);
          },
          () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
        );
      });
    }
  });
}

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab goes through /customization with every focused element visible, down to the footer links', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);

    // Until focus leaves the document (after the last element) or wraps around: the whole page.
    const stops = await forEachTabStop(
      page,
      (element, description) => {
        const rect = element.getBoundingClientRect();
        return {
          description,
          width: rect.width,
          height: rect.height,
          visibility: getComputedStyle(element).visibility,
          inViewport: rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth,
          inFooter: element.closest('footer') !== null,
        };
      },
      400,
    );

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

/**
 * Every colour pair the stylesheet draws, from its tokens (components/theme/site.css), in both modes: text
 * 4.5:1, interface parts (borders of controls, the search field's outline) 3:1 (WCAG 1.4.3, 1.4.11). axe only
 * sees the pairs on the pages it visits in their resting state; a token also paints focus rings, hover
 * states, the crash page's button and search highlights.
 */
const PAIRS: [foreground: string, background: string, minimum: number][] = [
  ['--color-text', '--color-background', 4.5],
  ['--color-text-secondary', '--color-background', 4.5],
  ['--color-muted', '--color-background', 4.5],
  ['--color-primary-text', '--color-background', 4.5],
  // Text too: the navbar dropdown's active item and the headings' "#" links; focus rings and tab underlines.
  ['--color-primary', '--color-background', 4.5],
  ['--color-primary', '--color-navbar', 4.5],
  ['--color-primary-text', '--color-primary-soft', 4.5],
  ['--color-text', '--color-primary-soft', 4.5],
  ['--color-on-primary', '--color-primary', 4.5],
  ['--color-text', '--color-surface', 4.5],
  ['--color-text', '--color-zebra', 4.5],
  ['--color-text', '--color-inline-code', 4.5],
  ['--color-text', '--color-mark', 4.5],
  ['--color-text-secondary', '--color-mark', 4.5],
  ['--color-footer-text', '--color-footer', 4.5],
  ['--color-footer-link', '--color-footer', 4.5],
  ['--color-announcement-text', '--color-announcement', 4.5],
  ['--code-color', '--code-background', 4.5],
  ['--code-color', '--code-highlight-background', 4.5],
  ['--code-line-number', '--code-background', 4.5],
  ['--hl-keyword', '--code-background', 4.5],
  ['--hl-string', '--code-background', 4.5],
  ['--hl-comment', '--code-background', 4.5],
  ['--hl-number', '--code-background', 4.5],
  ['--hl-title', '--code-background', 4.5],
  ['--hl-built-in', '--code-background', 4.5],
  ['--hl-tag', '--code-background', 4.5],
];

for (const theme of THEMES) {
  test(`every colour pair of the stylesheet's tokens meets WCAG 2.2 AA contrast in ${theme} mode`, async ({ page }) => {
    await storeTheme(page, theme);
    await page.goto('/installation');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const names = [...new Set(PAIRS.flatMap(([foreground, background]) => [foreground, background]))];
    // Resolved by the browser: a probe element painted with each token.
    const colours = await page.evaluate((tokens) => {
      const probe = document.createElement('span');
      document.body.append(probe);
      const resolved = Object.fromEntries(
        tokens.map((token) => {
          probe.style.color = `var(${token})`;
          return [token, getComputedStyle(probe).color];
        }),
      );
      probe.remove();
      return resolved;
    }, names);
    const failing = PAIRS.map(([foreground, background, minimum]) => ({ foreground, background, minimum, ratio: contrast(colours[foreground], colours[background]) }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(({ foreground, background, minimum, ratio }) => `${foreground} ${colours[foreground]} on ${background} ${colours[background]}: ${ratio.toFixed(2)}:1, needs ${minimum}:1`);
    expect(failing, `in ${theme} mode (components/theme/site.css)`).toEqual([]);
  });
}

/**
 * A focus ring must stand out from what it is drawn on (WCAG 1.4.11: 3:1), on every Tab stop: one token
 * pair cannot say it, as the ring is drawn on the navbar, the page, the footer's dark band or a code block.
 * The colour behind is the first opaque background from the element's parent up (the ring lies outside it).
 */
for (const theme of THEMES) {
  test(`every Tab stop's focus ring has 3:1 contrast with what is behind it in ${theme} mode`, async ({ page }) => {
    test.setTimeout(60_000);
    await storeTheme(page, theme);
    const failing: string[] = [];
    for (const route of ['/customization', '/markdown-page', '/search?q=theme']) {
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const stops = await forEachTabStop(page, (element, description) => {
        const style = getComputedStyle(element);
        let behind = 'rgb(255, 255, 255)';
        for (let node = element.parentElement; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          const alpha = colour.match(/rgba\(.*,\s*([\d.]+)\)/);
          if (colour !== 'rgba(0, 0, 0, 0)' && (!alpha || Number(alpha[1]) === 1)) {
            behind = colour;
            break;
          }
        }
        return { description, outlineStyle: style.outlineStyle, outlineColor: style.outlineColor, behind };
      });
      for (const stop of stops) {
        const ratio = stop.outlineStyle === 'none' ? 0 : contrast(stop.outlineColor, stop.behind);
        if (ratio < 3) failing.push(`${route} ${stop.description}: ring ${stop.outlineStyle} ${stop.outlineColor} on ${stop.behind}, ${ratio.toFixed(2)}:1`);
      }
      // Down to the footer's links, past the navbar and the page.
      expect(stops.length, `Tab stops on ${route}`).toBeGreaterThan(15);
    }
    expect(failing, `focus rings under 3:1 in ${theme} mode`).toEqual([]);
  });
}
