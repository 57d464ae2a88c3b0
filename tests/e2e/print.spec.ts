import { test, expect, storeTheme, waitForHydration } from './fixtures';

/** Printing a doc (or saving it as PDF): the content, without navigation, controls or site chrome. */
for (const theme of ['light', 'dark'] as const) {
  test(`a printed doc in ${theme} mode shows its content in the light palette, without navigation or controls`, async ({ page }) => {
    await storeTheme(page, theme);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/installation');
    await waitForHydration(page);
    const chrome = [
      ['skip link', page.getByRole('link', { name: 'Skip to main content' })],
      ['announcement bar', page.getByRole('button', { name: 'Close' })],
      ['navbar', page.getByRole('navigation', { name: 'Main' })],
      ['docs sidebar', page.getByRole('navigation', { name: 'Docs sidebar' })],
      ['breadcrumbs', page.getByRole('navigation', { name: 'Breadcrumbs' })],
      ['table of contents', page.getByText('On this page')],
      ['Copy page', page.getByRole('button', { name: 'Copy page' })],
      ['code copy buttons', page.getByRole('button', { name: /copy code/i })],
      ['heading links', page.getByRole('link', { name: /^Direct link to/ })],
      ['Edit this page', page.getByRole('link', { name: /Edit this page/ })],
      ['previous/next', page.getByRole('navigation', { name: 'Docs pages' })],
      ['site footer', page.getByRole('contentinfo')],
    ] as const;
    for (const [name, locator] of chrome) expect(await locator.count(), `the page has its ${name}`).toBeGreaterThan(0);

    await page.emulateMedia({ media: 'print' });
    for (const [name, locator] of chrome) await expect(locator.filter({ visible: true }), `${name} is not printed`).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();

    const colours = await page.evaluate(() => ({
      text: getComputedStyle(document.body).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
    expect(colours).toEqual({ text: 'rgb(28, 30, 33)', scheme: 'light' });
    // The article uses the page's width, and no code line is cut at the paper's edge: A4 less the
    // browser's default margins is about 720 CSS px (page.pdf() below prints with none).
    const article = await page.locator('article').first().boundingBox();
    expect(article!.width).toBeGreaterThan(1000);
    await page.setViewportSize({ width: 720, height: 1000 });
    const cut = await page.locator('pre').evaluateAll((blocks) =>
      blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1 || [...pre.querySelectorAll('*')].some((line) => line.getBoundingClientRect().right > pre.getBoundingClientRect().right + 1)).length,
    );
    expect(cut, 'code blocks with a line past the edge').toBe(0);
    // Chromium makes the PDF (a reader's "Save as PDF").
    expect((await page.pdf()).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
