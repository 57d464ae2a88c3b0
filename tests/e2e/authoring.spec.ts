import { test, expect, storeTheme, waitForHydration } from './fixtures';

/** The code of the "editor.ts" block on /installation (showLineNumbers {3-7}), as written in the MDX. */
const EDITOR_TS = `import { TextWidget, type WidgetOptions } from '@textwidget/widget';

const options: WidgetOptions = {
  siteKey: 'tw_live_your_key',
  theme: 'auto',
  maxLength: 5000,
};

const widget = TextWidget.mount('#editor', options);`;

test.describe('code blocks', () => {
  test('title, line numbers and highlighted lines (announced as such)', async ({ page }) => {
    await page.goto('/installation');
    const block = page.locator('[data-language="ts"]').filter({ hasText: 'editor.ts' });
    await expect(block.getByText('editor.ts', { exact: true })).toBeVisible();
    const pre = block.locator('pre');
    await expect(pre).toHaveClass(/code-block__with-line-numbers/);
    await expect(block.locator('mark.code-line-highlighted')).toHaveCount(5);
    await expect(pre).toHaveAccessibleDescription('Highlighted lines: 3 to 7.');
    // Line numbers are drawn by CSS, in a colour of their own, outside the text.
    const number = await block.locator('.code-line').first().evaluate((line) => getComputedStyle(line, '::before').content);
    expect(number).toContain('counter(line)');
  });

  test('the copy button copies the code without line numbers, says "Copied", and works from the keyboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/installation');
    await waitForHydration(page);
    const block = page.locator('[data-language="ts"]').filter({ hasText: 'editor.ts' });
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await expect(button).toBeFocused();
    await expect(button).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(block.getByRole('button', { name: 'Copied' })).toHaveText(/Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EDITOR_TS);
    // Back to "Copy" after a moment.
    await expect(button).toHaveText(/^Copy/, { timeout: 4000 });
  });

  test('dark code colours from the very first paint (no flash of the light theme)', async ({ page }) => {
    await storeTheme(page, 'dark');
    // Records the code block colours in the first frame painted after the first code block is parsed.
    await page.addInitScript(() => {
      const record = () => {
        const block = document.querySelector('[data-language]');
        const keyword = document.querySelector('.hljs-keyword');
        if (!block || !keyword) return false;
        requestAnimationFrame(() => {
          (window as unknown as { firstPaint: unknown }).firstPaint = {
            hydrated: document.querySelector('button[aria-label^="Switch between dark and light mode"]') !== null,
            background: getComputedStyle(block).backgroundColor,
            keyword: getComputedStyle(keyword).color,
          };
        });
        return true;
      };
      const observer = new MutationObserver(() => record() && observer.disconnect());
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await page.waitForFunction(() => 'firstPaint' in window);
    const first = await page.evaluate(() => (window as unknown as { firstPaint: { hydrated: boolean; background: string; keyword: string } }).firstPaint);
    expect(first.background).toBe('rgb(36, 37, 38)');
    expect(first.keyword).toBe('rgb(255, 123, 114)');
    await waitForHydration(page);
    const block = page.locator('[data-language]').first();
    await expect(block).toHaveCSS('background-color', 'rgb(36, 37, 38)');
  });
});

test.describe('tabs', () => {
  test('tablist semantics, roving tabindex and Left/Right/Home/End', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    const tablist = page.getByRole('tablist').first();
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['npm', 'pnpm', 'Yarn']);
    const npm = tablist.getByRole('tab', { name: 'npm', exact: true });
    await expect(npm).toHaveAttribute('aria-selected', 'true');
    await expect(npm).toHaveAttribute('tabindex', '0');
    await expect(tablist.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('tabindex', '-1');
    const panel = page.locator(`#${await npm.getAttribute('aria-controls')}`);
    await expect(panel).toHaveRole('tabpanel');
    await expect(panel).toHaveAccessibleName('npm');
    await expect(panel).toContainText('npm install @textwidget/widget');

    await npm.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'pnpm' })).toBeFocused();
    await expect(tablist.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'pnpm' })).toBeVisible();
    await expect(panel).toBeHidden();
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { name: 'Yarn' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(npm).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tablist.getByRole('tab', { name: 'Yarn' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(npm).toBeFocused();
    await expect(npm).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tablist for the panel's content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'npm' }).locator('pre')).toBeFocused();
  });

  test('tabs with the same groupId follow the choice across pages and reloads (docusaurus.tab.<groupId>)', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Yarn' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Yarn' })).toContainText('yarn add @textwidget/widget');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pkg'))).toBe('yarn');

    // Another group is independent.
    await expect(page.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', { name: 'Introduction' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Yarn' })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'npm' })).toBeHidden();
  });

  test('a choice made in another browser tab is followed (storage event)', async ({ page, context }) => {
    await page.goto('/customization');
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto('/installation');
    await waitForHydration(other);
    await other.getByRole('tab', { name: 'TypeScript' }).click();
    await expect(page.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'TypeScript' })).toContainText('ShortcutMap');
  });
});

test.describe('admonitions', () => {
  test('icon, uppercase heading, coloured left border; titles and nesting', async ({ page }) => {
    await page.goto('/customization');
    const tip = page.locator('.theme-admonition-tip');
    await expect(tip).toHaveRole('note');
    await expect(tip).toContainText('Pro tip');
    await expect(tip).toContainText("Use theme: 'auto'");
    await expect(tip.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(tip.getByText('Pro tip')).toHaveCSS('text-transform', 'uppercase');
    await expect(tip).toHaveCSS('border-left-width', '5px');
    const danger = page.locator('.theme-admonition-danger');
    await expect(danger.getByText('danger', { exact: true })).toBeVisible();

    await page.goto('/installation');
    const note = page.locator('.theme-admonition-note').filter({ hasText: 'Upgrading from version 1' });
    await expect(note.locator('ol > li')).toHaveCount(2);
    await expect(note.locator('.theme-admonition-tip')).toContainText('Pin the last 1.x release');
  });

  test('prose with colons is kept as written', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('article')).toContainText('a note started at 10:30 is still there');
    await expect(page.locator('article')).toContainText('open localhost:3000 and mount');
    await page.goto('/customization');
    await expect(page.locator('article')).toContainText('they appear as widget:ready, widget:change and so on');
  });
});

test.describe('details', () => {
  test('opens and closes with the mouse and the keyboard', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    const details = page.locator('details').filter({ hasText: 'one host name' });
    const summary = details.locator('summary');
    const content = details.getByText('Keys match exact host names');
    await expect(content).toBeHidden();
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await expect(content).toBeVisible();
    await summary.click();
    await expect(details).not.toHaveAttribute('open');
    await expect(content).toBeHidden();

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(content).toBeVisible();
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open');
  });

  test('with reduced motion it closes at once (1 ms)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const details = page.locator('details');
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await details.locator('summary').click();
    await expect(details).not.toHaveAttribute('open', '', { timeout: 300 });
  });
});

test.describe('Markdown extras', () => {
  test('image with its size, lazy loading and alt text', async ({ page }) => {
    await page.goto('/');
    const image = page.getByRole('img', { name: /The Textwidget editor/ }).first();
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '300');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
  });

  test('task list checkboxes are disabled and named by their text; footnotes link both ways', async ({ page }) => {
    await page.goto('/installation');
    await expect(page.getByRole('checkbox', { name: 'The page loads the script or bundle without errors.' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'The editor appears with its toolbar.' })).toBeDisabled();

    await page.goto('/');
    // A superscript number, as Docusaurus shows it (no brackets around it).
    const reference = page.locator('[data-footnote-ref]');
    await expect(reference).toHaveText('1');
    expect(await reference.evaluate((link) => [getComputedStyle(link, '::before').content, getComputedStyle(link, '::after').content])).toEqual(['none', 'none']);
    await reference.click();
    await expect(page).toHaveURL(/#user-content-fn-size$/);
    await expect(page.getByRole('link', { name: 'Back to reference 1' })).toBeVisible();
    await expect(page.locator('article del')).toHaveText('jQuery plugin');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Styles only: the page's own no-JavaScript rendering (content streamed into a hidden
  // Suspense boundary) is another part's work, so visibility of the article is not asserted here.
  test('every tab panel is shown under its label, the tab buttons are hidden, and details are native', async ({ page }) => {
    await page.goto('/installation');
    const styles = await page.evaluate(() => ({
      tablists: [...document.querySelectorAll('.tabs')].map((element) => getComputedStyle(element).display),
      panels: [...document.querySelectorAll('.tabs-panel')].map((element) => getComputedStyle(element).display),
      labels: [...document.querySelectorAll('.tabs-panel-label')].map((element) => element.textContent + ':' + getComputedStyle(element).display),
      details: [...document.querySelectorAll('details')].map((element) => element.firstElementChild?.tagName),
    }));
    expect(styles.tablists).toEqual(['none', 'none']);
    expect(styles.panels).toEqual(['block', 'block', 'block', 'block', 'block']);
    expect(styles.labels).toEqual(['npm:block', 'pnpm:block', 'Yarn:block', 'JavaScript:block', 'TypeScript:block']);
    expect(styles.details).toEqual(['SUMMARY']);
  });
});
