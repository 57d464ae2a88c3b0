/**
 * Post-build step of every build, after `next build` and before the link
 * check: makes out/ ready for any static host.
 * - Writes the blocking <head> scripts into every page (lib/head-script-texts.ts: not in the payload)
 *   and starts the first-load scripts after the first paint (lib/postbuild/after-paint-scripts.ts).
 * - Takes each page's inline payload out of its HTML when `<route>.txt` holds the same bytes: the
 *   page fetches that file instead (lib/postbuild/payload-file.ts).
 * - Empties next-themes' inert script (lib/postbuild/next-themes-script.ts).
 * - Adds each page's Content-Security-Policy <meta> with its inline script hashes.
 * - Writes `_headers` (Netlify, Cloudflare Pages) and `.nojekyll` (GitHub Pages
 *   would otherwise drop the `_next/` folder).
 * - Deletes `_not-found.html`, Next's not-found page under its internal route: a host would answer
 *   `/_not-found` with it and status 200. `404.html` is the same page, which hosts answer with 404
 *   for any unknown path (`/_not-found` too); its payload file, `_not-found.txt`, stays (404.html fetches
 *   it). The route's prefetch segments (`_not-found/`) go too: no link leads to that route.
 * Each page is parsed once, and the pages are shared between one process per core
 * (lib/postbuild/parallel.ts; parse5 over 10,000 pages is minutes of one core).
 * Usage: tsx lib/postbuild/finalize-export.ts [outDir]   (TEXTWIDGET_BASE_URL as for the build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../site-config';
import { cspMetaEdit, inlineScriptsOf } from './csp';
import { headerRules, renderHeadersFile } from './host-files';
import { afterPaintEdits, headScriptsEdit, LOADER } from './after-paint-scripts';
import { applyEdits, parseHtml } from './html';
import { emptyThemeScriptEdit } from './next-themes-script';
import { payloadFileEdits, payloadFileUrl, type PayloadFile } from './payload-file';
import { requireExport } from './out-dir';
import { currentPart, inPart, partsFor, runParts } from './parallel';

/**
 * The page with `headScripts` in its <head> (one script), its scripts after the first paint (and its
 * inline payload taken out when `payloadFile` holds the same bytes), then its CSP (which hashes the
 * final inline scripts: the head scripts and the loader included).
 */
export function finalizePage(html: string, name: string, headScripts: string[] = [], payloadFile?: PayloadFile): { html: string; metaBytes: number } {
  const document = parseHtml(html);
  const { edits, loaderAt } = afterPaintEdits(document, html, name);
  edits.push(emptyThemeScriptEdit(document, name));
  // Without the loader nothing would hand the fetched payload to the app: it then stays inline.
  const external = payloadFile && loaderAt !== undefined ? payloadFileEdits(document, html, payloadFile) : undefined;
  edits.push(...(external?.edits ?? []));
  const scripts = inlineScriptsOf(document, html).filter((script) => !external?.removedAt.has(script.at));
  const head = external?.fetchScript ? [external.fetchScript, ...headScripts] : headScripts;
  if (head.length > 0) {
    const { edit, at, text } = headScriptsEdit(document, head, name);
    edits.push(edit);
    scripts.push({ at, text });
  }
  if (loaderAt !== undefined) scripts.push({ at: loaderAt, text: LOADER });
  // Document order, as the browser meets them (the loader goes at the end of <body>).
  scripts.sort((a, b) => a.at - b.at);
  const { edit, metaBytes } = cspMetaEdit(
    document,
    html,
    scripts.map((script) => script.text),
    name,
  );
  return { html: applyEdits(html, [...edits, edit]), metaBytes };
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The page's `<route>.txt` (`index.txt` for `index.html`), if the export wrote one. `404.html` is
 * Next's copy of `_not-found.html`: its payload is `_not-found.txt`.
 */
function payloadFileOf(outDir: string, htmlFile: string): PayloadFile | undefined {
  const name = path.relative(outDir, htmlFile) === NOT_FOUND_PAGE ? path.join(outDir, NEXT_NOT_FOUND_PAGE) : htmlFile;
  const file = name.replace(/\.html$/, '.txt');
  if (!fs.existsSync(file)) return undefined;
  const url = siteConfig.baseUrl + path.relative(outDir, file).split(path.sep).map(encodeURIComponent).join('/');
  return { url, text: fs.readFileSync(file, 'utf8') };
}

type Summary = { pages: number; payloadFiles: number; largestMeta: { bytes: number; page: string } };

/** What a host answers for an unknown path, and Next's copy of it under its internal route (deleted). */
const NOT_FOUND_PAGE = '404.html';
const NEXT_NOT_FOUND_PAGE = '_not-found.html';

/** The head scripts' text as Next compiled it (app/head-scripts.json/route.ts): read by each part, deleted at the end (not deployed). */
const headScriptsFile = (outDir: string) => path.join(outDir, 'head-scripts.json');

/** Finalizes the pages of this process's part (all of them outside a part). */
function finalizePages(outDir: string): Summary {
  const summary: Summary = { pages: 0, payloadFiles: 0, largestMeta: { bytes: 0, page: '' } };
  const { every, notFound } = JSON.parse(fs.readFileSync(headScriptsFile(outDir), 'utf8')) as { every: string[]; notFound: string[] };
  htmlFiles(outDir).forEach((file, index) => {
    if (!inPart(index)) return;
    const name = path.relative(outDir, file);
    const headScripts = name === NOT_FOUND_PAGE ? [...every, ...notFound] : every;
    const { html, metaBytes } = finalizePage(fs.readFileSync(file, 'utf8'), name, headScripts, payloadFileOf(outDir, file));
    fs.writeFileSync(file, html);
    summary.pages += 1;
    if (payloadFileUrl(html) !== undefined) summary.payloadFiles += 1;
    if (metaBytes > summary.largestMeta.bytes) summary.largestMeta = { bytes: metaBytes, page: name };
  });
  return summary;
}

/** Every page, shared between one process per core: the parts' summaries combined. */
async function finalizeInParallel(outDir: string, parts: number): Promise<Summary> {
  const summaries = await runParts<Summary>(__filename, [outDir], parts);
  return summaries.reduce((total, summary) => ({
    pages: total.pages + summary.pages,
    payloadFiles: total.payloadFiles + summary.payloadFiles,
    largestMeta: summary.largestMeta.bytes > total.largestMeta.bytes ? summary.largestMeta : total.largestMeta,
  }));
}

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  if (currentPart()) {
    process.stdout.write(JSON.stringify(finalizePages(outDir)));
    return;
  }
  requireExport(outDir);
  if (!fs.existsSync(headScriptsFile(outDir))) {
    throw new Error(`${headScriptsFile(outDir)} is missing: this step already ran on ${outDir}. Run "next build" again first.`);
  }
  fs.rmSync(path.join(outDir, NEXT_NOT_FOUND_PAGE), { force: true });
  fs.rmSync(path.join(outDir, NEXT_NOT_FOUND_PAGE.replace(/\.html$/, '')), { recursive: true, force: true });
  const parts = partsFor(htmlFiles(outDir).length);
  const { pages, payloadFiles, largestMeta } = parts > 1 ? await finalizeInParallel(outDir, parts) : finalizePages(outDir);
  fs.rmSync(headScriptsFile(outDir));

  const headersFile = renderHeadersFile(headerRules(siteConfig.baseUrl));
  fs.writeFileSync(path.join(outDir, '_headers'), headersFile);
  fs.writeFileSync(path.join(outDir, '.nojekyll'), '');
  console.log(
    `Finalize export: ${pages} pages with their scripts after the first paint and their CSP (largest meta ${largestMeta.bytes} B, ${largestMeta.page}), ` +
      `${payloadFiles} of them fetching their payload from <route>.txt instead of carrying it inline; ` +
      `_headers (${Buffer.byteLength(headersFile)} B) and .nojekyll for base URL ${siteConfig.baseUrl}; ${NEXT_NOT_FOUND_PAGE} deleted (404.html is the same page).`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: Error) => {
    console.error(`Finalize export: ${error.message}`);
    process.exit(1);
  });
}
