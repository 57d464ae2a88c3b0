/**
 * `npm run bench` (never part of `npm test`): builds the site from clean, serves
 * out/ on 127.0.0.1 like a static host, and measures what readers download and
 * how fast pages show, against Docusaurus 3.5.2's numbers for the same site.
 * Prints one table, writes bench/results.json and the README's table.
 *
 * Parts can be skipped while iterating: --skip=build,browser,lighthouse,scale,search
 * (with build skipped, the existing out/ is measured). --keep keeps the scale copy;
 * --scale=10000 measures 10,000 docs instead of 1,000 (100 categories × 100).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../serve';
import { firstVisitRequests, launchChromium, sidebarNavigation, type Requests } from './browser';
import { browserFirstLoad, firstLoad, gzipSize, kb } from './first-load';
import { lighthouseBench, type LighthouseResult } from './lighthouse';
import { measureCommand } from './measure';
import { reportTable } from './report';
import { scaleBench, type ScaleResult } from './scale';
import { searchBench, type SearchResult } from './search';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'out');
const ROUTES = ['/', '/installation', '/customization', '/markdown-page', '/search', '/404'];
const PORT = Number(process.env.BENCH_PORT ?? 4240);

/**
 * Docusaurus 3.5.2 on a 2-core machine, and this project's targets (issues 7, 16): first-load JS
 * 2 KB under Docusaurus's 143 KB, counted as Chromium downloads it (tests/e2e/js-budget.spec.ts).
 */
export const TARGETS = { jsGzKb: 141, buildSeconds: 20, navigationMs: 50 };

export type RouteResult = {
  route: string;
  htmlRawKb: number;
  htmlGzKb: number;
  inlineScriptsKb: number;
  jsScripts: number;
  jsRawKb: number;
  jsGzKb: number;
  scripts: { url: string; rawKb: number; gzKb: number }[];
  /** How the JS above was counted: every script Chromium downloads until network idle, or only the HTML's script tags (--skip=browser). */
  jsCountedBy: 'browser' | 'html';
  /** Script URLs Chromium downloaded more than once on the first visit. */
  jsDuplicates?: string[];
  cssGzKb: number;
  requests?: Requests;
};

export type BenchResults = {
  date: string;
  machine: string;
  targets: typeof TARGETS;
  build?: { seconds: number; peakRssMiB: number };
  routes: RouteResult[];
  lighthouse?: Partial<Record<'mobile' | 'desktop', LighthouseResult>>;
  navigation?: { medianMs: number; runsMs: number[] };
  scale?: ScaleResult;
  search?: SearchResult;
};

const htmlFile = (route: string) => path.join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

function machine(): string {
  const cpus = os.cpus();
  let chromium = '';
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    chromium = 'Chromium (version unknown)';
  }
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${chromium}, load average ${os.loadavg()[0].toFixed(1)} at start`;
}

function routeSizes(route: string): RouteResult {
  const file = htmlFile(route);
  const html = fs.readFileSync(file);
  const load = firstLoad(OUT, file);
  return {
    route,
    htmlRawKb: kb(html.length),
    htmlGzKb: kb(gzipSize(html)),
    inlineScriptsKb: kb(load.inlineScriptBytes),
    jsScripts: load.js.count,
    jsRawKb: kb(load.js.raw),
    jsGzKb: kb(load.js.gzip),
    scripts: load.scripts.map((script) => ({ url: script.url, rawKb: kb(script.raw), gzKb: kb(script.gzip) })),
    jsCountedBy: 'html',
    cssGzKb: kb(load.css.gzip),
  };
}

function updateReadme(table: string, results: BenchResults) {
  const readme = path.join(ROOT, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!text.includes(start) || !text.includes(end)) return;
  const section = `${start}\nLatest run: ${results.date.slice(0, 10)}, on ${results.machine}.\n\n${table}\n${end}`;
  fs.writeFileSync(readme, text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length));
}

async function main() {
  const skipArg = process.argv.find((arg) => arg.startsWith('--skip='));
  const skip = new Set(skipArg ? skipArg.slice('--skip='.length).split(',') : []);
  const results: BenchResults = { date: new Date().toISOString(), machine: machine(), targets: TARGETS, routes: [] };

  if (!skip.has('build')) {
    fs.rmSync(path.join(ROOT, '.next'), { recursive: true, force: true });
    fs.rmSync(OUT, { recursive: true, force: true });
    console.log('Building from clean (npm run build)…');
    const build = await measureCommand('npm run build', ROOT);
    if (build.code !== 0) throw new Error(`npm run build failed:\n${build.output.slice(-4000)}`);
    results.build = { seconds: build.seconds, peakRssMiB: build.peakRssMiB };
  } else if (!fs.existsSync(htmlFile('/'))) {
    throw new Error('out/index.html is missing: run "npm run build" first, or the benchmark without --skip=build.');
  }

  results.routes = ROUTES.map(routeSizes);

  // Compressed like a static host (Netlify, GitHub Pages…): Lighthouse's simulated slow 4G counts transferred bytes.
  const server = createStaticServer(OUT, { gzip: true }).listen(PORT, '127.0.0.1');
  await new Promise((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    if (!skip.has('browser')) {
      console.log('Chromium: first visits and sidebar navigation…');
      const browser = await launchChromium();
      for (const route of results.routes) {
        const url = base + (route.route === '/404' ? '/no-such-page' : route.route);
        route.requests = await firstVisitRequests(browser, url, route.scripts.map((script) => script.url));
        // The budget's count: what Chromium downloads, not only what the HTML lists.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const counted = await browserFirstLoad(await context.newPage(), url, OUT);
        await context.close();
        Object.assign(route, {
          jsScripts: counted.js.count,
          jsRawKb: kb(counted.js.raw),
          jsGzKb: kb(counted.js.gzip),
          scripts: counted.scripts.map((script) => ({ url: script.url, rawKb: kb(script.raw), gzKb: kb(script.gzip) })),
          jsCountedBy: 'browser',
          jsDuplicates: counted.duplicates,
        });
      }
      results.navigation = await sidebarNavigation(browser, base, 'Installation', '/installation');
      await browser.close();
    }
    if (!skip.has('lighthouse')) {
      results.lighthouse = {};
      for (const preset of ['mobile', 'desktop'] as const) {
        console.log(`Lighthouse ${preset} ×3…`);
        results.lighthouse[preset] = await lighthouseBench(`${base}/`, preset, 3);
      }
    }
  } finally {
    server.close();
  }

  if (!skip.has('search')) results.search = await searchBench(OUT);
  if (!skip.has('scale')) {
    // --scale=10000: 100 categories × 100 docs instead of 10 × 100 (long: 20 minutes or more; never in the default run).
    const docs = Number(process.argv.find((arg) => arg.startsWith('--scale='))?.slice('--scale='.length) ?? 1000);
    results.scale = await scaleBench(ROOT, { categories: docs / 100, perCategory: 100, keep: process.argv.includes('--keep') });
  }

  const table = reportTable(results);
  console.log(`\n${table}\n`);
  for (const [preset, result] of Object.entries(results.lighthouse ?? {})) {
    if (result.flagged.length > 0) console.log(`Lighthouse ${preset} flags:\n  ${result.flagged.join('\n  ')}`);
  }
  fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  // A partial run must not replace the last full results: it goes to a file of its own (gitignored).
  const resultsFile = skip.size === 0 ? 'bench/results.json' : 'bench/results.partial.json';
  fs.writeFileSync(path.join(ROOT, resultsFile), JSON.stringify(results, null, 2) + '\n');
  if (skip.size === 0) updateReadme(table, results);
  console.log(`Wrote ${resultsFile}` + (skip.size === 0 ? ' and the README table.' : ' (partial run: bench/results.json and the README left alone).'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
