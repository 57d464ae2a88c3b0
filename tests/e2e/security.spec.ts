import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { headerRules, headersFor, parseHeadersFile } from '../../lib/postbuild/host-files';

// The server (lib/tools/serve.ts) applies out/_headers as Netlify would: these tests run under it.
const OUT = path.join(__dirname, '..', '..', process.env.PW_SITE_DIR ?? 'out');
const ROUTES = ['/', '/installation', '/customization', '/markdown-page', '/search', '/no-such-page'];

/** Records every CSP violation of the page, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe('deployed with the generated host headers', () => {
  test('out/ has the host files, and _headers is what the build generates', () => {
    const file = fs.readFileSync(path.join(OUT, '_headers'), 'utf8');
    expect(parseHeadersFile(file)).toEqual(headerRules('/'));
    expect(fs.existsSync(path.join(OUT, '.nojekyll'))).toBe(true);
    expect(fs.existsSync(path.join(OUT, '404.html'))).toBe(true);
  });

  test('every response carries the security headers; hashed assets are cached for a year', async ({ page, request }) => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(OUT, '_headers'), 'utf8'));
    const response = await page.goto('/installation');
    const headers = response!.headers();
    for (const [name, value] of Object.entries(headersFor(rules, '/installation'))) expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  for (const route of ROUTES) {
    test(`${route} works under its Content-Security-Policy with zero violations`, async ({ page, consoleErrors }) => {
      await recordViolations(page);
      const response = await page.goto(route);
      expect(response!.status()).toBe(route === '/no-such-page' ? 404 : 200);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toContain("'unsafe-inline' 'sha256");
      expect(policy!.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
      await waitForHydration(page);
      // Work the page: theme switch, search (lazy chunk + index fetch), a client navigation.
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
      await dialog.getByRole('combobox').fill('install');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Customization' }).click();
      await expect(page).toHaveURL(/\/customization$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      // The unknown path itself answers 404 (the browser logs that); nothing else may fail.
      expect(consoleErrors.filter((error) => !(route === '/no-such-page' && /status of 404/.test(error)))).toEqual([]);
    });
  }

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/installation');
    await waitForHydration(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    // An injected <style> element (CSS injection) is refused too.
    const hidden = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'main { display: none }';
      document.head.append(style);
      return getComputedStyle(document.querySelector('main')!).display === 'none';
    });
    expect(hidden).toBe(false);
    await expect.poll(async () => (await violations(page)).length).toBe(2);
    expect((await violations(page))[1]).toMatch(/^style-src-elem blocked inline/);
  });

  test('external links in content and config open without opener or referrer', async ({ page }) => {
    for (const route of ROUTES.slice(0, 4)) {
      await page.goto(route);
      const external = page.locator('a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      }
    }
  });
});
