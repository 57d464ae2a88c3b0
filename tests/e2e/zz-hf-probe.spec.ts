import { expect, test, storeTheme } from './fixtures';
test.use({ viewport: { width: 1280, height: 800 } });
test('probe timing', async ({ page }) => {
  await storeTheme(page, 'dark');
  let go!: () => void; const started = new Promise<void>((r) => (go = r)); let at = 0;
  await page.route('**/*.txt*', async (route) => { await started; await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now()))); await route.continue().catch(() => {}); });
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('button[aria-label^="Switch between dark and light mode"]') !== null);
  await page.evaluate(() => {
    const r: Record<string, number | null> = { win: null, doc: null, shown: null, gone: null };
    (window as any).__r = r;
    window.addEventListener('click', () => (r.win ??= performance.now()), true);
    document.addEventListener('click', () => (r.doc ??= performance.now()), true);
    new MutationObserver(() => { const el = document.getElementById('nprogress'); if (el && r.shown === null) r.shown = performance.now(); if (!el && r.shown !== null && r.gone === null) r.gone = performance.now(); }).observe(document.documentElement, { childList: true, subtree: true });
  });
  at = Date.now() + 1500; go();
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation', { timeout: 10000 });
  await page.waitForTimeout(800);
  const r = await page.evaluate(() => (window as any).__r);
  console.log('TIMING', JSON.stringify({ docMinusWin: r.doc - r.win, shownAfterWin: r.shown - r.win, shownAfterDoc: r.shown - r.doc, visibleFor: r.gone - r.shown }));
});
