/**
 * What a page's HTML makes a modern browser download on a first visit, read
 * from the built files: module scripts (`nomodule` polyfills skipped, as
 * modern browsers do), stylesheets, sizes raw and gzip -9. Shared by the
 * benchmark and the JS budget test (bytes are deterministic).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SETTLED_GLOBAL } from '../../postbuild/after-paint-scripts';

export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

type Asset = { url: string; raw: number; gzip: number };

/** Module scripts (src) and stylesheets a page's HTML loads. */
function assetUrls(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src));
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .map((match) => /\bhref="([^"]+)"/.exec(match[0])?.[1])
    .filter((href): href is string => Boolean(href));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

function asset(outDir: string, url: string): Asset {
  const body = fs.readFileSync(path.join(outDir, decodeURIComponent(url.split('?')[0])));
  return { url, raw: body.length, gzip: gzipSize(body) };
}

export type FirstLoad = {
  scripts: Asset[];
  styles: Asset[];
  js: { count: number; raw: number; gzip: number };
  css: { gzip: number };
  /** Inline <script> bodies (RSC flight data, head scripts): part of the HTML, counted here for insight. */
  inlineScriptBytes: number;
};

export function firstLoad(outDir: string, htmlFile: string): FirstLoad {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const urls = assetUrls(html);
  const scripts = urls.scripts.map((url) => asset(outDir, url));
  const styles = urls.styles.map((url) => asset(outDir, url));
  const inlineScriptBytes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]),
    0,
  );
  return {
    scripts,
    styles,
    js: {
      count: scripts.length,
      raw: scripts.reduce((sum, item) => sum + item.raw, 0),
      gzip: scripts.reduce((sum, item) => sum + item.gzip, 0),
    },
    css: { gzip: styles.reduce((sum, item) => sum + item.gzip, 0) },
    inlineScriptBytes,
  };
}

/**
 * The ids of the modules a Turbopack chunk defines: its body is `push([script, id, factory, id,
 * factory, …])`, each factory an arrow function. Read from the build output's format, so a test
 * relying on it first checks that it found modules at all.
 */
export function chunkModuleIds(source: string): string[] {
  return [...source.matchAll(/[,[](\d+),(?:\([a-z](?:,[a-z])*\)|[a-z])=>\{/g)].map((match) => match[1]);
}

/** Module ids defined by more than one of the given chunks (built files under `outDir`). */
export function modulesInSeveralChunks(outDir: string, chunkUrls: string[]): { id: string; chunks: string[] }[] {
  const chunksOf = new Map<string, string[]>();
  for (const url of chunkUrls) {
    const source = fs.readFileSync(path.join(outDir, decodeURIComponent(url.split('?')[0])), 'utf8');
    for (const id of new Set(chunkModuleIds(source))) chunksOf.set(id, [...(chunksOf.get(id) ?? []), url]);
  }
  return [...chunksOf].filter(([, chunks]) => chunks.length > 1).map(([id, chunks]) => ({ id, chunks }));
}

/** Every HTML page of an export, as [route, file]. */
export function htmlPages(outDir: string): [string, string][] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '_next' ? [] : walk(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  return walk(outDir).map((file) => {
    const route = '/' + path.relative(outDir, file).split(path.sep).join('/').replace(/\.html$/, '');
    return [route === '/index' ? '/' : route.replace(/\/index$/, ''), file];
  });
}

/** The part of Playwright's Page that browserFirstLoad uses (the bench and the tests pass their own). */
type VisitingPage = {
  on(event: 'request', listener: (request: { url(): string; resourceType(): string }) => void): unknown;
  goto(url: string, options?: { waitUntil?: 'load' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  waitForLoadState(state: 'networkidle'): Promise<void>;
};

/** Resolves once the page's main thread has been idle (or after 3 s), then one more second. */
const IDLE = `new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 3000 }))`;

export type BrowserFirstLoad = {
  scripts: Asset[];
  js: { count: number; raw: number; gzip: number };
  /** Script URLs the browser requested more than once (a preload not reused, a chunk loaded twice). */
  duplicates: string[];
};

/**
 * The JavaScript a browser downloads on a first visit to `url`, as Chromium counts it: every script
 * request (tags, preloads, chunks loaded after hydration or at idle) until the network is idle,
 * unique URLs, sized from the files in `outDir` (gzip -9). `basePath` is the site's base URL path.
 */
export async function browserFirstLoad(page: VisitingPage, url: string, outDir: string, basePath = '/'): Promise<BrowserFirstLoad> {
  const requested = new Map<string, number>();
  let lastRequestAt = Date.now();
  page.on('request', (request) => {
    lastRequestAt = Date.now();
    if (request.resourceType() !== 'script') return;
    const { pathname } = new URL(request.url());
    requested.set(pathname, (requested.get(pathname) ?? 0) + 1);
  });
  await page.goto(url, { waitUntil: 'load' });
  // The first-load scripts start after the first paint (lib/postbuild/after-paint-scripts.ts), which
  // a slow CPU can push past the network's first quiet 500 ms: wait for them, then for the network.
  await page.evaluate(`Promise.resolve(window.${SETTLED_GLOBAL}).then(() => 0)`);
  await page.waitForLoadState('networkidle');
  // Then what the app starts once idle (prefetches of links in view, lazy parts): a loaded machine
  // can reach the first quiet 500 ms before it gets there.
  await page.evaluate(IDLE);
  // Scripts are counted when requested: wait until nothing new was requested for 700 ms.
  while (Date.now() - lastRequestAt < 700) await new Promise((resolve) => setTimeout(resolve, 100));
  const scripts = [...requested.keys()].map((pathname) =>
    asset(outDir, '/' + pathname.slice(pathname.startsWith(basePath) ? basePath.length : 1)),
  );
  return {
    scripts,
    js: {
      count: scripts.length,
      raw: scripts.reduce((sum, item) => sum + item.raw, 0),
      gzip: scripts.reduce((sum, item) => sum + item.gzip, 0),
    },
    duplicates: [...requested].filter(([, times]) => times > 1).map(([pathname]) => pathname),
  };
}
