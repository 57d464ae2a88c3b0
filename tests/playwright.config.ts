import { defineConfig } from '@playwright/test';

// Ports and folders can be overridden to run two suites side by side.
const SITE_PORT = Number(process.env.PW_SITE_PORT ?? 4173);
const E2E_PORT = Number(process.env.PW_E2E_PORT ?? 4174);
const SITE_DIR = process.env.PW_SITE_DIR ?? 'out';
const E2E_DIR = process.env.PW_E2E_DIR ?? 'out-e2e';

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
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { launchOptions, trace: 'off', screenshot: 'off' },
  projects: [
    // The site exactly as deployed (npm run build → out/).
    { name: 'site', testIgnore: /e2e-build\//, use: { baseURL: `http://127.0.0.1:${SITE_PORT}` } },
    // The test-only build (npm run build:e2e → out-e2e/): crash routes, hide-on-scroll navbar.
    { name: 'e2e-build', testMatch: /e2e-build\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${E2E_PORT}` } },
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
  ],
});
