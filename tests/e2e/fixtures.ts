import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ElementHandle, type Locator, type Page } from '@playwright/test';
import { SETTLED_GLOBAL } from '@/lib/postbuild/after-paint-scripts';

/**
 * The built pages start their scripts after the first paint (lib/postbuild/after-paint-scripts.ts),
 * so the load event that `goto` waits for can come before them. Like a reader who waits for the
 * page to settle, `goto` and `reload` also wait until those scripts have loaded (or failed).
 */
async function scriptsSettled(page: Page) {
  try {
    await page.evaluate(`Promise.resolve(window.${SETTLED_GLOBAL}).then(() => 0)`);
  } catch (error) {
    // The page went on to another document meanwhile (a reload the test provokes): nothing to wait for.
    if (!/context was destroyed|navigat/i.test((error as Error).message)) throw error;
  }
}

/**
 * `test` with `consoleErrors`: every console error and uncaught exception of the page, for zero-error assertions;
 * and a `page` whose `goto` and `reload` return once the page's scripts have run (see scriptsSettled).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const settles = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (settles(options)) await scriptsSettled(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (settles(options)) await scriptsSettled(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** Stores a colour mode before any page script runs. */
export async function storeTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/**
 * Page data Next's router fetches on a client navigation or prefetch (`*.txt?_rsc=…`), not the
 * first-load payload a page fetches for itself (`<route>.txt`, lib/postbuild/payload-file.ts):
 * for `page.route` in tests that hold or fail navigations.
 */
export const isRouterData = (url: URL) => url.pathname.endsWith('.txt') && url.searchParams.has('_rsc');

/**
 * Waits until React has hydrated the page: the colour mode toggle is disabled in the HTML and enabled
 * once mounted (ColorModeToggle), and the search button marks itself ready once mounted (its keyboard
 * shortcuts are listened to from then on), then a frame more for the effects of that render. Not the
 * network going idle, which waits 500 ms past the last prefetch: tests about late requests wait for it.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('button[aria-label^="Switch between dark and light mode"]:enabled');
    const search = document.querySelector('button.search-button');
    return toggle !== null && (search === null || search.hasAttribute('data-ready'));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * axe-core's serious and critical violations on the page (or inside the elements `include`
 * selects), one line per failing node: the rule, where, and what to fix. Only violations are
 * detailed (resultTypes), which makes a run about a fifth faster.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `[${violation.impact}] ${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
      ),
    );
}

/**
 * Loads `url` in light mode and runs `check`, then stores dark mode as a reader's choice, reloads and
 * runs it again: both modes from one page. `ready` brings the page to the state checked after each
 * load (a category expanded, results shown).
 */
export async function inLightThenDark(page: Page, url: string, check: (theme: 'light' | 'dark') => Promise<void>, ready: () => Promise<void> = async () => {}) {
  await page.goto(url);
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
      await page.reload();
    }
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await ready();
    await check(theme);
  }
}

/** The text of each button inside `scope` that takes focus (a control a keyboard reader can reach). */
export function focusableButtons(scope: Locator): Promise<(string | null)[]> {
  return scope
    .locator('button')
    .evaluateAll((buttons) => buttons.filter((element) => (element.focus(), document.activeElement === element)).map((element) => element.textContent));
}

/**
 * Tabs through the page from where focus is, once per control, until focus leaves the document or comes
 * back to a control already visited, and runs `inspect` in the page on each (with its description:
 * tag and accessible text). Returns what `inspect` returned, in Tab order.
 */
export async function forEachTabStop<T>(page: Page, inspect: (element: HTMLElement, description: string) => T, limit = 300): Promise<T[]> {
  await page.evaluate(() => ((window as unknown as { __tabVisited: WeakSet<Element> }).__tabVisited = new WeakSet()));
  const results: T[] = [];
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluateHandle(() => {
      const element = document.activeElement;
      const visited = (window as unknown as { __tabVisited: WeakSet<Element> }).__tabVisited;
      if (!element || element === document.body || visited.has(element)) return null;
      visited.add(element);
      return element;
    });
    const element = focused.asElement() as ElementHandle<HTMLElement> | null;
    if (!element) {
      await focused.dispose();
      break;
    }
    const description = await element.evaluate(
      (node) => `<${node.tagName.toLowerCase()}> "${node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? ''}"`,
    );
    results.push(await element.evaluate(inspect, description));
    await element.dispose();
  }
  return results;
}

/** WCAG 2.x contrast ratio of two colours as the browser computes them ("rgb(r, g, b)"). */
export function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sidebar category's toggle button: named by its label; beside the category's own link, named
 * as Docusaurus names its caret, "Expand sidebar category 'Basics'" or "Collapse …" by its state.
 */
export function categoryToggle(scope: Page | Locator, label: string): Locator {
  const name = escapeRegExp(label);
  return scope.getByRole('button', { name: new RegExp(`^(?:(?:Expand|Collapse) sidebar category '${name}'|${name})$`) });
}
