import { expect, test, waitForHydration, isRouterData } from '../fixtures';
const BASE = '/textwidget/';
test('probe home breadcrumb', async ({ page }) => {
  const t0 = Date.now();
  await page.addInitScript(() => {
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        console.log(`${name} ${String(args[2])} ${performance.now().toFixed(0)}`);
        return original(...args);
      };
    }
  });
  let n = 0;
  await page.route((url) => isRouterData(url), async (route) => { const i = n++; await new Promise((r) => setTimeout(r, i < 4 ? 600 : 300)); await route.continue(); });
  page.on('console', (m) => console.log(`${Date.now() - t0} console ${m.text()}`));
  page.on('request', (r) => console.log(`${Date.now() - t0} req ${r.url()}`));
  await page.goto(`${BASE}installation`);
  await waitForHydration(page);
  console.log(`${Date.now() - t0} --- click`);
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(/\/textwidget$|\/textwidget\/$/);
  console.log(`${Date.now() - t0} --- url ok`);
  await page.waitForTimeout(2500);
});
