/**
 * Everything that turns Next's static export into the site we deploy, for every build (npm run
 * build, build:e2e, build:base, build:fixture), then the link check over all of it.
 * The search index, the Markdown copies and the payload steps read and write different files of
 * out/, so they run side by side: each is mostly one core's work (some split across cores), and in
 * a row they left a core idle. The payload copies go before finalize-export, whose CSP hashes must
 * see the final HTML; the link check goes last, over the final HTML and every file written.
 * Prints each step's seconds. Usage: tsx lib/postbuild/index.ts [outDir] [--no-link-check]
 * (the benchmark times the link check on its own).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Steps in a row within a group; the groups run side by side. */
const SIDE_BY_SIDE: string[][] = [['write-search-index'], ['export-markdown'], ['prune-payloads', 'finalize-export']];
const LAST = 'check-links';

type Timing = { step: string; seconds: number };

function runStep(step: string, outDir: string): Promise<Timing> {
  const start = performance.now();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [`lib/postbuild/${step}.ts`, outDir], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ step, seconds: (performance.now() - start) / 1000 });
      else reject(new Error(`${step} failed (exit code ${code}); its message is above.`));
    });
  });
}

async function runInRow(steps: string[], outDir: string): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const step of steps) timings.push(await runStep(step, outDir));
  return timings;
}

const format = (timings: Timing[]) => timings.map(({ step, seconds }) => `${step} ${seconds.toFixed(1)} s`).join(', ');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outDir = args.find((arg) => !arg.startsWith('--')) ?? 'out';
  // Said once here, not by each step side by side.
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`${path.resolve(outDir)}/index.html is missing. Run "next build" first.`);
  const start = performance.now();
  // Every group runs to its end even when another fails: no step is left half-written by a kill.
  const results = await Promise.allSettled(SIDE_BY_SIDE.map((steps) => runInRow(steps, outDir)));
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
  if (failed.length > 0) throw new Error(failed.join(' '));
  const timings = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
  console.log(`Post-build: ${((performance.now() - start) / 1000).toFixed(1)} s side by side (${format(timings)}).`);
  if (!args.includes('--no-link-check')) await runStep(LAST, outDir);
}

main().catch((error: Error) => {
  console.error(`Post-build: ${error.message}`);
  process.exit(1);
});
