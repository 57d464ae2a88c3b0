import { test, expect, waitForHydration } from './fixtures';
import type { Locator, Page } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

const HOME_PAGE_URL = 'https://textwidget.example.com';
const WEB_APP_URL = 'https://app.textwidget.example.com';

const DOC_ROUTES = [
  { path: '/', label: 'Introduction' },
  { path: '/installation', label: 'Installation' },
  { path: '/customization', label: 'Customization' },
] as const;

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page', exact: true });
const paginator = (page: Page) => page.getByRole('navigation', { name: 'Docs pages' });

/** A link that opens in a new tab must not hand the opener (or the referrer) to the target. */
async function expectSafeExternalLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
  expect(rel, `rel of the link to ${href}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

test.describe('navbar', () => {
  test('brand and items', async ({ page }) => {
    await page.goto('/installation');
    const bar = navbar(page);

    const brand = bar.getByRole('link', { name: 'Textwidget', exact: true });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute('href', '/');

    const docs = bar.getByRole('link', { name: 'Docs', exact: true });
    await expect(docs).toBeVisible();
    await expect(docs).toHaveAttribute('href', '/');

    const webApp = bar.getByRole('link', { name: /^Web app/ });
    await expect(webApp).toBeVisible();
    await expectSafeExternalLink(webApp, WEB_APP_URL);
  });

  test('"Docs" shows as active on every docs page, and only there', async ({ page }) => {
    const docs = navbar(page).getByRole('link', { name: 'Docs', exact: true });
    const webApp = navbar(page).getByRole('link', { name: /^Web app/ });
    const color = (link: Locator) => link.evaluate((element) => getComputedStyle(element).color);
    await page.goto('/markdown-page');
    const inactive = await color(docs);
    expect(await color(webApp)).toBe(inactive);
    for (const { path } of DOC_ROUTES) {
      await page.goto(path);
      await expect.poll(() => color(docs), path).not.toBe(inactive);
      expect(await color(webApp), path).toBe(inactive);
    }
    await page.goto('/no-such-page');
    await expect.poll(() => color(docs)).toBe(inactive);
  });

  test('brand link navigates home', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);
    await navbar(page).getByRole('link', { name: 'Textwidget', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  });

  test('version dropdown opens on click and lists "Next"', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    const button = navbar(page).getByRole('button', { name: /Next/ });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // A real mouse click: the pointer moves onto the button (hover) and then clicks. The menu must end up open.
    await button.click();
    await expect(button, 'version menu open after a mouse click on its button').toHaveAttribute('aria-expanded', 'true');
    const next = navbar(page).getByRole('link', { name: 'Next', exact: true });
    await expect(next).toBeVisible();
    // The doc being read, in that version (the one version this site has).
    await expect(next).toHaveAttribute('href', '/installation');
  });

  test('version dropdown opens from the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/installation');
    await waitForHydration(page);
    const button = navbar(page).getByRole('button', { name: /Next/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(navbar(page).getByRole('link', { name: 'Next', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(navbar(page).getByRole('link', { name: 'Next', exact: true })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('locale dropdown lists English', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);
    const button = navbar(page).getByRole('button', { name: /English/ });
    await expect(button).toBeVisible();

    await button.click();
    await expect(button, 'language menu open after a mouse click on its button').toHaveAttribute('aria-expanded', 'true');
    const english = navbar(page).getByRole('link', { name: 'English', exact: true });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('lang', 'en');
    // The language link points at the page being read.
    await expect(english).toHaveAttribute('href', '/customization');
  });
});

// The skip link and landmarks: landmarks.spec.ts.

test.describe('docs sidebar', () => {
  for (const route of DOC_ROUTES) {
    test(`structure and current page on ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      const nav = sidebar(page);
      await expect(nav).toBeVisible();

      await expect(nav.getByRole('link', { name: 'Introduction', exact: true })).toHaveAttribute('href', '/');

      const guides = nav.getByRole('button', { name: 'Guides' });
      await expect(guides).toHaveAttribute('aria-expanded', 'true');
      const listId = await guides.getAttribute('aria-controls');
      expect(listId, 'the Guides button names the list it controls').toBeTruthy();
      const guidesList = page.locator(`[id="${listId}"]`);
      await expect(guidesList.getByRole('link', { name: 'Installation', exact: true })).toHaveAttribute('href', '/installation');
      await expect(guidesList.getByRole('link', { name: 'Customization', exact: true })).toHaveAttribute('href', '/customization');
      await expect(guidesList.getByRole('link', { name: 'Installation', exact: true })).toBeVisible();

      // Exactly the current doc is marked as the current page.
      const current = nav.locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.label);
      await expect(current).toHaveAttribute('href', route.path);
    });
  }

  test('the Guides category collapses and expands', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = sidebar(page);
    const guides = nav.getByRole('button', { name: 'Guides' });
    const installation = nav.getByRole('link', { name: 'Installation', exact: true });
    await expect(installation).toBeVisible();

    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    // Hidden once the height animation has finished (visibility: hidden, out of the tab order).
    await expect(installation).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Customization', exact: true })).toBeHidden();

    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await expect(installation).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Customization', exact: true })).toBeVisible();
  });
});

test.describe('breadcrumbs', () => {
  test('on /customization: home, category, current page', async ({ page }) => {
    await page.goto('/customization');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs).toBeVisible();
    const items = crumbs.getByRole('listitem');
    await expect(items).toHaveCount(3);

    const home = crumbs.getByRole('link', { name: 'Home page' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(items.nth(1)).toHaveText('Guides');
    await expect(items.nth(2)).toHaveText('Customization');
    await expect(items.nth(2).locator('[aria-current="page"]')).toHaveText('Customization');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('on /: home and current page', async ({ page }) => {
    await page.goto('/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('listitem')).toHaveCount(2);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Introduction');
  });
});

test.describe('table of contents', () => {
  test('lists the h2 and h3 headings of /customization, not h4', async ({ page }) => {
    await page.goto('/customization');
    const nav = toc(page);
    await expect(nav).toBeVisible();

    const article = page.locator('article');
    const expected = await article.locator('h2, h3').evaluateAll((headings) =>
      headings.map((heading) => {
        // The heading's own text, without its "#" hash link.
        const copy = heading.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('a[href^="#"]').forEach((anchor) => anchor.remove());
        return { id: heading.id, text: copy.textContent?.trim() ?? '' };
      }),
    );
    expect(expected.length, 'the doc has h2/h3 headings').toBeGreaterThan(10);

    const links = nav.getByRole('link');
    const actual = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href'), text: anchor.textContent?.trim() ?? '' })),
    );
    expect(actual).toEqual(expected.map((heading) => ({ href: `#${heading.id}`, text: heading.text })));

    // The h4 is on the page but not in the TOC.
    const h4 = page.getByRole('heading', { level: 4, name: /Theme class names/ });
    await expect(h4).toHaveAttribute('id', 'theme-class-names');
    await expect(nav.getByRole('link', { name: 'Theme class names' })).toHaveCount(0);
    await expect(nav.locator('a[href="#theme-class-names"]')).toHaveCount(0);

    // h3 entries are nested under their h2.
    await expect(nav.locator('ul ul a[href="#built-in-themes"]')).toHaveCount(1);
    await expect(nav.locator('ul ul a[href="#themes"]')).toHaveCount(0);
  });

  for (const route of DOC_ROUTES) {
    test(`every TOC link on ${route.path} targets an id on the page`, async ({ page }) => {
      await page.goto(route.path);
      await expect(toc(page).getByRole('link').first()).toBeVisible();
      const hrefs = await toc(page).getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      const missing = await page.evaluate(
        (list) => list.filter((href) => !href.startsWith('#') || document.getElementById(decodeURIComponent(href.slice(1))) === null),
        hrefs,
      );
      expect(missing, 'TOC hrefs without a matching element id').toEqual([]);
      const duplicates = hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
      expect(duplicates, 'TOC hrefs listed twice').toEqual([]);
    });
  }

  test('duplicate "Example" headings get ids example and example-1', async ({ page }) => {
    await page.goto('/customization');
    const examples = page.locator('article').getByRole('heading', { name: /^Example/ });
    await expect(examples).toHaveCount(2);
    await expect(examples.nth(0)).toHaveAttribute('id', 'example');
    await expect(examples.nth(1)).toHaveAttribute('id', 'example-1');
    await expect(toc(page).locator('a[href="#example"]')).toHaveText('Example');
    await expect(toc(page).locator('a[href="#example-1"]')).toHaveText('Example');
  });

  test('clicking a TOC link scrolls to the heading and updates the hash', async ({ page }) => {
    await page.goto('/customization');
    await waitForHydration(page);
    const heading = page.locator('h2#keyboard-shortcuts');
    await expect(heading).not.toBeInViewport();

    const link = toc(page).getByRole('link', { name: 'Keyboard shortcuts' });
    await link.click();
    await expect(page).toHaveURL(/\/customization#keyboard-shortcuts$/);
    await expect(heading).toBeInViewport();
    // The heading lands just below the sticky navbar: not under it, and not far below it.
    const gapBelowNavbar = async () => {
      const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
      const navbarBottom = await navbar(page).evaluate((element) => element.getBoundingClientRect().bottom);
      return Math.round(headingTop - navbarBottom);
    };
    // Soft: report both the landing position and the TOC highlight when they disagree with the spec.
    const soft = expect.configure({ soft: true });
    await soft.poll(gapBelowNavbar, 'px between the navbar and the heading scrolled to').toBeGreaterThanOrEqual(0);
    await soft.poll(gapBelowNavbar, 'px between the navbar and the heading scrolled to (one offset, not two)').toBeLessThanOrEqual(32);
    // The TOC highlights the heading scrolled to.
    await soft(link, 'TOC marks the followed heading as the current location').toHaveAttribute('aria-current', 'location');
    await soft(toc(page).locator('a[aria-current="location"]')).toHaveCount(1);
  });

  test('at the top of a page the TOC marks the first section once its heading is in the top half of the window, as Docusaurus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/installation');
    await waitForHydration(page);
    const first = page.locator('article h2').first();
    await expect(first).toHaveId('requirements');
    expect(await first.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
    await expect(toc(page).locator('a[aria-current="location"]')).toHaveText('Requirements');
    // In the bottom half of the window (a short window), the page is still in its introduction: nothing is marked.
    await page.setViewportSize({ width: 1280, height: 420 });
    expect(await first.evaluate((element) => element.getBoundingClientRect().top >= window.innerHeight / 2)).toBe(true);
    await expect(toc(page).locator('a[aria-current="location"]')).toHaveCount(0);
  });

  test('h2 headings carry a hash link to themselves', async ({ page }) => {
    await page.goto('/customization');
    const themesLink = page.getByRole('link', { name: 'Direct link to Themes' });
    await expect(themesLink).toHaveAttribute('href', '#themes');
    await expect(page.locator('h2#themes').getByRole('link', { name: 'Direct link to Themes' })).toHaveCount(1);

    const h2s = await page.locator('article h2').evaluateAll((headings) =>
      headings.map((heading) => ({ id: heading.id, hash: heading.querySelector('a')?.getAttribute('href') ?? null })),
    );
    expect(h2s.length).toBeGreaterThan(0);
    for (const h2 of h2s) expect(h2.hash, `hash link of h2#${h2.id}`).toBe(`#${h2.id}`);
  });

  test('the footnotes heading, there for screen readers only, has no hash link (no invisible tab stop)', async ({ page }) => {
    await page.goto('/');
    const footnotes = page.locator('h2#footnote-label');
    await expect(footnotes).toHaveText('Footnotes');
    expect(await footnotes.boundingBox().then((box) => box!.width * box!.height)).toBeLessThanOrEqual(1);
    await expect(footnotes.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Direct link to Footnotes' })).toHaveCount(0);
  });
});

test.describe('pagination', () => {
  const cases = [
    { path: '/', previous: null, next: { label: 'Installation', href: '/installation' } },
    { path: '/installation', previous: { label: 'Introduction', href: '/' }, next: { label: 'Customization', href: '/customization' } },
    { path: '/customization', previous: { label: 'Installation', href: '/installation' }, next: null },
  ];
  for (const { path, previous, next } of cases) {
    test(`previous/next links on ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = paginator(page);
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveCount((previous ? 1 : 0) + (next ? 1 : 0));
      const prevLink = nav.locator('a[rel="prev"]');
      const nextLink = nav.locator('a[rel="next"]');
      if (previous) {
        await expect(prevLink).toHaveAttribute('href', previous.href);
        await expect(prevLink).toContainText('Previous');
        await expect(prevLink).toContainText(previous.label);
      } else {
        await expect(prevLink).toHaveCount(0);
      }
      if (next) {
        await expect(nextLink).toHaveAttribute('href', next.href);
        await expect(nextLink).toContainText('Next');
        await expect(nextLink).toContainText(next.label);
      } else {
        await expect(nextLink).toHaveCount(0);
      }
    });
  }

  test('Next navigates client-side without a full reload', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __marker?: string }).__marker = 'still-here';
    });

    await paginator(page).getByRole('link', { name: /Installation/ }).click();
    await expect(page).toHaveURL(/\/installation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await expect(page).toHaveTitle('Installation | Textwidget');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('still-here');

    // The sidebar follows the client-side navigation.
    await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveText('Installation');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('[aria-current="page"]')).toHaveText('Installation');
  });
});

test.describe('footer', () => {
  test('columns, links and copyright', async ({ page }) => {
    await page.goto('/installation');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Docs', exact: true })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'More', exact: true })).toBeVisible();

    await expect(footer.getByRole('link', { name: 'Introduction', exact: true })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Installation', exact: true })).toHaveAttribute('href', '/installation');
    await expect(footer.getByRole('link', { name: 'Customization', exact: true })).toHaveAttribute('href', '/customization');
    await expectSafeExternalLink(footer.getByRole('link', { name: /^Home page/ }), HOME_PAGE_URL);
    await expectSafeExternalLink(footer.getByRole('link', { name: /^Web app/ }), WEB_APP_URL);

    await expect(footer).toContainText('Copyright © 2025 Textwidget.');
  });
});

test.describe('MDX links', () => {
  test('a link that opens in a new tab keeps its icon on its last word’s line, and a full stop after it too', async ({ page }) => {
    await page.goto('/customization');
    // Every width the article can take, from a narrow phone up: no line break before the icon or after it.
    const breaks = await page.evaluate(() => {
      const article = document.querySelector<HTMLElement>('article')!;
      const links = [...article.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')];
      const bottomOf = (node: Node, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return range.getBoundingClientRect().bottom;
      };
      const found: string[] = [];
      for (let width = 160; width <= 760; width += 1) {
        article.style.width = `${width}px`;
        for (const link of links) {
          const text = link.firstChild!;
          const icon = link.querySelector('.icon')!.getBoundingClientRect().bottom;
          if (Math.abs(bottomOf(text, text.textContent!.length - 1, text.textContent!.length) - icon) > 8) {
            found.push(`${width} px: the icon of "${text.textContent}" on a line of its own`);
          }
          const after = link.nextSibling;
          if (after?.nodeType === Node.TEXT_NODE && /^[.,;:]/.test(after.textContent!) && Math.abs(bottomOf(after, 0, 1) - icon) > 8) {
            found.push(`${width} px: the "${after.textContent![0]}" after "${text.textContent}" starts a line`);
          }
        }
      }
      return { found, links: links.length };
    });
    expect(breaks.links, 'the page has links that open in a new tab').toBeGreaterThan(1);
    expect(breaks.found).toEqual([]);
  });

  test('a link written as ./installation.mdx points to /installation', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('article').getByRole('link', { name: 'installation guide' });
    await expect(link).toHaveAttribute('href', '/installation');
  });

  test('following /customization#themes lands with the Themes heading in view', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const link = page.locator('article').getByRole('link', { name: 'themes', exact: true });
    await expect(link).toHaveAttribute('href', '/customization#themes');
    await link.click();
    await expect(page).toHaveURL(/\/customization#themes$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customization');
    await expect(page.locator('h2#themes')).toBeInViewport();
  });

  test('loading /customization#themes directly shows the Themes heading', async ({ page }) => {
    await page.goto('/customization#themes');
    await waitForHydration(page);
    await expect(page.locator('h2#themes')).toBeInViewport();
  });
});
