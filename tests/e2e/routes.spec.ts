import { test, expect, waitForHydration } from './fixtures';

/** Every emitted route: its h1, its document title, and a clean console. */
const ROUTES = [
  { path: '/', h1: 'Introduction', title: 'Introduction | Textwidget' },
  { path: '/installation', h1: 'Installation', title: 'Installation | Textwidget' },
  { path: '/customization', h1: 'Customization', title: 'Customization | Textwidget' },
  { path: '/markdown-page', h1: 'Markdown page example', title: 'Markdown page example | Textwidget' },
] as const;

test.describe('routes', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders "${route.h1}" with title "${route.title}"`, async ({ page, consoleErrors }) => {
      const response = await page.goto(route.path);
      expect(response?.status(), `HTTP status of ${route.path}`).toBe(200);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('main#main-content')).toBeVisible();

      await page.waitForLoadState('networkidle');
      expect(consoleErrors, `console errors on ${route.path}`).toEqual([]);
    });
  }

  test('/markdown-page is a standalone page without the docs sidebar', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/markdown-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page example' })).toBeVisible();
    // Neither the desktop sidebar nor any hidden copy of it is in the DOM.
    await expect(page.getByRole('navigation', { name: 'Docs sidebar', includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'On this page', exact: true })).toHaveCount(0);
    // Still inside the site chrome.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Textwidget', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.waitForLoadState('networkidle');
    expect(consoleErrors, 'console errors on /markdown-page').toEqual([]);
  });

  test('an unknown path answers 404 with the "Page Not Found" page inside the site chrome', async ({ page, consoleErrors }) => {
    const notFoundLocations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('status of 404')) notFoundLocations.push(message.location().url);
    });
    const response = await page.goto('/does-not-exist');
    expect(response?.status(), 'HTTP status of /does-not-exist').toBe(404);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | Textwidget');

    const main = page.locator('main#main-content');
    const homeLink = main.getByRole('link', { name: /introduction|home/i });
    await expect(homeLink).toBeVisible();
    await expect(homeLink).toHaveAttribute('href', '/');

    // The normal navbar (brand link) and footer surround it.
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Textwidget', exact: true })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Textwidget', exact: true })).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText('Copyright © 2025 Textwidget.');

    await page.waitForLoadState('networkidle');
    // Chromium reports the document's own 404 status as a console error: that one is the expected
    // outcome of this request. Any other error (a missing script, a failed fetch, an exception) is a bug.
    const documentUrl = page.url();
    const expected404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(notFoundLocations, 'only the document itself may answer 404').toEqual([documentUrl]);
    expect(consoleErrors.filter((text) => text !== expected404), 'console errors on /does-not-exist').toEqual([]);
  });

  // Next exports its not-found page twice: 404.html, and _not-found.html under its internal route,
  // which any static host would serve with status 200 (a "soft 404" to a crawler). The build keeps 404.html only.
  test('Next\'s internal not-found route is no page of the site: it answers 404 like any unknown path', async ({ page, request }) => {
    const response = await request.get('/_not-found');
    expect(response.status()).toBe(404);
    // The payload file the 404 page loads is still there, and the page still works.
    expect((await request.get('/_not-found.txt')).status()).toBe(200);
    // Its prefetch segments are not: no link leads to that route.
    expect((await request.get('/_not-found/__next._tree.txt')).status()).toBe(404);
    await page.goto('/_not-found');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.getByRole('main').getByRole('link', { name: /introduction|home/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  });

  test('a page URL with a trailing slash (which a static host looks up as a folder: 404) leads to the page', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const response = await page.goto('/installation/?from=elsewhere#install-from-npm');
    expect(response?.status(), 'the host answers the slash with the 404 page').toBe(404);
    await expect(page).toHaveURL(/\/installation\?from=elsewhere#install-from-npm$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await expect(page.locator('#install-from-npm')).toBeInViewport();
    // The 404 was replaced in the history: Back returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    // A path that is no page either ends on the 404 page, without the slash (no loop).
    await page.goto('/does-not-exist/');
    await expect(page).toHaveURL(/\/does-not-exist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.waitForLoadState('networkidle');
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource: the server responded with a status of 404'))).toEqual([]);
  });

  test('a path with repeated slashes shows its page, and the 404 page never sends the reader to another site', async ({ page, consoleErrors }) => {
    // Whole URLs: against the base URL, "//installation" would be a host named "installation".
    const origin = test.info().project.use.baseURL!;
    // A host that merges slashes (nginx, and `npm start`) serves the page: the address becomes its own.
    await page.goto(`${origin}//installation#install-from-npm`);
    await expect(page).toHaveURL(`${origin}/installation#install-from-npm`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Customization' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customization');
    // A host that answers them with its 404 page: the page, once the slashes are merged.
    await page.route(/\/\/installation$/, async (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: await (await page.request.get('/404.html')).text() }),
    );
    await page.goto(`${origin}//installation`);
    await expect(page).toHaveURL(`${origin}/installation`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    // With a hash: the address shown already is the page's, so the 404 page reloads it.
    await page.route(/\/\/customization#?/, async (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: await (await page.request.get('/404.html')).text() }),
    );
    await page.goto(`${origin}//customization#themes`);
    await expect(page).toHaveURL(`${origin}/customization#themes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customization');
    // "//evil.example.com/" without its slash would be another site's URL: it stays here, on the 404 page.
    await page.goto(`${origin}//evil.example.com/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveURL(`${origin}/evil.example.com`);
    await page.waitForLoadState('networkidle');
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource: the server responded with a status of 404'))).toEqual([]);
  });

  test('a folder of the export with no page of its name stays on the 404 page when the host sends it back to its slash', async ({ page }) => {
    // What a host may do with a folder's URL without the slash (out/img/ holds files, no page).
    let bounces = 0;
    await page.route(/\/img$/, (route) => {
      bounces += 1;
      return route.fulfill({ status: 301, headers: { location: '/img/' } });
    });
    await page.goto('/img/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(bounces, 'one try without the slash, then the 404 page stays').toBe(1);
    await expect(page).toHaveURL(/\/img\/$/);
  });

  test('following the 404 page link goes home', async ({ page, consoleErrors }) => {
    await page.goto('/does-not-exist');
    await page.locator('main#main-content').getByRole('link', { name: /introduction|home/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    await expect(page).toHaveTitle('Introduction | Textwidget');
    await page.waitForLoadState('networkidle');
    // Only the 404 document itself may have logged an error (Chromium reports its status).
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource: the server responded with a status of 404'))).toEqual([]);
  });
});
