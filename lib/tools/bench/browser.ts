/**
 * In Chromium (Playwright, /usr/bin/chromium): what a first visit requests,
 * and how fast a sidebar click shows the next doc.
 */
import { chromium, type Browser, type Page } from '@playwright/test';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export type Requests = {
  /** Every request of a first visit (desktop viewport), until the network is idle. */
  total: number;
  scripts: number;
  /** Requests for other routes (Next's Link prefetch in the viewport), counted apart. */
  prefetches: number;
  prefetchKb: number;
  prefetchUrls: string[];
  /** Scripts fetched that the HTML does not list (lazy chunks loaded on first visit). */
  lateScripts: string[];
};

const isPrefetch = (headers: Record<string, string>) =>
  headers['next-router-prefetch'] === '1' || /prefetch/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '');

export async function firstVisitRequests(browser: Browser, url: string, htmlScripts: string[]): Promise<Requests> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const seen: { url: string; type: string; prefetch: boolean; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    seen.push({
      url: request.url(),
      type: request.resourceType(),
      prefetch: isPrefetch(request.headers()),
      bytes: request.sizes().then((sizes) => sizes.responseBodySize).catch(() => 0),
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await context.close();
  const prefetched = seen.filter((request) => request.prefetch);
  const prefetchBytes = (await Promise.all(prefetched.map((request) => request.bytes))).reduce((a, b) => a + b, 0);
  const listed = new Set(htmlScripts.map((src) => new URL(src, url).pathname));
  return {
    total: seen.length,
    scripts: seen.filter((request) => request.type === 'script').length,
    prefetches: prefetched.length,
    prefetchKb: Math.round((prefetchBytes / 1024) * 10) / 10,
    prefetchUrls: prefetched.map((request) => new URL(request.url).pathname),
    lateScripts: seen.filter((request) => request.type === 'script' && !listed.has(new URL(request.url).pathname)).map((request) => new URL(request.url).pathname),
  };
}

/** Resolves once React has hydrated the page (the colour toggle names the current mode only after mount). */
export async function hydrated(page: Page) {
  await page.waitForFunction('document.querySelector(\'button[aria-label^="Switch between dark and light mode"]\') !== null');
  await page.waitForLoadState('networkidle');
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

/**
 * `/` → a doc via its sidebar link, once the target is prefetched: ms from the
 * click to the first frame showing the new h1. Median of `runs` cold contexts.
 */
export async function sidebarNavigation(browser: Browser, base: string, label: string, route: string, runs = 5): Promise<{ medianMs: number; runsMs: number[] }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const prefetched = page.waitForResponse((response) => {
      const { pathname } = new URL(response.url());
      return pathname.includes(route.slice(1)) && pathname.endsWith('.txt') && response.ok();
    });
    await page.goto(base + '/', { waitUntil: 'load' });
    await hydrated(page);
    // Sidebar links prefetch on intent: the pointer rests on the link first, as a reader's does.
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: label, exact: true }).hover();
    await prefetched;
    await page.waitForLoadState('networkidle');
    // A string, not a function: tsx's transform would add helpers (__name) the page does not have.
    await page.evaluate(`window.__navMs = new Promise((resolve) => {
      document.addEventListener('click', () => {
        const start = performance.now();
        const check = () => {
          const heading = document.querySelector('main h1');
          if (heading && heading.textContent.includes(${JSON.stringify(label)}) && heading.checkVisibility()) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, { capture: true, once: true });
    }); 0`);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: label, exact: true }).click();
    times.push(Number(await page.evaluate('window.__navMs')));
    await context.close();
  }
  return { medianMs: median(times), runsMs: times.map(Math.round) };
}
