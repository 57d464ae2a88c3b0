/**
 * Works around vercel/next.js#82872 (closed upstream; Next 16.4 still does it): Next inlines each
 * page's whole React Server Components payload in its HTML (`self.__next_f.push([1,"…"])` scripts)
 * to hydrate it, after the markup of the same page, so the HTML carries the page twice: at 1,000 docs
 * a doc page's HTML was 6.6 KB gz of markup and 10 KB gz of inline payload. The export writes the
 * very same bytes as `<route>.txt` (a client navigation without a prefetch fetches it), so the
 * post-build step removes the inline copy. The <head>'s script, before the stylesheet (which would
 * hold back a script after it), starts fetching the file; the after-paint loader
 * (lib/postbuild/after-paint-scripts.ts) hands it to Next's `self.__next_f` queue before it adds the
 * app's scripts, as the inline scripts did (next/dist/client/app-index.js reads that queue when the
 * main script runs). The file downloads with the stylesheet, so hydration starts no later than
 * before. Docusaurus does the same: HTML, then the page's data in a file of its own.
 *
 * Only when the inline payload is byte for byte the page's `.txt`, and only plain text parts
 * (`[1,…]`): anything else stays inline, as Next wrote it. tests/e2e/postbuild.spec.ts fails if a
 * page keeps its inline payload (Next changed what it writes: this step no longer applies) or if
 * Next stops inlining it (this step is no longer needed).
 */
import type { Element } from './html';
import { attribute, elements, rawText, sourceRange, type Edit } from './html';
import { scriptLiteral } from '../inline-script';

/** A page's payload file: its URL on the site and its text (`<route>.txt`). */
export type PayloadFile = { url: string; text: string };

/** Set by the page's fetch script: a promise of its payload's text, read by the after-paint loader. */
export const PAYLOAD_GLOBAL = '__pagePayload';

/**
 * The script that starts fetching `url`, whose text must be `length` characters long: a file of
 * another deploy than the HTML (a stale cache) is refused rather than hydrated against the wrong
 * markup. A failure is handled by the loader (no unhandled rejection before it runs).
 */
export const payloadFetchScript = (url: string, length: number) =>
  `(window.${PAYLOAD_GLOBAL}=fetch(${scriptLiteral(url)}).then(function(r){if(!r.ok)throw Error(r.status);return r.text()})` +
  `.then(function(t){if(t.length!==${length})throw Error("stale");return t})).catch(function(){})`;

/** The URL of the payload file `html` fetches, if it does. */
export function payloadFileUrl(html: string): string | undefined {
  const match = new RegExp(`window\\.${PAYLOAD_GLOBAL}=fetch\\(("(?:[^"\\\\]|\\\\.)*")\\)`).exec(html);
  return match ? (JSON.parse(match[1]) as string) : undefined;
}

const TEXT_PART = /^self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)$/;
const ANY_PART = /__next_f\.push\(\[(\d)/;

type Document = Parameters<typeof elements>[0];

/** The inline scripts holding the page's payload, and the payload they hold; null if one holds anything else than text. */
export function inlinePayload(document: Document, html: string): { scripts: Element[]; text: string } | null {
  const scripts: Element[] = [];
  const parts: string[] = [];
  for (const element of elements(document)) {
    if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) continue;
    const code = rawText(element, html);
    const kind = ANY_PART.exec(code)?.[1];
    if (kind === undefined || kind === '0') continue;
    const text = TEXT_PART.exec(code)?.[1];
    if (kind !== '1' || text === undefined) return null;
    scripts.push(element);
    parts.push(JSON.parse(text) as string);
  }
  return { scripts, text: parts.join('') };
}

/**
 * The edits that take the inline payload out of `html` when it is the same as `file.text` (the
 * page's `.txt`), with the offsets of the scripts removed and the script that fetches `file.url`
 * instead (for the top of the <head>, lib/postbuild/after-paint-scripts.ts headScriptsEdit); no edits otherwise.
 */
export function payloadFileEdits(
  document: Document,
  html: string,
  file: PayloadFile,
): { edits: Edit[]; removedAt: Set<number>; fetchScript?: string } {
  const payload = inlinePayload(document, html);
  if (!payload || payload.scripts.length === 0 || payload.text !== file.text) return { edits: [], removedAt: new Set() };
  const ranges = payload.scripts.map(sourceRange);
  return {
    edits: ranges.map(([start, end]) => ({ start, end, text: '' })),
    removedAt: new Set(ranges.map(([start]) => start)),
    fetchScript: payloadFetchScript(file.url, file.text.length),
  };
}
