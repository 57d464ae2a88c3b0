/**
 * `npm run bench`: measures what readers download and how fast pages paint,
 * on the built site (runs `npm run build` first when out/ is missing).
 *  - first-load JavaScript per route, gzipped (module scripts only: modern
 *    browsers skip the `nomodule` polyfills), CSS and HTML, gzipped;
 *  - in Chromium (/usr/bin/chromium): median first contentful paint and
 *    DOMContentLoaded over 5 cold loads per route, from the local server.
 *  - search: the lazy search chunk, and for a generated corpus of 1,000 docs
 *    (built from the real docs, ~9 sections each) the index size, build time,
 *    load time (MiniSearch.loadJSON) and query time.
 * Writes bench-results/latest.json. Budget: Docusaurus ships 143 KB of JS.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import MiniSearch from 'minisearch';
import { createStaticServer } from './serve';
import { buildSearchIndex, type SearchSource } from '../search/build-index';
import { indexOptions, querySettings, type SearchSection } from '../search/options';

const OUT = path.resolve('out');
const ROUTES = ['/', '/installation', '/customization', '/markdown-page', '/search', '/404'];
const DOCUSAURUS_JS_KB = 143;

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function htmlFile(route: string) {
  return path.join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

function assetsOf(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1] + m[3]))
    .map((m) => m[2]);
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

/** 1,000 docs made from the real ones: each a copy with its own title and a few distinct words. */
function generatedCorpus(count: number): SearchSource[] {
  const docsDir = path.resolve('content/docs');
  const real = fs.readdirSync(docsDir).map((file) => fs.readFileSync(path.join(docsDir, file), 'utf8'));
  return Array.from({ length: count }, (_, index) => {
    const source = real[index % real.length].replace(/^# .*$/m, `# Guide ${index}`);
    return {
      route: `/generated/doc-${index}`,
      title: `Guide ${index} topic${index} ${['alpha', 'bravo', 'charlie', 'delta'][index % 4]}`,
      source: `${source}\n\n## Notes ${index}\n\nUnique term marker${index} for generated document ${index}.\n`,
    };
  });
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: Math.round((performance.now() - start) * 10) / 10 };
}

function searchBench() {
  const chunks = path.join(OUT, '_next/static/chunks');
  const searchChunks = fs
    .readdirSync(chunks)
    .filter((file) => file.endsWith('.js') && /loadJSON/.test(fs.readFileSync(path.join(chunks, file), 'utf8')));
  const libraryKb = kb(searchChunks.reduce((sum, file) => sum + gz(path.join(chunks, file)), 0));
  const siteIndex = path.join(OUT, 'search-index.json');
  const siteIndexKb = fs.existsSync(siteIndex) ? kb(gz(siteIndex)) : 0;

  const corpus = generatedCorpus(1000);
  const built = timed(() => buildSearchIndex(corpus));
  const loaded = timed(() => MiniSearch.loadJSON<SearchSection>(built.value, indexOptions));
  const queries = ['instal', 'custmization', 'keyboard shortcuts', 'marker777', 'toolbar position'];
  const queried = timed(() => queries.map((query) => loaded.value.search(query, querySettings).length));
  return {
    searchChunkGzKb: libraryKb,
    siteIndexGzKb: siteIndexKb,
    corpus1000: {
      sections: loaded.value.documentCount,
      indexRawKb: kb(Buffer.byteLength(built.value)),
      indexGzKb: kb(zlib.gzipSync(built.value, { level: 9 }).length),
      buildMs: built.ms,
      loadJsonMs: loaded.ms,
      queryMsAvg: Math.round((queried.ms / queries.length) * 10) / 10,
    },
  };
}

async function main() {
  if (!fs.existsSync(path.join(OUT, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });

  const sizes = ROUTES.map((route) => {
    const file = htmlFile(route);
    const html = fs.readFileSync(file, 'utf8');
    const { scripts, styles } = assetsOf(html);
    const jsGz = scripts.reduce((sum, src) => sum + gz(path.join(OUT, src)), 0);
    const cssGz = styles.reduce((sum, href) => sum + gz(path.join(OUT, href)), 0);
    return { route, scripts: scripts.length, jsKb: kb(jsGz), cssKb: kb(cssGz), htmlKb: kb(gz(file)) };
  });

  const server = createStaticServer(OUT).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const timings: Record<string, { fcpMs: number; domContentLoadedMs: number }> = {};
  for (const route of ROUTES) {
    const fcp: number[] = [];
    const dcl: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(base + (route === '/404' ? '/no-such-page' : route), { waitUntil: 'load' });
      const metrics = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { fcp: paint?.startTime ?? NaN, dcl: nav.domContentLoadedEventEnd };
      });
      fcp.push(metrics.fcp);
      dcl.push(metrics.dcl);
      await context.close();
    }
    timings[route] = { fcpMs: median(fcp), domContentLoadedMs: median(dcl) };
  }
  await browser.close();
  server.close();

  const rows = sizes.map((size) => ({ ...size, ...timings[size.route] }));
  console.log('route            scripts  JS gz KB  CSS gz KB  HTML gz KB  FCP ms  DCL ms');
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(16)} ${String(row.scripts).padStart(7)} ${String(row.jsKb).padStart(9)} ${String(row.cssKb).padStart(10)} ${String(row.htmlKb).padStart(11)} ${String(row.fcpMs).padStart(7)} ${String(row.domContentLoadedMs).padStart(7)}`,
    );
  }
  const search = searchBench();
  console.log(
    `\nSearch (lazy, loaded on first open): library chunk ${search.searchChunkGzKb} KB gz, this site's index ${search.siteIndexGzKb} KB gz`,
  );
  const big = search.corpus1000;
  console.log(
    `Search with 1,000 generated docs (${big.sections} sections): index ${big.indexRawKb} KB raw / ${big.indexGzKb} KB gz, ` +
      `built in ${big.buildMs} ms, loaded in ${big.loadJsonMs} ms, ${big.queryMsAvg} ms per query`,
  );

  const worstJs = Math.max(...rows.map((row) => row.jsKb));
  console.log(`\nLargest first-load JS: ${worstJs} KB gzipped (Docusaurus: ${DOCUSAURUS_JS_KB} KB) → ${worstJs <= DOCUSAURUS_JS_KB ? 'within' : 'OVER'} budget`);
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync('bench-results/latest.json', JSON.stringify({ date: new Date().toISOString(), rows, search, budgetKb: DOCUSAURUS_JS_KB }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
