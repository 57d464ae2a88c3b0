import path from 'node:path';
import { test, expect } from '@playwright/test';
import { firstLoad, htmlPages, kb } from '../../lib/tools/bench/first-load';

/**
 * Size budget (bytes are deterministic, so a test can hold it; timings are the
 * benchmark's, never a test's): the JavaScript a modern browser loads on a first
 * visit, from each page's module scripts (the `nomodule` polyfills are skipped),
 * gzip -9, stays within Docusaurus 3.5.2's 143 KB for the same site.
 */
const BUDGET_KB = 143;
const outDir = path.resolve(__dirname, '../..', process.env.PW_SITE_DIR ?? 'out');

test.describe('first-load JavaScript budget', () => {
  const pages = htmlPages(outDir);

  test('the export has pages to measure', () => {
    expect(pages.map(([route]) => route)).toEqual(expect.arrayContaining(['/', '/installation', '/404']));
  });

  for (const [route, file] of pages) {
    test(`${route} loads at most ${BUDGET_KB} KB of gzipped JavaScript`, () => {
      const { js, scripts } = firstLoad(outDir, file);
      const detail = scripts.map((script) => `${script.url} ${kb(script.gzip)} KB`).join(', ');
      expect(js.count, `${route} loads no module script: the measurement is broken`).toBeGreaterThan(0);
      expect(js.gzip / 1024, `${route}: ${kb(js.gzip)} KB gz in ${js.count} scripts (${detail})`).toBeLessThanOrEqual(BUDGET_KB);
    });
  }
});
