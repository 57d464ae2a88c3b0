/**
 * Post-build step of every build, after `next build` and before the link
 * check: makes out/ ready for any static host.
 * - Writes the blocking <head> scripts into every page (lib/head-script-texts.ts: not in the payload)
 *   and starts the first-load scripts after the first paint (lib/postbuild/after-paint-scripts.ts).
 * - Adds each page's Content-Security-Policy <meta> with its inline script hashes.
 * - Writes `_headers` (Netlify, Cloudflare Pages) and `.nojekyll` (GitHub Pages
 *   would otherwise drop the `_next/` folder).
 * Usage: tsx lib/postbuild/finalize-export.ts [outDir]   (TEXTWIDGET_BASE_URL as for the build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../site-config';
import { addCspMeta } from './csp';
import { headerRules, renderHeadersFile } from './host-files';
import { deferScriptsAfterPaint } from './after-paint-scripts';

const outDir = path.resolve(process.argv[2] ?? 'out');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(`Finalize export: ${outDir}/index.html is missing. Run "next build" first.`);
  process.exit(1);
}

// The head scripts' text as Next compiled it (app/head-scripts.json/route.ts): read once, not deployed.
const headScriptsFile = path.join(outDir, 'head-scripts.json');
if (!fs.existsSync(headScriptsFile)) {
  console.error(`Finalize export: ${headScriptsFile} is missing: this step already ran on ${outDir}. Run "next build" again first.`);
  process.exit(1);
}
const scripts = JSON.parse(fs.readFileSync(headScriptsFile, 'utf8')) as string[];
fs.rmSync(headScriptsFile);
let largestMeta = { bytes: 0, page: '' };
let pages = 0;
try {
  for (const file of htmlFiles(outDir)) {
    const name = path.relative(outDir, file);
    const html = fs.readFileSync(file, 'utf8');
    // The CSP comes last: it hashes the final inline scripts (the after-paint loader included).
    const { html: finished, metaBytes } = addCspMeta(deferScriptsAfterPaint(html, name, scripts), name);
    fs.writeFileSync(file, finished);
    pages += 1;
    if (metaBytes > largestMeta.bytes) largestMeta = { bytes: metaBytes, page: name };
  }
} catch (error) {
  console.error(`Finalize export: ${(error as Error).message}`);
  process.exit(1);
}

const headersFile = renderHeadersFile(headerRules(siteConfig.baseUrl));
fs.writeFileSync(path.join(outDir, '_headers'), headersFile);
fs.writeFileSync(path.join(outDir, '.nojekyll'), '');
console.log(
  `Finalize export: ${pages} pages with their scripts after the first paint and their CSP (largest meta ${largestMeta.bytes} B, ${largestMeta.page}); ` +
    `_headers (${Buffer.byteLength(headersFile)} B) and .nojekyll for base URL ${siteConfig.baseUrl}.`,
);
