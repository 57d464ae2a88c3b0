import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// out/ keeps only the payload files the client requests (lib/postbuild/prune-payloads.ts documents
// Next's export layout). Served with only what remains, every kind of navigation must still work,
// and no request may 404: the day Next asks for a file we dropped, this fails.
const OUT = path.join(__dirname, '../..', process.env.PW_SITE_DIR ?? 'out');

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name, exact: true });
const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

test('no copy of a payload that nothing requests is deployed', () => {
  const names = filesUnder(OUT).map((file) => path.relative(OUT, file));
  expect(names.filter((name) => name.endsWith('__next._full.txt'))).toEqual([]);
  // What client navigation and prefetching need is there, for "/" and for a doc.
  for (const route of ['index', 'installation']) expect(names).toContain(`${route}.txt`);
  expect(names).toContain('installation/__next._tree.txt');
});

// What every page has alike is not serialized into each copy of its payload (the inline payload in
// the HTML, <route>.txt, the segment files): the blocking head scripts are written into the HTML by
// the post-build step (lib/head-script-texts.ts), the icons are painted by the stylesheet
// (components/icons/Icons.css).
test('the head scripts are in the HTML head and the icons in the stylesheet, neither in any payload', () => {
  const html = fs.readFileSync(path.join(OUT, 'installation.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('localStorage.getItem("theme")');
  const payloads = ['installation.txt', ...fs.readdirSync(path.join(OUT, 'installation')).map((file) => `installation/${file}`)];
  expect(payloads.length).toBeGreaterThan(2);
  for (const file of payloads) {
    const text = fs.readFileSync(path.join(OUT, file), 'utf8');
    // The colour mode script, the external-link and sun icons' path data.
    for (const needle of ['localStorage', 'M21 13v10', 'M12 9c1.65']) expect({ file, has: text.includes(needle) }).toEqual({ file, has: false });
  }
  // The inline payload in the HTML neither: the one copy of the colour mode script is in the head.
  expect(html.split('window.localStorage.getItem("theme")').length - 1).toBe(1);
});

// The head tags every page has alike (generator, theme colours, og:site_name, og:locale, icons) are the
// root layout's (components/layout/SiteHeadTags.tsx), fetched once per visit in the root segment, not
// in the head that each page's segments repeat on every client navigation (lib/content/seo.ts).
test("the site-wide head tags travel in the root segment, not in a page's segments", () => {
  const segments = fs.readdirSync(path.join(OUT, 'installation')).filter((file) => file !== '__next._index.txt');
  expect(segments.length).toBeGreaterThan(1);
  for (const needle of ['"generator"', 'og:site_name', 'og:locale', 'apple-touch-icon', 'favicon.svg']) {
    expect({ needle, root: fs.readFileSync(path.join(OUT, 'installation/__next._index.txt'), 'utf8').includes(needle) }).toEqual({ needle, root: true });
    for (const file of segments) {
      expect({ file, needle, has: fs.readFileSync(path.join(OUT, 'installation', file), 'utf8').includes(needle) }).toEqual({ file, needle, has: false });
    }
  }
  // The page's own tags are in its segment: they change on a client navigation.
  const page = segments.map((file) => fs.readFileSync(path.join(OUT, 'installation', file), 'utf8')).join('');
  for (const needle of ['og:title', 'og:url', 'og:image', 'canonical']) expect({ needle, has: page.includes(needle) }).toEqual({ needle, has: true });
});

/** The kind of a payload file: "<route>.txt" → "whole", "<route>/__next._tree.txt" → "_tree", a segment → its segment path. */
const kindOf = (file: string) => (file.includes('/__next.') ? file.slice(file.indexOf('/__next.') + '/__next.'.length) : 'whole');

test("every kind of payload file left for a doc is requested by the client: none is kept that nothing asks for", async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    // Next's router asks with an `_rsc` parameter; the first visit's own payload file (below) is not counted here.
    if (pathname.endsWith('.txt') && searchParams.has('_rsc')) requested.add(kindOf(pathname));
  });
  const kept = fs.readdirSync(path.join(OUT, 'installation')).map((file) => kindOf(`/installation/${file}`));
  await page.goto('/');
  await waitForHydration(page);
  // A prefetch on intent (the route tree, the root segment once per visit, then each segment of the page).
  await sidebarLink(page, 'Installation').hover();
  await expect.poll(() => kept.filter((kind) => !requested.has(kind))).toEqual([]);
  // A navigation with nothing prefetched: the whole payload.
  await sidebarLink(page, 'Customization').evaluate((link: HTMLElement) => link.click());
  await expect(h1(page)).toHaveText('Customization');
  expect([...requested].sort()).toEqual([...kept, 'whole'].sort());
});

test('prefetch, client navigation with and without a prefetch, Back, Forward and Back after a reload: nothing 404s', async ({
  page,
  consoleErrors,
}) => {
  const failed: string[] = [];
  const payloads = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400) failed.push(`${response.status()} ${pathname}`);
    if (pathname.endsWith('.txt')) payloads.add(pathname);
  });

  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Sidebar links in view are not prefetched until the reader shows intent (components/docs/SidebarLink.tsx).
  expect([...payloads].filter((file) => file.startsWith('/installation'))).toEqual([]);
  // Prefetch on intent, then the navigation uses it.
  await sidebarLink(page, 'Installation').hover();
  await expect.poll(() => [...payloads].some((file) => file.startsWith('/installation/__next.'))).toBe(true);
  await sidebarLink(page, 'Installation').click();
  await expect(h1(page)).toHaveText('Installation');

  // A navigation with nothing prefetched (a scripted click shows no intent) fetches the whole payload.
  await sidebarLink(page, 'Customization').evaluate((link: HTMLElement) => link.click());
  await expect(h1(page)).toHaveText('Customization');
  expect(payloads).toContain('/customization.txt');

  await page.goBack();
  await expect(h1(page)).toHaveText('Installation');
  await page.goBack();
  await expect(h1(page)).toHaveText('Introduction');
  await page.goForward();
  await expect(h1(page)).toHaveText('Installation');

  // After a reload the router cache is empty: Back fetches the previous route again.
  await page.reload();
  await waitForHydration(page);
  await page.goBack();
  await expect(h1(page)).toHaveText('Introduction');
  await expect(page).toHaveURL(/\/$/);

  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

// The HTML does not carry the page's payload inline (lib/postbuild/payload-file.ts): a first visit
// fetches <route>.txt, the file a navigation without a prefetch fetches, and hydrates from it.
test('a first visit fetches its payload once from <route>.txt and hydrates from it; the HTML has no inline copy', async ({ page, consoleErrors }) => {
  const html = fs.readFileSync(path.join(OUT, 'installation.html'), 'utf8');
  expect(html).not.toContain('__next_f.push([1,');
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.txt') && !url.searchParams.has('_rsc')) fetched.push(url.pathname);
  });
  await page.goto('/installation');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual(['/installation.txt']);
  // Hydrated: a sidebar link navigates on the client (no new document), the colour mode toggles.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await sidebarLink(page, 'Customization').click();
  await expect(h1(page)).toHaveText('Customization');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('when the payload file cannot be fetched, the page stays a whole static page: no app script runs, links load pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.route(/\/installation\.txt$/, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/installation');
  await expect(h1(page)).toHaveText('Installation');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(scripts).toEqual([]);
  await sidebarLink(page, 'Customization').click();
  await expect(page).toHaveURL(/\/customization$/);
  await expect(h1(page)).toHaveText('Customization');
  await waitForHydration(page);
});
