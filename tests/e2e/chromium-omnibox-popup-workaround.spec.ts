import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { test, expect } from './fixtures';
import { DISABLE_FEATURES_SWITCH, OMNIBOX_POPUP_FEATURES, OMNIBOX_POPUP_URL, PLAYWRIGHT_DISABLED_FEATURES } from '../chromium-omnibox-popup-workaround';

/** The browser's address-bar popup targets once a page has opened (they come with its window). */
async function omniboxPopups(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  const context = await browser.newContext();
  await (await context.newPage()).goto('about:blank');
  const popups = async () => {
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    return targetInfos.map((target) => target.url).filter((url) => url.startsWith(OMNIBOX_POPUP_URL));
  };
  // They are created with the window, not with the page: give them a moment either way.
  let found = await popups();
  for (let tries = 0; found.length === 0 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    found = await popups();
  }
  await context.close();
  await cdp.detach();
  return found;
}

/** Every --disable-features value on the running browser's command line, in order. */
async function disableFeatureSwitches(browser: Browser): Promise<string[][]> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  await cdp.detach();
  const pid = processInfo.find((info) => info.type === 'browser')?.id;
  expect(pid, 'the browser process is listed').toBeDefined();
  return fs
    .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

test.describe('tests/chromium-omnibox-popup-workaround.ts', () => {
  test('the suite\'s browser keeps every feature Playwright disables and opens no address-bar popup', async ({ browser }) => {
    const switches = await disableFeatureSwitches(browser);
    expect(switches.length, 'Playwright\'s switch, then ours').toBeGreaterThanOrEqual(2);
    const [playwrights] = switches;
    // Chromium reads only the last one: ours must hold all of Playwright's names.
    expect(switches.at(-1)).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES]);
    expect(
      playwrights.filter((name) => !PLAYWRIGHT_DISABLED_FEATURES.includes(name)),
      'names Playwright now disables that the workaround\'s list lacks: copy them into PLAYWRIGHT_DISABLED_FEATURES',
    ).toEqual([]);
    expect(
      OMNIBOX_POPUP_FEATURES.filter((name) => playwrights.includes(name)),
      'Playwright disables these itself now: delete the workaround',
    ).toEqual([]);
    expect(await omniboxPopups(browser)).toEqual([]);
  });

  test('without it, Chromium still opens the address-bar popups (else the workaround can go)', async () => {
    const plain = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    try {
      expect(await omniboxPopups(plain), `${DISABLE_FEATURES_SWITCH} is no longer needed: delete tests/chromium-omnibox-popup-workaround.ts`).not.toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
