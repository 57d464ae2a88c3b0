import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { createStaticServer } from '/work/main/lib/tools/serve';
(async () => {
  const server = createStaticServer('/work/main/out');
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  // 1: every request delayed 1 s, 375 px: load, hydrate, open the menu, navigate.
  const ctx = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.route('**/*', async (route) => { await new Promise((r) => setTimeout(r, 1000)); await route.continue(); });
  let t = Date.now();
  await page.goto(base + '/installation', { waitUntil: 'domcontentloaded' });
  console.log('slow: DOM', Date.now() - t, 'ms');
  await page.waitForFunction(() => Boolean((window as any).next), null, { timeout: 20000 }).catch(() => {});
  await page.getByRole('button', { name: /menu/i }).first().click();
  console.log('slow: menu open', Date.now() - t, 'ms', await page.getByRole('dialog').count());
  await page.keyboard.press('Escape');
  t = Date.now();
  await page.getByRole('link', { name: 'Customization' }).first().click();
  await page.waitForURL('**/customization');
  await page.getByRole('heading', { level: 1 }).filter({ hasText: /Customi/ }).waitFor();
  console.log('slow: navigated in', Date.now() - t, 'ms; errors', errors);
  await ctx.close();
  // 2: keyboard after the skip link on desktop.
  const k = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await k.goto(base + '/installation'); await k.waitForLoadState('networkidle');
  await k.keyboard.press('Tab'); const first = await k.evaluate(() => document.activeElement?.textContent);
  await k.keyboard.press('Enter'); await k.keyboard.press('Tab');
  console.log('keyboard: first Tab', first, '→ after skip', await k.evaluate(() => document.activeElement?.closest('main') ? 'in main' : document.activeElement?.outerHTML.slice(0, 80)));
  await k.close();
  // 3: JS off.
  const nj = await browser.newContext({ javaScriptEnabled: false });
  const p3 = await nj.newPage(); await p3.goto(base + '/customization');
  console.log('no-JS: h1', await p3.locator('h1').textContent(), 'sidebar links', await p3.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').count());
  await nj.close();
  await browser.close(); server.close();
})();
