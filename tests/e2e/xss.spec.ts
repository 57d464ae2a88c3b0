import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, waitForHydration } from './fixtures';

// A doc whose heading is "<img src=x onerror=alert(1)>" (tests/fixtures/xss/xss.mdx), indexed by
// the site's own index builder and served as the search index: results must show it as text.
const ROOT = path.join(__dirname, '..', '..');
const FIXTURE = 'tests/fixtures/xss/xss.mdx';
const HEADING = '<img src=x onerror=alert(1)>';

/** The fixture's index files by name (the build writes them to out/search-index/). */
let fixtureIndex: Record<string, string> = {};
test.beforeAll(() => {
  const printed = execFileSync(
    'npx',
    [
      'tsx',
      '-e',
      `import { buildSearchIndex, readSources } from './lib/content/search-index';
       const files = buildSearchIndex(readSources([{ route: '/installation', title: 'Escaping', file: '${FIXTURE}' }]));
       process.stdout.write(JSON.stringify(Object.fromEntries(files)));`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  fixtureIndex = JSON.parse(printed) as Record<string, string>;
});

test('search shows a heading with markup as text: no element, no dialog, no request', async ({ page, consoleErrors }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const stray: string[] = [];
  page.on('request', (request) => {
    if (/\/x$/.test(new URL(request.url()).pathname)) stray.push(request.url());
  });
  await page.route('**/search-index/*', (route) => {
    const body = fixtureIndex[new URL(route.request().url()).pathname.split('/').pop()!];
    return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ contentType: 'application/json', body });
  });

  for (const open of ['dialog', 'page'] as const) {
    if (open === 'dialog') {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('dialog', { name: 'Search the documentation' }).getByRole('combobox').fill('img onerror');
    } else {
      await page.goto('/search?q=img%20onerror');
    }
    const hit = page.locator('.search-hit').filter({ hasText: HEADING }).first();
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark').first()).toHaveText(/img|onerror/);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
  expect(stray).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
