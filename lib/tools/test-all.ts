/**
 * `npm test`: builds the site (out/), its test-only variant (out-e2e/) and
 * the site under a sub-path (out-base/, base URL /textwidget/), the site over the fixture
 * docs folder (out-fixture/, tests/fixtures/docs-site),
 * type-checks everything, validates every exported page with the W3C Nu HTML Checker, runs the unit tests (Jest) and the browser tests (Playwright + Chromium),
 * and ends with one line "N passed, M failed" summing every suite.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validatePages } from './validate-html';

const results = { passed: 0, failed: 0 };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'textwidget-tests-'));

function run(label: string, command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return status === 0;
}

// One at a time: with `output: 'export'` every build works in .next/ (a custom distDir only names the
// export's folder), which `next build` locks. Nor does anything run beside them: with the unit tests
// beside them, builds and tests took 157 s against 125 s in a row (2026-11-26, 2 cores).
for (const [label, command] of [
  ['Build', 'npm run build'],
  ['Test build', 'npm run build:e2e'],
  ['Base-path build', 'npm run build:base'],
  ['Docs folder build', 'npm run build:fixture'],
] as const) {
  const started = Date.now();
  if (run(label, command)) results.passed += 1;
  else results.failed += 1;
  console.log(`${label} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Runs a command with its output kept, printed whole once it ends (the checks below run side by side). */
function runQuietly(label: string, command: string): Promise<{ label: string; command: string; ok: boolean; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ label, command, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function main(): Promise<void> {
  {
    // Each keeps one core busy: side by side they take about as long as the longest, the type check.
    const checks = await Promise.all([
      // All the TypeScript, tests and tools included (the build checks only the site's code).
      runQuietly('Type check', 'npm run typecheck'),
      // ESLint (Next's rules, React hooks) with zero warnings, and knip: no unused file, export or dependency.
      runQuietly('Lint', 'npm run lint'),
      runQuietly('Unused code (knip)', 'npm run knip'),
    ]);
    for (const { label, command, ok, output, seconds } of checks) {
      console.log(`\n=== ${label}: ${command}\n${output.trimEnd()}`);
      if (ok) results.passed += 1;
      else results.failed += 1;
      console.log(`${label} took ${seconds.toFixed(1)} s`);
    }
  }

  // Every exported page of every variant through the W3C Nu HTML Checker: one result per page.
  {
    console.log('\n=== HTML validity (Nu HTML Checker): out, out-e2e, out-base');
    const started = Date.now();
    try {
      const pages = validatePages(['out', 'out-e2e', 'out-base', 'out-fixture'].filter((dir) => fs.existsSync(`${dir}/index.html`)));
      results.passed += pages.passed;
      results.failed += pages.failed;
    } catch (error) {
      console.log((error as Error).message);
      results.failed += 1;
    }
    console.log(`HTML validity took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const jestJson = path.join(tmp, 'jest.json');
  const jestStarted = Date.now();
  run('Unit tests', `npx jest -c tests/jest.config.mjs --json --outputFile=${jestJson}`);
  console.log(`Unit tests took ${((Date.now() - jestStarted) / 1000).toFixed(1)} s`);
  if (fs.existsSync(jestJson)) {
    const jest = JSON.parse(fs.readFileSync(jestJson, 'utf8'));
    results.passed += jest.numPassedTests;
    results.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  } else {
    results.failed += 1;
  }

  const playwrightJson = path.join(tmp, 'playwright.json');
  if (['out', 'out-e2e', 'out-base', 'out-fixture'].every((dir) => fs.existsSync(`${dir}/index.html`))) {
    const browserStarted = Date.now();
    run('Browser tests', 'npx playwright test -c tests/playwright.config.ts', { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });
    console.log(`Browser tests took ${((Date.now() - browserStarted) / 1000).toFixed(1)} s`);
    if (fs.existsSync(playwrightJson)) {
      const { stats } = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
      results.passed += stats.expected + stats.flaky;
      results.failed += stats.unexpected + stats.skipped;
    } else {
      results.failed += 1;
    }
  } else {
    console.log('Browser tests not run: a build failed.');
    results.failed += 1;
  }

  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`\n${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed > 0 ? 1 : 0);
}

void main();
