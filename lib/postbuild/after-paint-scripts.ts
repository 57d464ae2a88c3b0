/**
 * Next puts every first-load chunk in the head as `<script async>` plus a
 * `<link rel="preload" as="script">`, so on a slow connection 140 KB of
 * JavaScript shares the bandwidth with the HTML and the stylesheet, and runs
 * before the first paint. The page is complete static HTML: it can be read
 * before it is hydrated. So the build moves those tags into an inert
 * `<template>` and a small inline script adds them once the first frame has
 * painted (at once in a hidden tab, where no frame is painted). Hydration
 * starts one frame later; the text shows without waiting on JavaScript.
 * Legacy `nomodule` scripts and inline scripts stay where they are.
 */

export const TEMPLATE_ID = 'after-paint-scripts';

const TAG = /<script\b[^>]*>\s*<\/script>|<link\b[^>]*>/gi;
const ASYNC_SCRIPT = /^<script\b(?=[^>]*\bsrc=")(?![^>]*\bnomodule\b)[^>]*\basync\b/i;
const SCRIPT_PRELOAD = /^<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")/i;

/** A promise the loader leaves on window, settled once every deferred script has loaded or failed. */
export const SETTLED_GLOBAL = '__appScriptsSettled';

// Copies each tag into a live element (elements cloned from a template would not run).
const LOADER =
  '(function(){var t=document.getElementById("' +
  TEMPLATE_ID +
  '");window.' +
  SETTLED_GLOBAL +
  '=new Promise(function(settled){function load(){var pending=0;' +
  't.content.querySelectorAll("script,link").forEach(function(o){' +
  'var e=document.createElement(o.localName);' +
  'for(var i=0;i<o.attributes.length;i++)e.setAttribute(o.attributes[i].name,o.attributes[i].value);' +
  'if(o.localName==="script"){e.async=true;pending++;e.onload=e.onerror=function(){if(!--pending)settled()}}' +
  'document.head.appendChild(e)})}' +
  'if(document.visibilityState!=="visible")load();else requestAnimationFrame(function(){setTimeout(load)})})})()';

/** The page with its first-load scripts deferred until after the first paint; unchanged if it has none. */
export function deferScriptsAfterPaint(html: string, pageName = 'page'): string {
  if (html.includes(`id="${TEMPLATE_ID}"`)) {
    throw new Error(`${pageName} already defers its scripts: run "next build" again before this step.`);
  }
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error(`${pageName} has no </head>: cannot find its scripts.`);
  const tags: string[] = [];
  // Only the head: Next puts them there, and the body may quote such tags in its text.
  const head = html.slice(0, headEnd).replace(TAG, (tag) => {
    if (!ASYNC_SCRIPT.test(tag) && !SCRIPT_PRELOAD.test(tag)) return tag;
    tags.push(tag);
    return '';
  });
  if (!tags.some((tag) => tag.startsWith('<script'))) return html;
  const rest = head + html.slice(headEnd);
  const end = rest.lastIndexOf('</body>');
  if (end < 0) throw new Error(`${pageName} has no </body>: cannot place its scripts.`);
  const block = `<template id="${TEMPLATE_ID}">${tags.join('')}</template><script>${LOADER}</script>`;
  return rest.slice(0, end) + block + rest.slice(end);
}
