/**
 * Lighthouse 12 (Node API) on one URL, mobile and desktop presets, 3 runs each,
 * median of every number. Debian's Chromium, headless, through chrome-launcher.
 */
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseResult = {
  runs: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Audits below a full score in any category except performance (from the last run). */
  flagged: string[];
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode: string; title: string }>;
};

export async function lighthouseBench(url: string, preset: 'mobile' | 'desktop', runs = 3): Promise<LighthouseResult> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // No fixed port: a second launch right after the first one's kill could find it still taken.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: Lhr[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr as unknown as Lhr;
      results.push(lhr);
    }
  } finally {
    await chrome.kill();
  }
  const metric = (id: string) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  const last = results[results.length - 1];
  const flagged = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    last.categories[category].auditRefs
      .map((ref) => ({ id: ref.id, audit: last.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
      .map(({ id, audit }) => `${category}: ${id} (${audit.title})`),
  );
  return {
    runs,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, median(results.map((lhr) => Math.round((lhr.categories[category].score ?? 0) * 100)))]),
    ) as LighthouseResult['scores'],
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(metric('speed-index')),
    flagged,
  };
}
