/**
 * Content-Security-Policy for the static export, in two parts:
 * - per page, a `<meta http-equiv>` policy with the sha256 hash of every
 *   inline script that page emits (our head script, which names the
 *   page's payload file and so differs per page, the after-paint loader,
 *   and Next's bootstrap scripts);
 *   it works on every host, GitHub Pages included, and its size grows with
 *   the page, not with the number of pages;
 * - site-wide, in the host's `_headers`, the directives a meta policy cannot
 *   carry (frame-ancestors) plus the ones that need no per-page value.
 * Both policies are enforced together; neither allows inline scripts.
 * Scripts are found with parse5 (lib/postbuild/html.ts), as the browser finds them.
 */
import { createHash } from 'node:crypto';
import { applyEdits, attribute, elements, firstElement, parseHtml, rawText, type Edit } from './html';

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

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

type Document = ReturnType<typeof parseHtml>;

/** Every inline script the browser would run (not `src` scripts, not JSON data blocks): its text as written, and its offset. */
export function inlineScriptsOf(document: Document, html: string): { at: number; text: string }[] {
  return elements(document)
    .filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined)
    .filter((element) => SCRIPT_TYPES.has((attribute(element, 'type') ?? '').toLowerCase()))
    .map((element) => ({ at: element.sourceCodeLocation?.startOffset ?? 0, text: rawText(element, html) }));
}

/** Text of every inline script the browser would run (not `src` scripts, not JSON data blocks), as written. */
export function inlineScripts(html: string): string[] {
  return inlineScriptsOf(parseHtml(html), html).map((script) => script.text);
}

/** Whether the page already has a Content-Security-Policy meta tag. */
export function hasCspMeta(document: Document): boolean {
  return elements(document).some(
    (element) => element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
  );
}

/** The policy of a page with these inline scripts: the header's directives that work in a meta tag, plus their hashes. */
function policyFor(scripts: string[]): string {
  const hashes = [...new Set(scripts.map(sha256))];
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

/** The page's policy: the header's directives that work in a meta tag, plus its own script hashes. */
export function pagePolicy(html: string): string {
  return policyFor(inlineScripts(html));
}

/**
 * The edit that puts the policy for `scripts` (the page's inline scripts, in document order) as
 * the first thing in the <head> of `html` (parsed as `document`) after the charset.
 */
export function cspMetaEdit(document: Document, html: string, scripts: string[], pageName = 'page'): { edit: Edit; metaBytes: number } {
  if (hasCspMeta(document)) {
    throw new Error(`${pageName} already has a CSP meta tag: run "next build" again before this step.`);
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(scripts)}"/>`;
  const head = firstElement(document, 'head');
  const charset = elements(head).find((element) => element.tagName === 'meta' && attribute(element, 'charset') !== undefined);
  // Right after the charset declaration, else at the start of the head (which then must be in the source).
  const at = charset?.sourceCodeLocation?.endOffset ?? head.sourceCodeLocation?.startTag?.endOffset;
  if (at === undefined) throw new Error(`${pageName} has no <head>: cannot add its Content-Security-Policy`);
  return { edit: { start: at, end: at, text: meta }, metaBytes: Buffer.byteLength(meta) };
}

/**
 * The page with its policy as the first thing in <head> after the charset
 * (a meta policy governs only what comes after it). Run last: any later
 * change to an inline script would invalidate its hash.
 */
export function addCspMeta(html: string, pageName = 'page'): { html: string; metaBytes: number } {
  const document = parseHtml(html);
  const scripts = inlineScriptsOf(document, html).map((script) => script.text);
  const { edit, metaBytes } = cspMetaEdit(document, html, scripts, pageName);
  return { html: applyEdits(html, [edit]), metaBytes };
}
