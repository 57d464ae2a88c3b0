/**
 * Next puts every first-load chunk in the head as `<script async>` (the
 * instrumentation-client chunk at the end of the body) plus a
 * `<link rel="preload" as="script">` for chunks its runtime loads itself, so on
 * a slow connection 140 KB of JavaScript shares the bandwidth with the HTML and
 * the stylesheet, and runs before the first paint. The page is complete static
 * HTML: it can be read before it is hydrated. So the build moves those tags
 * into an inert `<template>` and a small inline script adds them once the first
 * frame has painted (at once in a hidden tab, where no frame is painted).
 * Hydration starts one frame later; the text shows without waiting on JavaScript.
 * Legacy `nomodule` scripts and inline scripts stay where they are. A preload of
 * a URL that is also a script tag is dropped: the script alone fetches it once.
 * The head is read with parse5 (lib/postbuild/html.ts), not patterns over the text.
 */
import { SETTLED_GLOBAL } from '../dom-ids';
import { applyEdits, attribute, elements, firstElement, parseHtml, sourceRange, type Edit, type Element } from './html';
import { PAYLOAD_GLOBAL } from './payload-file';

export const TEMPLATE_ID = 'after-paint-scripts';

// A promise the loader leaves on window, settled once every deferred script has loaded or failed.
export { SETTLED_GLOBAL };

// Copies each tag into a live element (elements cloned from a template would not run). On a page that
// fetches its payload file (lib/postbuild/payload-file.ts), adds the scripts only once the payload is
// in Next's queue: the app reads that queue when its main script runs. If the file cannot be had, no
// script is added (the app could not hydrate): the page stays static HTML, as when a chunk fails.
export const LOADER =
  '(function(){var t=document.getElementById("' +
  TEMPLATE_ID +
  '"),p=window.' +
  PAYLOAD_GLOBAL +
  ';window.' +
  SETTLED_GLOBAL +
  '=new Promise(function(settled){function load(){var pending=0;' +
  't.content.querySelectorAll("script,link").forEach(function(o){' +
  'var e=document.createElement(o.localName);' +
  'for(var i=0;i<o.attributes.length;i++)e.setAttribute(o.attributes[i].name,o.attributes[i].value);' +
  'if(o.localName==="script"){e.async=true;pending++;e.onload=e.onerror=function(){if(!--pending)settled()}}' +
  'document.head.appendChild(e)})}' +
  'function start(){if(!p)return load();p.then(function(d){(self.__next_f=self.__next_f||[]).push([1,d]);load()},function(){settled()})}' +
  'if(document.visibilityState!=="visible")start();else requestAnimationFrame(function(){setTimeout(start)})})})()';

/** A module script of Next's build (`async`, `defer` or neither: the loader adds each one async). */
const isChunkScript = (element: Element) =>
  element.tagName === 'script' && /\/_next\/static\//.test(attribute(element, 'src') ?? '') && attribute(element, 'nomodule') === undefined;

const isScriptPreload = (element: Element) =>
  element.tagName === 'link' && attribute(element, 'rel') === 'preload' && attribute(element, 'as') === 'script';

/**
 * The edits that defer the first-load scripts of `html` (parsed as `document`), and the offset
 * where the loader's inline script goes; no edits if it has no such script.
 */
export function afterPaintEdits(document: ReturnType<typeof parseHtml>, html: string, pageName = 'page'): { edits: Edit[]; loaderAt?: number } {
  const all = elements(document);
  if (all.some((element) => attribute(element, 'id') === TEMPLATE_ID)) {
    throw new Error(`${pageName} already defers its scripts: run "next build" again before this step.`);
  }
  const scripts = all.filter(isChunkScript);
  if (scripts.length === 0) return { edits: [] };
  const scriptUrls = new Set(scripts.map((script) => attribute(script, 'src')));
  const preloads = elements(firstElement(document, 'head')).filter(isScriptPreload);
  const moved = [...preloads, ...scripts].sort((a, b) => sourceRange(a)[0] - sourceRange(b)[0]);
  const kept = moved.filter((element) => !isScriptPreload(element) || !scriptUrls.has(attribute(element, 'href')));
  const tags = kept.map((element) => html.slice(...sourceRange(element)));
  const bodyEnd = firstElement(document, 'body').sourceCodeLocation?.endTag?.startOffset;
  if (bodyEnd === undefined) throw new Error(`${pageName} has no </body>: cannot place its scripts.`);
  const block = `<template id="${TEMPLATE_ID}">${tags.join('')}</template><script>${LOADER}</script>`;
  return {
    edits: [
      ...moved.map((element) => {
        const [start, end] = sourceRange(element);
        return { start, end, text: '' };
      }),
      { start: bodyEnd, end: bodyEnd, text: block },
    ],
    loaderAt: bodyEnd,
  };
}

/**
 * `codes` as the text of one inline script, each in its own try block: one script is one hash in the
 * page's CSP (random bytes, which gzip cannot shrink: five scripts cost ~0.2 KB gz more), and a
 * failing one still cannot stop the others, as when each had its own element (the newline: a part
 * ending in a // comment cannot comment out its block's end).
 */
export const oneScript = (codes: string[]) => (codes.length === 1 ? codes[0] : codes.map((code) => `try{${code}\n}catch(e){}`).join(''));

/**
 * The edit that adds `headScripts` (blocking inline scripts, lib/head-script-texts.ts, and the page's
 * payload fetch) as one script right before the <head>'s stylesheet (a script after a stylesheet waits
 * for it; these need nothing from it) or at its end, its text, and its offset.
 */
export function headScriptsEdit(document: ReturnType<typeof parseHtml>, headScripts: string[], pageName = 'page'): { edit: Edit; at: number; text: string } {
  const head = firstElement(document, 'head');
  const stylesheet = elements(head).find((element) => element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet');
  const at = stylesheet ? sourceRange(stylesheet)[0] : head.sourceCodeLocation?.endTag?.startOffset;
  if (at === undefined) throw new Error(`${pageName} has no </head>: cannot place its head scripts.`);
  const text = oneScript(headScripts);
  return { edit: { start: at, end: at, text: `<script>${text}</script>` }, at, text };
}

/**
 * The page with its first-load scripts deferred until after the first paint (unchanged if it has
 * none), and `headScripts` added to its <head> (headScriptsEdit).
 */
export function deferScriptsAfterPaint(html: string, pageName = 'page', headScripts: string[] = []): string {
  const document = parseHtml(html);
  const { edits } = afterPaintEdits(document, html, pageName);
  if (headScripts.length > 0) edits.push(headScriptsEdit(document, headScripts, pageName).edit);
  return edits.length === 0 ? html : applyEdits(html, edits);
}
