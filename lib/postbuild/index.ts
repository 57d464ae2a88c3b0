/**
 * Everything that turns Next's static export into the site we deploy, for every build (npm run
 * build, build:e2e, build:base, build:fixture), then the link check over all of it:
 * 1. the search index (one process) beside the payload copies' pruning then the Markdown copies,
 *    which get the other cores: they read and write different files of out/;
 * 2. finalize-export, one process per core (parse5 over every page: the longest step), after the
 *    pruning, and whose CSP hashes must see the final HTML;
 * 3. the link check, over the final HTML and every file written.
 * In a row, the search index left a core idle (10,000 docs: 20–21 s in a row, 13–15 s side by side);
 * every step at once, five CPU-bound processes on two cores, measured no better.
 * Prints each step's seconds. Usage: tsx lib/postbuild/index.ts [outDir] [--no-link-check]
 * (the benchmark times the link check on its own).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { requireExport } from './out-dir';
import { CORES_VARIABLE } from './parallel';

type Timing = { step: string; seconds: number };

function runStep(step: string, outDir: string, cores = os.availableParallelism()): Promise<Timing> {
  const start = performance.now();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [`lib/postbuild/${step}.ts`, outDir], {
    stdio: 'inherit',
    env: { ...process.env, [CORES_VARIABLE]: String(cores) },
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ step, seconds: (performance.now() - start) / 1000 });
      else reject(new Error(`${step} failed (exit code ${code}); its message is above.`));
    });
  });
}

async function runInRow(steps: string[], outDir: string, cores?: number): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const step of steps) timings.push(await runStep(step, outDir, cores));
  return timings;
}

const format = (timings: Timing[]) => timings.map(({ step, seconds }) => `${step} ${seconds.toFixed(1)} s`).join(', ');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outDir = args.find((arg) => !arg.startsWith('--')) ?? 'out';
  // Said once here, not by each step.
  requireExport(outDir);
  const start = performance.now();
  const others = Math.max(1, os.availableParallelism() - 1);
  // Both rows run to their end even when one fails: no step is left half-written by a kill.
  const results = await Promise.allSettled([runInRow(['write-search-index'], outDir, 1), runInRow(['prune-payloads', 'export-markdown'], outDir, others)]);
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
  if (failed.length > 0) throw new Error(failed.join(' '));
  const timings = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
  timings.push(await runStep('finalize-export', outDir));
  console.log(`Post-build: ${((performance.now() - start) / 1000).toFixed(1)} s (${format(timings)}).`);
  if (!args.includes('--no-link-check')) await runStep('check-links', outDir);
}

main().catch((error: Error) => {
  console.error(`Post-build: ${error.message}`);
  process.exit(1);
});
