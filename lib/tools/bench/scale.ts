/**
 * Scale: the site with a generated corpus of 1,000 more docs (10 categories ×
 * 100; `--scale=10000`: 100 × 100), built in a temporary copy of the project:
 * build time and peak memory, link-check time, out/ size and files per doc, a
 * doc page's HTML, first-load JS and navigation payload, the bytes expanding a
 * collapsed sidebar category costs, search index.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../serve';
import { hydrated, launchChromium } from './browser';
import { writeCorpus, docId } from './corpus';
import { firstLoad, gzipSize, kb } from './first-load';
import { measureCommand } from './measure';
import { payloadFileUrl } from '../../postbuild/payload-file';

const SKIP = new Set(['node_modules', '.next', '.git', 'out', 'bench', 'bench-results', 'test-results', 'playwright-report']);

/** A copy of the project without build output; node_modules hard-linked (Turbopack rejects a symlink leaving the project). */
function copyProject(root: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'textwidget-bench-'));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry) || entry.startsWith('out-') || entry.startsWith('.next')) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

function dirBytes(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirBytes(full) : fs.statSync(full).size);
  }, 0);
}

/** One step of the build: wall seconds, peak memory of its process tree; next build's own phases when it prints them. */
type BuildStep = { name: string; seconds: number; peakRssMiB: number; phases?: Record<string, number> };

export type ScaleResult = {
  docs: number;
  buildSeconds: number;
  buildPeakRssMiB: number;
  /** next build, then each post-build step but the link check (timed apart). */
  buildSteps: BuildStep[];
  linkCheckSeconds: number;
  outMiB: number;
  htmlFiles: number;
  docPage: {
    route: string;
    htmlRawKb: number;
    htmlGzKb: number;
    /** Exact, so the target is checked on bytes, not on a rounded figure. */
    htmlGzBytes: number;
    /** Every generated doc's HTML, gz bytes: pages differ by their text, so one page is not the site. */
    allHtmlGzBytes: { median: number; max: number; overTarget: number };
    inlineScriptsKb: number;
    rscPayloadGzKb: number;
    /** Whether the HTML leaves its payload to `<route>.txt`, fetched on the first visit (lib/postbuild/payload-file.ts). */
    payloadFile: boolean;
    jsGzKb: number;
    jsScripts: number;
  };
  /** Files written for the doc page (HTML, Markdown copy, payloads), and what they are. */
  filesPerDoc: { count: number; names: string[] };
  /** A client navigation to the doc: prefetched (its segment files, the shared root layout aside), or not (the whole payload). */
  navigation: { prefetchedGzKb: number; unprefetchedGzKb: number };
  /** Expanding a collapsed 100-doc sidebar category on the doc page, in Chromium: every request until the network is idle. */
  expand: { category: string; requests: number; gzKb: number; urls: string[] };
  searchIndex: { rawKb: number; gzKb: number };
};

/** Issue 18's targets: 1,000 docs against Docusaurus's figures, 10,000 docs on this 2-core machine. */
export function scaleTargets(docs: number) {
  return docs >= 10_000
    ? { buildSeconds: 720, peakMiB: 8192, htmlGzKb: 10, outMB: 600 }
    : { buildSeconds: 40, peakMiB: 2048, htmlGzKb: 8, outMB: 60 };
}

const BUILD_STEPS: [string, string][] = [
  ['next build', 'npx next build'],
  // The post-build as `npm run build` runs it, but the link check, timed apart.
  ['post-build', 'npx tsx lib/postbuild/index.ts out --no-link-check'],
];

/**
 * Seconds of the phases a build step reports: `next build`'s ("✓ Compiled successfully in 21.9s",
 * "… static pages … in 2.1min"), the post-build's steps ("Post-build: 7.2 s (write-search-index 4.6 s, …)").
 */
function buildPhases(output: string): Record<string, number> {
  const phases: Record<string, number> = {};
  const seconds = (value: string, unit: string) => Math.round(Number(value) * ({ ms: 0.001, s: 1, min: 60 }[unit] ?? 1) * 10) / 10;
  for (const [name, pattern] of [
    ['compile', /Compiled successfully in ([\d.]+)(ms|s|min)/],
    ['static pages', /Generating static pages .*? in ([\d.]+)(ms|s|min)/],
  ] as const) {
    const match = pattern.exec(output);
    if (match) phases[name] = seconds(match[1], match[2]);
  }
  const postBuild = /Post-build: [\d.]+ s \((.*)\)\./.exec(output);
  for (const step of postBuild?.[1].split(', ') ?? []) {
    const match = /^(\S+) ([\d.]+) s$/.exec(step);
    if (match) phases[match[1]] = Number(match[2]);
  }
  return phases;
}

function gzFiles(files: string[]): number {
  return kb(files.reduce((sum, file) => sum + gzipSize(fs.readFileSync(file)), 0));
}

/** Serves `out` and expands `category` in the sidebar of `route`: what that downloads (gzip -9 of each body). */
async function expandCost(out: string, route: string, category: string): Promise<ScaleResult['expand']> {
  const server = createStaticServer(out, { gzip: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${route}`, { waitUntil: 'load' });
    await hydrated(page);
    const bodies: { url: string; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      bodies.push({ url: new URL(response.url()).pathname, bytes: response.body().then(gzipSize, () => 0) });
    });
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: category, exact: true }).click();
    await sidebar.getByRole('button', { name: category, exact: true }).and(page.locator('[aria-expanded="true"]')).waitFor();
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(bodies.map((body) => body.bytes))).reduce((a, b) => a + b, 0);
    return { category, requests: bodies.length, gzKb: kb(bytes), urls: bodies.map((body) => body.url) };
  } finally {
    await browser.close();
    server.close();
  }
}

export async function scaleBench(root: string, options: { categories?: number; perCategory?: number; keep?: boolean } = {}): Promise<ScaleResult> {
  const categories = options.categories ?? 10;
  const perCategory = options.perCategory ?? 100;
  const dir = copyProject(root);
  console.log(`Scale: generating ${categories * perCategory} docs in ${dir}`);
  try {
    const docs = writeCorpus(dir, categories, perCategory);
    // The whole build but its last step, the link check, timed apart.
    const buildSteps: BuildStep[] = [];
    for (const [name, command] of BUILD_STEPS) {
      const step = await measureCommand(command, dir);
      if (step.code !== 0) throw new Error(`Scale build failed in ${name}:\n${step.output.slice(-4000)}`);
      const phases = buildPhases(step.output);
      buildSteps.push({ name, seconds: step.seconds, peakRssMiB: step.peakRssMiB, ...(Object.keys(phases).length > 0 && { phases }) });
      console.log(`Scale: ${name} ${step.seconds} s, ${step.peakRssMiB} MiB${Object.keys(phases).length > 0 ? ` ${JSON.stringify(phases)}` : ''}`);
    }
    const links = await measureCommand('npx tsx lib/postbuild/check-links.ts out', dir);
    if (links.code !== 0) throw new Error(`Scale link check failed:\n${links.output.slice(0, 4000)}`);

    const out = path.join(dir, 'out');
    const middle = docId(Math.floor(categories / 2), Math.floor(perCategory / 2));
    const htmlFile = path.join(out, `${middle}.html`);
    const html = fs.readFileSync(htmlFile);
    const load = firstLoad(out, htmlFile);
    const rscFile = path.join(out, `${middle}.txt`);
    const allHtml = docs.map((doc) => gzipSize(fs.readFileSync(path.join(out, `${doc.id}.html`)))).sort((a, b) => a - b);
    // The sharded search index (lib/content/search-shards.ts): all its files together.
    const indexDir = path.join(out, 'search-index');
    const index = Buffer.concat(fs.readdirSync(indexDir).map((file) => fs.readFileSync(path.join(indexDir, file))));
    // Docs sit in folders (the corpus's topics/topic-NN/): count at any depth.
    const htmlFiles = (fs.readdirSync(out, { recursive: true }) as string[]).filter((file) => file.endsWith('.html')).length;
    const segmentDir = path.join(out, middle);
    const segments = fs.readdirSync(segmentDir);
    const docFiles = [`${middle}.html`, `${middle}.md`, `${middle}.txt`].filter((file) => fs.existsSync(path.join(out, file)));
    const prefetched = segments.filter((file) => file !== '__next._index.txt').map((file) => path.join(segmentDir, file));
    // A category other than the page's: the first one.
    const expand = await expandCost(out, `/${middle}`, 'Topic 1');
    return {
      docs: docs.length,
      buildSeconds: Math.round(buildSteps.reduce((sum, step) => sum + step.seconds, 0) * 10) / 10,
      buildPeakRssMiB: Math.max(...buildSteps.map((step) => step.peakRssMiB)),
      buildSteps,
      linkCheckSeconds: links.seconds,
      outMiB: Math.round((dirBytes(out) / 1024 / 1024) * 10) / 10,
      htmlFiles,
      docPage: {
        route: `/${middle}`,
        htmlRawKb: kb(html.length),
        htmlGzKb: kb(gzipSize(html)),
        htmlGzBytes: gzipSize(html),
        allHtmlGzBytes: {
          median: allHtml[Math.floor((allHtml.length - 1) / 2)],
          max: allHtml[allHtml.length - 1],
          overTarget: allHtml.filter((bytes) => bytes > scaleTargets(docs.length).htmlGzKb * 1024).length,
        },
        inlineScriptsKb: kb(load.inlineScriptBytes),
        rscPayloadGzKb: fs.existsSync(rscFile) ? kb(gzipSize(fs.readFileSync(rscFile))) : 0,
        payloadFile: payloadFileUrl(html.toString()) !== undefined,
        jsGzKb: kb(load.js.gzip),
        jsScripts: load.js.count,
      },
      filesPerDoc: { count: docFiles.length + segments.length, names: [...docFiles, ...segments.map((file) => `${middle}/${file}`)] },
      navigation: { prefetchedGzKb: gzFiles(prefetched), unprefetchedGzKb: fs.existsSync(rscFile) ? gzFiles([rscFile]) : 0 },
      expand,
      searchIndex: { rawKb: kb(index.length), gzKb: kb(gzipSize(index)) },
    };
  } finally {
    if (options.keep) console.log(`Scale: kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}
