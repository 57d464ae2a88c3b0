import { scriptLiteral } from '@/lib/inline-script';

/**
 * Inline <head> scripts: browser code that runs before the app's JavaScript (most of it before
 * the body paints). Each is a plain, self-contained function (no imports, no outer variables: its
 * source is all that reaches the page), type-checked like the rest of the browser code and turned
 * into the script's text by `inlineScript`. Server components in components/layout render them.
 */

/** The text of an inline script that calls `run` with `args` (JSON literals, safe inside <script>). */
export function inlineScript<Args extends unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  return `(${run.toString()})(${args.map((arg) => scriptLiteral(arg)).join(',')});`;
}

/**
 * Before the body paints: was this announcement (same id) dismissed? Sets `attribute` on <html>
 * ("true"/"false"), so the bar never flashes or jumps. A new bar id resets the stored dismissal.
 */
export function markAnnouncementDismissed(barId: string, idKey: string, dismissKey: string, attribute: string) {
  let dismissed = false;
  try {
    const storage = window.localStorage;
    if (storage.getItem(idKey) !== barId) {
      storage.setItem(idKey, barId);
      storage.removeItem(dismissKey);
    } else {
      dismissed = storage.getItem(dismissKey) === 'true';
    }
  } catch {
    // Storage disabled: show the bar.
  }
  document.documentElement.setAttribute(attribute, String(dismissed));
}

/**
 * "/installation.html" and "/installation/index.html" show as "/installation" in the address bar
 * before the app starts, so the router, sidebar, breadcrumbs and TOC all see the clean path
 * (SPEC §2). Repeated slashes become one: hosts that merge them (nginx) serve "//installation" as
 * "/installation", but the router reads a path starting with "//" as another host's URL and the page
 * crashes. A trailing slash is left alone, so the base URL check still sees "/docs/" as a folder.
 */
export function cleanAddressBar() {
  const { pathname, search, hash } = window.location;
  const merged = pathname.replace(/\/{2,}/g, '/');
  const clean = /\/index\.html$/.test(merged)
    ? merged.slice(0, -'/index.html'.length) || '/'
    : /\.html$/.test(merged)
      ? merged.slice(0, -'.html'.length)
      : merged;
  if (clean !== pathname) window.history.replaceState(window.history.state, '', clean + search + hash);
}

/**
 * On the 404 pages, before the body paints: "/installation/" (and "//installation") goes to "/installation". GitHub Pages looks
 * a trailing slash up as a folder (out/installation/ holds only the page's data files), so a link or
 * typed URL with one would end here; Docusaurus sites answer both. `replace`: Back does not return to
 * the 404. A path that is no page either ends on this page again, without the slash. A folder of
 * out/ with no page of its name (/img/) may be sent back to "…/" by the host: the 404 page then
 * comes from its own URL (same-origin referrers are whole URLs by default) and stays.
 */
export function dropTrailingSlash() {
  const { origin, search, hash } = window.location;
  // The path as requested: cleanAddressBar, which runs before on every page, may have merged its slashes.
  const requested = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const pathname = requested ? new URL(requested.name).pathname : window.location.pathname;
  // Repeated slashes become one first: "//evil.example/" without its slash would be another site's URL.
  const clean = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (!clean || clean === pathname || document.referrer === origin + pathname + search) return;
  const target = clean + search + hash;
  // cleanAddressBar may have shown that address already: replacing it by itself would only move to the hash.
  if (window.location.pathname + window.location.search + window.location.hash === target) window.location.reload();
  else window.location.replace(target);
}

/**
 * Independent of the app's JavaScript: if the page is served under a path that doesn't match the
 * configured base URL, its scripts and styles 404, the app never starts, and the reader would see
 * a broken page. Then a banner says so and suggests a base URL. The app's scripts start after the
 * first paint (lib/postbuild/after-paint-scripts.ts), so the check waits, after the load event, for
 * the promise they settle (`window[settledGlobal]`).
 */
export function showBaseUrlIssueBanner(baseUrl: string, settledGlobal: string, startedGlobal: string) {
  const path = window.location.pathname;
  const href = window.location.href;
  const check = () => {
    // Set by instrumentation-client.ts once the app's own code runs.
    if ((window as unknown as Record<string, unknown>)[startedGlobal]) return;
    const suggested = path.slice(-1) === '/' ? path : path.slice(0, path.lastIndexOf('/') + 1);
    if (suggested === baseUrl) return;
    const paragraph = (text: string, style: string) => {
      const element = document.createElement('p');
      element.style.cssText = style;
      element.textContent = text;
      return element;
    };
    const banner = document.createElement('div');
    banner.id = 'base-url-issue-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText =
      'border:3px solid #a4262c;background:#fde7e9;color:#1c1e21;padding:1rem 1.5rem;margin:1rem;font:16px/1.5 system-ui,sans-serif;';
    banner.append(
      paragraph('Your site did not load properly.', 'font-weight:bold;margin:0 0 .5rem'),
      paragraph(`A very common reason is a wrong base URL configuration. This page is at ${href}.`, 'margin:0 0 .5rem'),
      paragraph(`Current configured baseUrl = ${baseUrl}${baseUrl === '/' ? ' (default value)' : ''}`, 'margin:0 0 .5rem'),
      paragraph(`We suggest trying baseUrl = ${suggested}`, 'margin:0'),
    );
    document.body.prepend(banner);
  };
  window.addEventListener('load', () => {
    void Promise.resolve((window as unknown as Record<string, unknown>)[settledGlobal]).then(check);
  });
}
