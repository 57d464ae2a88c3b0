/**
 * Content-Security-Policy for the static export, in two parts:
 * - per page, a `<meta http-equiv>` policy with the sha256 hash of every
 *   inline script that page emits (our head scripts, next-themes, React's and
 *   Next's `self.__next_f.push(…)` payload scripts, which differ per page);
 *   it works on every host, GitHub Pages included, and its size grows with
 *   the page, not with the number of pages;
 * - site-wide, in the host's `_headers`, the directives a meta policy cannot
 *   carry (frame-ancestors) plus the ones that need no per-page value.
 * Both policies are enforced together; neither allows inline scripts.
 */
import { createHash } from 'node:crypto';

/** Directives the header carries for every response (no script-src: the page's meta has the hashes). */
export const HEADER_CSP = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"].join('; ');

/**
 * The one <style> element a script adds: next-themes turns transitions off for
 * a frame while the theme switches (disableTransitionOnChange). Its hash is
 * allowed; a unit test fails if next-themes changes the text.
 */
export const NEXT_THEMES_TRANSITION_CSS =
  '*,*::before,*::after{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}';

export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Text of every inline script the browser would run (not `src` scripts, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1].toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    scripts.push(body);
  }
  return scripts;
}

/** The page's policy: the header's directives that work in a meta tag, plus its own script hashes. */
export function pagePolicy(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    // Stylesheets from /_next/static, and no other <style> element than next-themes' one.
    `style-src 'self' ${sha256(NEXT_THEMES_TRANSITION_CSS)}`,
    // React renders style attributes (the first paint of a collapsed sidebar category or mobile
    // TOC). Attributes cannot load anything: url() in them is still limited by img-src and font-src.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The page with its policy as the first thing in <head> after the charset
 * (a meta policy governs only what comes after it). Run last: any later
 * change to an inline script would invalidate its hash.
 */
export function addCspMeta(html: string, pageName = 'page'): { html: string; metaBytes: number } {
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error(`${pageName} already has a CSP meta tag`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html)}"/>`;
  const anchor = /<meta charSet="utf-8"\/>/i.exec(html) ?? /<head>/i.exec(html);
  if (!anchor) throw new Error(`${pageName} has no <head>: cannot add its Content-Security-Policy`);
  const at = anchor.index + anchor[0].length;
  return { html: html.slice(0, at) + meta + html.slice(at), metaBytes: Buffer.byteLength(meta) };
}
