/**
 * The site built over a Docusaurus docs folder (npm run build:fixture → out-fixture/, from
 * tests/fixtures/docs-site): routes, sidebar tree and order, category pages, tags pages,
 * breadcrumbs, pagination, drafts absent, unlisted docs hidden but reachable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { categoryToggle, expect, test, waitForHydration } from '../fixtures';

// Every file of the fixture site's sharded search index, as one text (what any query could download).
function searchIndexText(): string {
  const dir = path.join(__dirname, '..', '..', '..', process.env.PW_FIXTURE_DIR ?? 'out-fixture', 'search-index');
  return fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n');
}
import type { Page } from '@playwright/test';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });

test.describe('a Docusaurus docs folder', () => {
  test('serves nested docs at their folder routes, number prefixes stripped, index.md at its folder', async ({ page }) => {
    for (const [route, heading] of [
      ['/', 'Fixture intro'],
      ['/manual/basics/first-steps', 'First steps'],
      ['/manual/basics/configure', 'Configure the widget'],
      ['/manual/guides/advanced', 'Advanced'],
      ['/manual/guides/advanced/deep/deepest', 'Deepest'],
      ['/reference/api', 'API'],
      ['/reference/cli', 'CLI'],
    ]) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('lists the sidebar in Docusaurus order, categories linked to their pages', async ({ page }) => {
    await page.goto('/manual/guides/advanced/deep/deepest');
    const nav = sidebar(page);
    // Each item's first element: its link, or its category button; collapsed categories list nothing yet.
    const labels = await nav.locator('li').evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent?.trim()));
    expect(labels).toEqual([
      'Fixture intro',
      'Basics',
      'Guides',
      'Zeta',
      'Advanced',
      'Deep dive',
      'Shallow',
      'Deepest',
      'Alpha',
      'FAQ',
      'Changelog',
      'Reference',
      'Docusaurus docs (opens in a new tab)',
      'Fixture site',
    ]);
    await expect(nav.getByRole('link', { name: 'Guides', exact: true })).toHaveAttribute('href', '/manual/guides/overview');
    await expect(nav.getByRole('link', { name: 'Deepest' })).toHaveAttribute('aria-current', 'page');
    // collapsible: false (its _category_.json): always open, no toggle.
    await expect(nav.getByRole('button', { name: 'Deep dive' })).toHaveCount(0);
    await expect(nav.getByText('Deep dive', { exact: true }).filter({ visible: true })).toHaveCount(1);
    // A category with a page: the label links there, the button beside it toggles.
    await expect(nav.getByRole('link', { name: 'Basics', exact: true })).toHaveAttribute('href', '/category/basics');
    // Collapsed (its list not rendered yet) and expanded alike: the link in bold with the caret beside it, on one row.
    const oneRow = async () => {
      const link = (await nav.getByRole('link', { name: 'Basics', exact: true }).boundingBox())!;
      const caret = (await categoryToggle(nav, 'Basics').boundingBox())!;
      expect(Math.abs(link.y + link.height / 2 - (caret.y + caret.height / 2)), 'link and caret on one row').toBeLessThan(2);
      expect(caret.x, 'the caret right of the link').toBeGreaterThanOrEqual(link.x + link.width - 1);
      await expect(nav.getByRole('link', { name: 'Basics', exact: true })).toHaveCSS('font-weight', '600');
    };
    await expect(categoryToggle(nav, 'Basics')).toHaveAttribute('aria-expanded', 'false');
    await oneRow();
    await categoryToggle(nav, 'Basics').click();
    await expect(nav.getByRole('link', { name: 'Configuration' })).toBeVisible();
    await oneRow();
  });

  test('following a collapsed category’s label expands it, as in Docusaurus, also from a page inside it', async ({ page }) => {
    const nav = sidebar(page);
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    const follow = async (name: string, heading: string) => {
      await link(name).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    };
    /** Collapses the category by its caret, follows its label, and finds it open on its page, `inside` shown. */
    const collapseThenFollow = async (name: string, heading: string, inside: string) => {
      const caret = categoryToggle(nav, name);
      await caret.click();
      await expect(caret).toHaveAttribute('aria-expanded', 'false');
      await follow(name, heading);
      await expect(caret).toHaveAttribute('aria-expanded', 'true');
      await expect(link(inside)).toBeVisible();
    };
    await page.goto('/manual/guides/alpha');
    await waitForHydration(page);
    // A client navigation first: the tree is kept across pages, so only the click can open the category.
    await follow('Zeta', 'Zeta');
    await collapseThenFollow('Guides', 'Guides overview', 'Alpha');
    // Nested, to the category's own page from a doc inside it.
    await follow('Advanced', 'Advanced');
    await follow('Shallow', 'Shallow');
    await collapseThenFollow('Advanced', 'Advanced', 'Shallow');
  });

  test('a category beside its link: its caret is named as in Docusaurus, and on its own page the link toggles it', async ({ page }) => {
    const nav = sidebar(page);
    await page.goto('/manual/faq');
    await waitForHydration(page);
    // Not "link Basics, button Basics": the caret says what it does, and changes with the state.
    await expect(nav.getByRole('button', { name: "Expand sidebar category 'Basics'", exact: true })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: "Expand sidebar category 'Basics'", exact: true }).click();
    await expect(nav.getByRole('button', { name: "Collapse sidebar category 'Basics'", exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Basics', exact: true })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides overview');
    const guides = categoryToggle(nav, 'Guides');
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    // On the category's own page its link collapses and expands it, and the page stays.
    await nav.getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/manual\/guides\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides overview');
  });

  test('builds a generated-index page with a card per item, breadcrumbs and pagination', async ({ page }) => {
    await page.goto('/category/basics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basics');
    await expect(page.getByText('Everything to start with.')).toBeVisible();
    const main = page.locator('article');
    await expect(main.getByRole('link', { name: /First steps/ })).toHaveAttribute('href', '/manual/basics/first-steps');
    await expect(main.getByRole('link', { name: /Configuration/ })).toContainText('How to configure.');
    await expect(main.getByRole('link', { name: /Secret/ })).toHaveCount(0);
    await expect(breadcrumbs(page)).toHaveText(['', 'Basics']);
    await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/');
    await expect(pager(page).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/manual/basics/first-steps');
  });

  test('breadcrumbs link the categories with pages; pagination crosses categories with pagination labels', async ({ page }) => {
    await page.goto('/manual/guides/advanced/deep/deepest');
    await expect(breadcrumbs(page)).toHaveText(['', 'Guides', 'Advanced', 'Deep dive', 'Deepest']);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Advanced' })).toHaveAttribute('href', '/manual/guides/advanced');
    await page.goto('/manual/basics/first-steps');
    await expect(pager(page).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/category/basics');
    await expect(pager(page).getByRole('link', { name: /Next/ })).toContainText('Configure it');
    await page.goto('/manual/faq');
    await expect(pager(page).getByRole('link', { name: /Next/ })).toHaveCount(0);
  });

  test('lists tags with counts and the docs of each tag, linked under each doc', async ({ page }) => {
    await page.goto('/tags');
    await expect(sidebar(page)).toBeHidden();
    await page.goto('/manual/basics/first-steps');
    await page.getByRole('link', { name: 'getting-started', exact: true }).click();
    await expect(page).toHaveURL(/\/tags\/getting-started$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2 docs tagged with "getting-started"');
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText(['Fixture intro', 'First steps']);
    await page.getByRole('link', { name: 'View all tags' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
    // The unlisted doc's tags are not counted, and a tag only it has is not listed.
    // Labels from the folder's tags.yml (Reference: its key, capitalized), else as the docs write them.
    await expect(page.locator('article').getByRole('link')).toHaveText(['Beginner friendly 1', 'getting-started 2', 'Reference 1']);
  });

  test('reads Docusaurus\'s Markdown: a heading\'s own {#id}, HTML comments left out', async ({ page }) => {
    await page.goto('/manual/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    await expect(page.getByRole('heading', { level: 2, name: 'How do I reset the widget?' })).toHaveAttribute('id', 'reset');
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How do I reset the widget?' })).toHaveAttribute('href', '#reset');
    await expect(page.locator('article')).not.toContainText('not shown');
    await expect(page.locator('article [data-language="html"] pre')).toContainText('<!-- Kept in code blocks. -->');
    await page.getByRole('link', { name: 'the answer above' }).click();
    await expect(page).toHaveURL(/\/manual\/faq#reset$/);
    await expect(page.locator('h2#reset')).toBeInViewport();
  });

  test('reads Docusaurus\'s magic comments: the line after "// highlight-next-line" is highlighted, and the comment is neither shown nor copied', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/manual/faq');
    await waitForHydration(page);
    const block = page.locator('[data-language="js"]').filter({ hasText: 'reset.js' });
    await expect(block.locator('mark.code-line-highlighted')).toHaveText('widget.reset();');
    await expect(block.locator('pre')).toHaveAccessibleDescription('Highlighted lines: 2.');
    await expect(block).not.toContainText('highlight-next-line');
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("const widget = TextWidget.mount('#editor');\nwidget.reset();");
  });

  test('a tag only unlisted docs have is an unlisted page of those docs (as Docusaurus), not an empty list', async ({ page, request }) => {
    await page.goto('/manual/basics/secret');
    await page.getByRole('link', { name: 'internal', exact: true }).click();
    await expect(page).toHaveURL(/\/tags\/internal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One doc tagged with "internal"');
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText(['Secret doc']);
    await expect(page.locator('article')).toContainText('This page is unlisted. Search engines will not index it');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/tags/internal');
    // A tag with listed docs lists only them, and is indexed.
    // At the permalink tags.yml gives it, with its description.
    await page.goto('/tags/beginners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One doc tagged with "Beginner friendly"');
    await expect(page.locator('article')).toContainText('Docs to read first.');
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText(['First steps']);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('leaves drafts out of the build and of every list', async ({ page, request }) => {
    expect((await request.get('/manual/basics/draft-notes')).status()).toBe(404);
    await page.goto('/category/basics');
    await expect(page.getByText('Draft notes')).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('draft-notes');
    expect(searchIndexText()).not.toContain('draft-notes');
  });

  test('builds unlisted docs with a notice and noindex, out of sidebars (but their own page), sitemap and search', async ({ page, request }) => {
    await page.goto('/orphan');
    // A doc in no sidebar shows none (the docs layout's sidebar takes no room), with or without JavaScript.
    await expect(sidebar(page)).toBeHidden();
    expect(await page.locator('.docs-layout__main').evaluate((main) => main.getBoundingClientRect().left)).toBe(0);
    // Nor breadcrumbs, which follow the sidebar (Docusaurus shows none either).
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
    await page.getByRole('link', { name: 'the unlisted doc' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secret doc');
    await expect(page.getByRole('note').filter({ hasText: 'Unlisted page' })).toContainText('This page is unlisted.');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // On its own page it shows in its place, current, with breadcrumbs (Docusaurus's isVisibleSidebarItem).
    await expect(sidebar(page).getByRole('link', { name: 'Secret doc' })).toHaveAttribute('aria-current', 'page');
    await expect(categoryToggle(sidebar(page), 'Basics')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText(['', 'Basics', 'Secret doc']);
    await expect(pager(page)).toHaveCount(0);
    // Nowhere else: not in the list of Basics the browser loads on another page (it kept none from this one)…
    await sidebar(page).getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides overview');
    await categoryToggle(sidebar(page), 'Basics').click();
    await expect(sidebar(page).getByRole('link', { name: 'First steps' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Secret doc' })).toHaveCount(0);
    // …nor on the other pages of Basics.
    await sidebar(page).getByRole('link', { name: 'First steps' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First steps');
    await expect(sidebar(page).getByRole('link', { name: 'Secret doc' })).toHaveCount(0);
    expect(await (await request.get('/manual/basics/first-steps')).text()).not.toContain('Secret doc');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/manual/basics/secret');
    const search = searchIndexText();
    expect(search).toContain('/manual/basics/first-steps');
    expect(search).not.toContain('/manual/basics/secret');
  });

  test('resolves relative links at any depth and serves relative images with their size', async ({ page, request }) => {
    await page.goto('/manual/basics/first-steps');
    await expect(page.getByRole('link', { name: 'the end of the deepest doc' })).toHaveAttribute('href', '/manual/guides/advanced/deep/deepest#the-end');
    await page.goto('/manual/basics/configure');
    const image = page.getByRole('img', { name: 'A diagram of the settings' });
    await expect(image).toHaveAttribute('width', '40');
    await expect(image).toHaveAttribute('height', '20');
    const src = await image.getAttribute('src');
    expect((await request.get(src!)).status()).toBe(200);
    // toc_max_heading_level: 2 leaves the h3 out of the table of contents.
    await expect(page.getByRole('link', { name: 'Settings', exact: true }).first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Hidden from the TOC', exact: true })).toHaveCount(0);
  });

  test('a migrated doc keeps its Docusaurus imports and forms: @theme/Tabs (values, defaultValue too), TabItem, Admonition, @docusaurus/useBaseUrl, @site', async ({ page }) => {
    await page.goto('/manual/basics/configure');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText('Press Command.')).toBeVisible();
    await main.getByRole('tab', { name: 'Linux' }).click();
    await expect(main.getByText('Press Control.')).toBeVisible();
    // <Tabs values defaultValue>: the labels and the default from the Tabs.
    await expect(main.getByRole('tablist').nth(1).getByRole('tab')).toHaveText(['npm', 'Yarn']);
    await expect(main.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText('Run yarn add.')).toBeVisible();
    await expect(main.getByText('Run npm install.')).toBeHidden();
    await expect(main.getByText('Imported admonition', { exact: true })).toBeVisible();
    await expect(main.getByText('From @theme/Admonition.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'This page, through useBaseUrl' })).toHaveAttribute('href', '/manual/basics/configure');
    await expect(main.getByText('A partial, imported with @site: shared steps.')).toBeVisible();
  });

  test('search shows a code block as the page does: without its magic comment', async ({ page }) => {
    await page.goto('/manual/faq');
    await expect(page.getByRole('main').locator('pre', { hasText: 'widget.reset();' })).not.toContainText('highlight-next-line');
    expect(searchIndexText()).not.toContain('highlight-next-line');
    await page.goto('/search?q=reset');
    const hit = page.getByRole('main').locator('.search-page__results a', { hasText: 'How do I highlight a line?' });
    await expect(hit.locator('.search-hit__snippet')).toContainText("TextWidget.mount('#editor'); widget.reset();");
  });

  test('the Markdown copy and search have what the page shows: the partial, the constant, the image', async ({ page, request }) => {
    await page.goto('/manual/basics/configure');
    await expect(page.getByRole('main').getByText('This is the Zanzibar 7.3 release of the fixture.')).toBeVisible();
    const imageSrc = await page.getByRole('img', { name: 'A diagram of the settings' }).getAttribute('src');

    const copy = await (await request.get('/manual/basics/configure.md')).text();
    expect(copy).toContain('This is the Zanzibar 7.3 release of the fixture.');
    expect(copy).toContain('A partial, imported with @site: shared steps.\n\nThen recalibrate the sprocketwheel, as the [first steps](/manual/basics/first-steps.md) say.');
    expect(copy).not.toMatch(/^(import|export) /m);
    expect(copy).not.toContain('<SharedSteps');
    // The image at the URL the page shows it from, which the host serves.
    expect(copy).toContain(`![A diagram of the settings](${imageSrc})`);
    const image = await request.get(imageSrc!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    // The partial is shown in the section of the h3 before it.
    await page.goto('/search?q=sprocketwheel');
    const hit = page.getByRole('main').locator('.search-page__results a').first();
    await expect(hit).toHaveAttribute('href', '/manual/basics/configure#hidden-from-the-toc');
    // The snippet shows the match, late in its section as it is.
    await expect(hit.locator('.search-hit__snippet mark')).toHaveText(['sprocketwheel']);
    await page.goto('/search?q=zanzibar');
    await expect(page.getByRole('main').locator('.search-page__results a').first()).toHaveAttribute('href', '/manual/basics/configure');
  });
});

// Tags and category pages sit in the same column as a doc, with its margins (their wrapper had lost its CSS).
for (const width of [375, 1280]) {
  test(`at ${width} px, the tags and category pages are laid out as a doc is: same margins, nothing at the window's edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    /** The h1's left edge from the main content's (beside the sidebar where there is one), and the article's right edge. */
    const layoutOf = async (route: string) => {
      await page.goto(route);
      const main = (await page.locator('main').boundingBox())!;
      const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const right = await page.locator('article').evaluate((article) => article.getBoundingClientRect().right);
      return { inset: h1.x - main.x, right };
    };
    const doc = await layoutOf('/manual/basics/first-steps');
    expect(doc.inset).toBeGreaterThanOrEqual(16);
    for (const route of ['/tags', '/tags/beginners', '/category/basics']) {
      const { inset, right } = await layoutOf(route);
      expect(inset, `${route}: the h1's margin`).toBeCloseTo(doc.inset, 0);
      expect(right, `${route}: the article stops short of the window's edge`).toBeLessThanOrEqual(width - 16);
    }
    // The cards of a row line up (a prose list's spacing set each card after the first lower).
    const tops = await page.locator('.doc-cards > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    if (width === 1280) expect(new Set(tops.slice(0, 2)).size).toBe(1);
  });
}

test('at 375 px with the text at 200 %, the category cards narrow to the screen (WCAG 1.4.4)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await page.goto('/category/basics');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(375);
  const rights = await page.locator('.doc-cards > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
  expect(rights.length).toBeGreaterThan(1);
  for (const right of rights) expect(right).toBeLessThanOrEqual(375 - 16);
});
