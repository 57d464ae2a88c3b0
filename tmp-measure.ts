import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
const base = process.argv[2];
const routes = process.argv.slice(3);
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try { bodies.set(response.url(), await response.body()); } catch {}
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    let gz = 0;
    for (const body of bodies.values()) gz += zlib.gzipSync(body, { level: 9 }).length;
    console.log(route, (gz / 1024).toFixed(1), 'KB in', bodies.size, 'scripts');
    if (process.env.DETAIL) for (const [url, body] of bodies) console.log("   ", url.split("/").pop(), (zlib.gzipSync(body, { level: 9 }).length / 1024).toFixed(1));
    await context.close();
  }
  await browser.close();
})();
