/**
 * The text of every page's blocking <head> scripts, in order: colour mode, dismissed announcement,
 * base-URL banner, ".html" suffix, shortcut hint (their code: lib/browser/head-scripts.ts and below).
 * Rendered by React, they would also be serialized into every copy of every page's payload (the
 * inline payload in the HTML, `<route>.txt`, the root segment): ~2.2 KB each time, the same on
 * every page. So the post-build step writes them into each page's <head> (lib/postbuild/finalize-export.ts)
 * and React renders the same list only under `next dev` (components/layout/HeadScripts.tsx). The post-build
 * step takes their text from `out/head-scripts.json` (app/head-scripts.json/route.ts), as Next's
 * compiler minified it: the functions' source is what reaches the page.
 */
import { cleanAddressBar, dropTrailingSlash, inlineScript, markAnnouncementDismissed, showBaseUrlIssueBanner } from './browser/head-scripts';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, SETTLED_GLOBAL } from './dom-ids';
import { APP_STARTED_GLOBAL } from './browser/app-started';
import { scriptLiteral } from './inline-script';
import { siteConfig } from './site-config';

/**
 * Sets `html[data-theme]` and `color-scheme` from the stored choice (else the system preference when
 * respectPrefersColorScheme is on, else the default mode) before the body paints, so the wrong
 * colours never flash (Docusaurus's pattern). next-themes (components/theme/ColorModeProvider.tsx)
 * takes over after hydration; values it may store other than light/dark ("system") mean "no choice"
 * here too. Anything else stored (a hand edit, another tool) is removed, or next-themes would copy
 * it onto html[data-theme] after hydration.
 */
export function colorModeScript(): string {
  const { colorMode, storageKeys } = siteConfig;
  return `(function(){var d=document.documentElement,m=null;try{m=window.localStorage.getItem(${scriptLiteral(storageKeys.theme)});if(m!==null&&m!=='light'&&m!=='dark'&&m!=='system')window.localStorage.removeItem(${scriptLiteral(storageKeys.theme)})}catch(e){}if(m!=='light'&&m!=='dark')m=${colorMode.respectPrefersColorScheme}&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':${scriptLiteral(colorMode.defaultMode)};d.setAttribute('data-theme',m);d.style.colorScheme=m;})();`;
}

/** Hides a dismissed announcement bar before the body paints; null without a bar. */
export function announcementBarScript(): string | null {
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  const { announcementDismiss, announcementId } = siteConfig.storageKeys;
  return inlineScript(markAnnouncementDismissed, bar.id, announcementId, announcementDismiss, ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
}

/** A banner when the site is served under another base URL than configured. */
export const baseUrlIssueBannerScript = () => inlineScript(showBaseUrlIssueBanner, siteConfig.baseUrl, SETTLED_GLOBAL, APP_STARTED_GLOBAL);

/** "/installation.html" and "//installation" show as "/installation" before the app starts. */
export const cleanAddressScript = () => inlineScript(cleanAddressBar);

/** Apple devices see ⌘ K instead of Ctrl K on the search button, from the first paint. */
const shortcutHintScript = () =>
  `if(/Mac|iPhone|iPad/.test(navigator.platform))document.documentElement.setAttribute('data-apple-keys','');`;

/**
 * The 404 pages' own, after the others: "/installation/" goes to "/installation". Only there: anything
 * the not-found component renders is in every page's payload (the root layout's not-found boundary).
 */
export const notFoundHeadScripts = (): string[] => [inlineScript(dropTrailingSlash)];

/** Every head script's text, in the order they run. */
export function headScripts(): string[] {
  return [colorModeScript(), announcementBarScript(), baseUrlIssueBannerScript(), cleanAddressScript(), shortcutHintScript()].filter(
    (code): code is string => code !== null,
  );
}
