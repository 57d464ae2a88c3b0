import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DISABLE_FEATURES_SWITCH } from './chromium-omnibox-popup-workaround';

// Ports and folders can be overridden to run two suites side by side.
const SITE_PORT = Number(process.env.PW_SITE_PORT ?? 4173);
const E2E_PORT = Number(process.env.PW_E2E_PORT ?? 4174);
const SITE_DIR = process.env.PW_SITE_DIR ?? 'out';
const E2E_DIR = process.env.PW_E2E_DIR ?? 'out-e2e';
// The site built under a sub-path (npm run build:base → out-base/), served there as GitHub Pages would.
const BASE_PORT = Number(process.env.PW_BASE_PORT ?? 4175);
const BASE_DIR = process.env.PW_BASE_DIR ?? 'out-base';
const BASE_URL_PATH = '/textwidget/';
// npm test always builds it; a targeted run without out-base/ leaves that project out (npm test fails instead).
const hasBaseBuild = fs.existsSync(path.join(__dirname, '..', BASE_DIR, 'index.html'));
// The site over the fixture docs folder (npm run build:fixture → out-fixture/), same rule.
const FIXTURE_PORT = Number(process.env.PW_FIXTURE_PORT ?? 4176);
const FIXTURE_DIR = process.env.PW_FIXTURE_DIR ?? 'out-fixture';
const hasFixtureBuild = fs.existsSync(path.join(__dirname, '..', FIXTURE_DIR, 'index.html'));

// Debian's Chromium, never a downloaded browser. Flags keep it off the closed network.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Without the address bar's WebUI popups, which cost each test 0.7 s of CPU (see the module).
    DISABLE_FEATURES_SWITCH,
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two, as CI has 2 cores. Three were faster back to back on a quiet machine (515 s against 648 s, then
  // 267 s against 301 s once Chromium lost its omnibox popups), but in CI on a busy host each run failed
  // one timing test (a progress bar late by seconds): not kept (2026-11-26).
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { launchOptions, trace: 'off', screenshot: 'off' },
  projects: [
    // The site exactly as deployed (npm run build → out/).
    { name: 'site', testIgnore: /(e2e-build|base-path|docs-folder)\//, use: { baseURL: `http://127.0.0.1:${SITE_PORT}` } },
    // The test-only build (npm run build:e2e → out-e2e/): crash routes, hide-on-scroll navbar.
    { name: 'e2e-build', testMatch: /e2e-build\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${E2E_PORT}` } },
    // The site under /textwidget/: tests use full paths (a baseURL path is dropped by "/x" URLs).
    ...(hasBaseBuild
      ? [{ name: 'base-path', testMatch: /base-path\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${BASE_PORT}` } }]
      : []),
    // A Docusaurus docs folder (tests/fixtures/docs-site) built as the site.
    ...(hasFixtureBuild
      ? [{ name: 'docs-folder', testMatch: /docs-folder\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${FIXTURE_PORT}` } }]
      : []),
  ],
  webServer: [
    {
      command: `npx tsx lib/tools/serve.ts ${SITE_DIR}`,
      cwd: '..',
      env: { PORT: String(SITE_PORT) },
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx lib/tools/serve.ts ${E2E_DIR}`,
      cwd: '..',
      env: { PORT: String(E2E_PORT) },
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
    },
    ...(hasBaseBuild
      ? [
          {
            command: `npx tsx lib/tools/serve.ts ${BASE_DIR} --base ${BASE_URL_PATH}`,
            cwd: '..',
            env: { PORT: String(BASE_PORT) },
            url: `http://127.0.0.1:${BASE_PORT}${BASE_URL_PATH}`,
            reuseExistingServer: false,
          },
        ]
      : []),
    ...(hasFixtureBuild
      ? [
          {
            command: `npx tsx lib/tools/serve.ts ${FIXTURE_DIR}`,
            cwd: '..',
            env: { PORT: String(FIXTURE_PORT) },
            url: `http://127.0.0.1:${FIXTURE_PORT}/`,
            reuseExistingServer: false,
          },
        ]
      : []),
  ],
});
