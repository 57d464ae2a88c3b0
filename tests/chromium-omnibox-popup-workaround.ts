/**
 * Chromium 15x in headless mode gives every browser window two WebUI renderers for the address bar's
 * popup (chrome://omnibox-popup.top-chrome/ and its AI Mode page), and Playwright opens a window per
 * context, so per test: measured on 2 cores (2026-11-26, Chromium 156), a new page cost 1.0 s of CPU
 * with them and 0.24 s without, and a doc page of this site 1.35 s against 0.67 s. That was half the
 * browser suite's time. Puppeteer disables both features by default (puppeteer/puppeteer#15278);
 * Playwright 1.65 does not, and has no option to add a feature to its own --disable-features list
 * (microsoft/playwright#36658), while Chromium reads only the last --disable-features switch. So this
 * switch repeats Playwright's list (its server/chromium/chromiumSwitches.ts) and adds the two.
 *
 * tests/e2e/chromium-omnibox-popup-workaround.spec.ts fails when Playwright's list has a name this one
 * lacks (copy it here), when the popups come back with the switch, or when Chromium or Playwright no
 * longer creates them without it (then delete this module).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The one --disable-features switch Chromium gets: Playwright's names and the two popups. */
export const DISABLE_FEATURES_SWITCH = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`;

/** The WebUI the popups load, as a CDP target URL starts. */
export const OMNIBOX_POPUP_URL = 'chrome://omnibox-popup.top-chrome/';
