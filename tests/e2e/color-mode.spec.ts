import type { Page } from '@playwright/test';
import { expect, storeTheme, test, waitForHydration } from './fixtures';

/** Every kind of page: docs (with and without a category), a standalone page and the 404 page. */
const ROUTES = ['/', '/installation', '/customization', '/markdown-page', '/does-not-exist'];

const DARK_BACKGROUND = 'rgb(27, 27, 29)'; // --color-background in html[data-theme='dark']
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

const toggleButton = (page: Page, mode: 'light' | 'dark') =>
  page.getByRole('button', { name: `Switch between dark and light mode (currently ${mode} mode)`, exact: true });

const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

type PaintProbe = {
  /** data-theme each time the DOM changed while the body had rendered content, until DOMContentLoaded. */
  themesWhileContent: (string | null)[];
  /** data-theme in the first animation frame in which the body had rendered content. */
  firstContentFrame: string | null | undefined;
  /** data-theme and body background at DOMContentLoaded. */
  atDomContentLoaded: { theme: string | null; background: string } | null;
  /** performance.now() when data-theme first became dark (observed), and the browser's first-paint time. */
  darkAt: number | null;
  firstPaint: number | null;
};

/**
 * Records the colour mode the reader could see while the page loads. Note that the
 * bare <body> (before any rendered child) is not a paint of the wrong theme: the
 * theme script is the body's first child, so only content after it can be painted.
 */
async function installPaintProbe(page: Page) {
  await page.addInitScript(() => {
    const probe = {
      themesWhileContent: [] as (string | null)[],
      firstContentFrame: undefined as string | null | undefined,
      atDomContentLoaded: null as { theme: string | null; background: string } | null,
      darkAt: null as number | null,
      firstPaint: null as number | null,
    };
    (window as unknown as { __paintProbe: typeof probe }).__paintProbe = probe;
    const theme = () => document.documentElement.getAttribute('data-theme');
    const hasRenderedContent = () =>
      !!document.body &&
      Array.from(document.body.children).some(
        (element) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK'].includes(element.tagName) && !element.hasAttribute('hidden'),
      );
    let loaded = false;
    const observer = new MutationObserver(() => {
      if (theme() === 'dark' && probe.darkAt === null) probe.darkAt = performance.now();
      if (!loaded && hasRenderedContent()) probe.themesWhileContent.push(theme());
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme'] });
    const frame = () =>
      requestAnimationFrame(() => {
        if (hasRenderedContent()) probe.firstContentFrame = theme();
        else frame();
      });
    frame();
    document.addEventListener('DOMContentLoaded', () => {
      loaded = true;
      probe.atDomContentLoaded = { theme: theme(), background: getComputedStyle(document.body).backgroundColor };
    });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-paint') probe.firstPaint = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // Paint timing unsupported: the other probes still apply.
    }
  });
}

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __paintProbe: PaintProbe }).__paintProbe);

test.describe('colour mode', () => {
  test('is light by default and the toggle switches to dark, remembered across reloads', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBeNull();
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);

    await toggleButton(page, 'light').click();

    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggleButton(page, 'dark')).toBeVisible();
    await expect.poll(() => storedTheme(page)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggleButton(page, 'dark')).toBeVisible();
    expect(await storedTheme(page)).toBe('dark');

    // And back to light.
    await toggleButton(page, 'dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggleButton(page, 'light')).toBeVisible();
    await expect.poll(() => storedTheme(page)).toBe('light');
    expect(consoleErrors).toEqual([]);
  });

  for (const route of ROUTES) {
    test(`no flash of the light theme with dark stored: ${route}`, async ({ page }) => {
      await storeTheme(page, 'dark');
      await installPaintProbe(page);
      const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(route === '/does-not-exist' ? 404 : 200);
      await expect.poll(async () => (await readProbe(page)).firstContentFrame).not.toBeUndefined();

      const probe = await readProbe(page);
      expect(probe.themesWhileContent.length).toBeGreaterThan(0);
      expect(probe.themesWhileContent).not.toContain('light');
      expect(probe.themesWhileContent.every((theme) => theme === 'dark')).toBe(true);
      expect(probe.firstContentFrame).toBe('dark');
      expect(probe.atDomContentLoaded).toEqual({ theme: 'dark', background: DARK_BACKGROUND });
      expect(probe.darkAt).not.toBeNull();
      if (probe.firstPaint !== null) expect(probe.darkAt!).toBeLessThanOrEqual(probe.firstPaint);

      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(toggleButton(page, 'dark')).toBeVisible();
    });
  }

  for (const stored of ['purple', '"dark"']) {
    test(`a stored value that is no colour mode (${stored}) gives the default, before and after hydration, and is dropped`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        if (!window.sessionStorage.getItem('seeded')) {
          window.sessionStorage.setItem('seeded', '1');
          window.localStorage.setItem('theme', value);
        }
      }, stored);
      await page.goto('/installation');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
      await expect(toggleButton(page, 'light')).toBeVisible();
      expect(await storedTheme(page)).toBeNull();
      // The toggle still works and its choice is kept.
      await toggleButton(page, 'light').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await storedTheme(page)).toBe('dark');
    });
  }

  test('the toggle is disabled until the page is hydrated, so an early click is not lost silently (as Docusaurus)', async ({ page }) => {
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Scripts are held (a module script even holds DOMContentLoaded): the page is parsed and painted.
    await page.goto('/installation', { waitUntil: 'commit' });
    await expect(toggleButton(page, 'light')).toBeDisabled();
    await page.waitForTimeout(300);
    await expect(toggleButton(page, 'light')).toBeDisabled();
    releaseScripts();
    await waitForHydration(page);
    await expect(toggleButton(page, 'light')).toBeEnabled();
    await toggleButton(page, 'light').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('syncs across tabs without a reload', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/');
    await waitForHydration(first);
    await waitForHydration(second);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
    const secondUrl = second.url();
    await second.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await toggleButton(first, 'light').click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');

    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggleButton(second, 'dark')).toBeAttached();
    expect(second.url()).toBe(secondUrl);
    expect(await second.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test.describe('with a dark system preference', () => {
    test.use({ colorScheme: 'dark' });

    test('stays light when nothing is stored (respectPrefersColorScheme is off)', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      expect(await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(toggleButton(page, 'light')).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BACKGROUND);
      expect(await storedTheme(page)).toBeNull();
    });
  });

  for (const route of ROUTES) {
    test(`no hydration warnings or console errors in dark mode: ${route}`, async ({ page, consoleErrors }) => {
      const hydrationWarnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) hydrationWarnings.push(`${message.type()}: ${message.text()}`);
      });
      await storeTheme(page, 'dark');
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(toggleButton(page, 'dark')).toBeVisible();
      // Errors of late requests (prefetches) too.
      await page.waitForLoadState('networkidle');

      expect(hydrationWarnings).toEqual([]);
      // The 404 page's own document is answered with status 404, which Chromium logs as a resource error.
      let errors = consoleErrors;
      if (route === '/does-not-exist') {
        const documentStatus = /Failed to load resource: the server responded with a status of 404/;
        expect(consoleErrors.filter((text) => documentStatus.test(text)).length).toBeLessThanOrEqual(1);
        errors = consoleErrors.filter((text) => !documentStatus.test(text));
      }
      expect(errors).toEqual([]);
    });
  }
});
