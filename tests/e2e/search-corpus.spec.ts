import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { getListedDocs, getPages } from '@/lib/content/docs';
import { buildSearchIndex, readSources } from '@/lib/content/search-index';
import { SEARCH_INDEX_DIR } from '@/lib/browser/search-options';
import { corpusDocs, corpusSearchSources } from '@/lib/tools/bench/corpus';
import { gzipSize } from '@/lib/tools/bench/first-load';

/**
 * Search at scale, in the browser: the site's docs plus the benchmark's generated corpus of 1,000
 * docs (10 categories × 100, lib/tools/bench/corpus.ts), indexed by the build's own code
 * (buildSearchIndex, lib/content/search-index.ts) and served in place of out/search-index/. Building 1,000 pages
 * for this would cost CI a minute; the dialog, the engine and its fetches are the real ones.
 */
const corpus = corpusDocs(10, 100);
let files: Map<string, string>;

test.beforeAll(() => {
  files = buildSearchIndex([...readSources([...getListedDocs(), ...getPages()]), ...corpusSearchSources(corpus)]);
});

test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors and uncaught exceptions').toEqual([]);
});

/** Serves the corpus index; returns the index files the page fetched. */
async function serveCorpusIndex(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.route(`**${SEARCH_INDEX_DIR}/*`, (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    const json = files.get(file);
    if (json === undefined) return route.fulfill({ status: 404, body: 'not found' });
    fetched.push(file);
    return route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: json });
  });
  return fetched;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const combobox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the documentation' });
const firstOption = (page: Page) => dialog(page).getByRole('option').first();

test('in 1,000 generated docs, search finds a doc by prefix and by typo (the first letter too), fetching only part of the index', async ({ page }) => {
  const fetched = await serveCorpusIndex(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(combobox(page)).toBeFocused();

  // "pag": a prefix of "page".
  await combobox(page).fill('topic 6 pag 51');
  await expect(firstOption(page)).toContainText('Topic 6: page 51');
  await expect(firstOption(page)).toHaveAttribute('href', '/topics/topic-06/page-051');

  // "tpoic": two letters swapped.
  await combobox(page).fill('tpoic 7 page 12');
  await expect(firstOption(page)).toContainText('Topic 7: page 12');
  await expect(firstOption(page)).toHaveAttribute('href', '/topics/topic-07/page-012');

  // "vonfiguration": a typo in the first letter, outside the word's own term list: the others are read for it.
  await combobox(page).fill('vonfiguration');
  await expect(firstOption(page)).toContainText(/configuration/i);
  await expect(firstOption(page).locator('mark').first()).toHaveText(/^configuration$/i);

  // Only the shards these queries need: a small part of the index, in bytes and in files.
  const gzip = (names: string[]) => names.reduce((sum, name) => sum + gzipSize(files.get(name)!), 0);
  const unique = [...new Set(fetched)];
  expect(unique.length).toBeGreaterThan(0);
  expect(unique.length).toBeLessThan(files.size / 4);
  expect(gzip(unique)).toBeLessThan(gzip([...files.keys()]) / 4);
});
