/**
 * Scale: the site with a generated corpus of 1,000 more docs (10 categories ×
 * 100), built in a temporary copy of the project: build time and peak memory,
 * link-check time, out/ size, a doc page's HTML and first-load JS, search index.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { writeCorpus, docId } from './corpus';
import { firstLoad, gzipSize, kb } from './first-load';
import { measureCommand } from './measure';

const SKIP = new Set(['node_modules', '.next', '.git', 'out', 'bench', 'bench-results', 'test-results', 'playwright-report']);

/** A copy of the project without build output; node_modules hard-linked (Turbopack rejects a symlink leaving the project). */
export function copyProject(root: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'textwidget-bench-'));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry) || entry.startsWith('out-') || entry.startsWith('.next')) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

function dirBytes(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirBytes(full) : fs.statSync(full).size);
  }, 0);
}

export type ScaleResult = {
  docs: number;
  buildSeconds: number;
  buildPeakRssMiB: number;
  linkCheckSeconds: number;
  outMiB: number;
  htmlFiles: number;
  docPage: { route: string; htmlRawKb: number; htmlGzKb: number; inlineScriptsKb: number; rscPayloadGzKb: number; jsGzKb: number; jsScripts: number };
  searchIndex: { rawKb: number; gzKb: number };
};

export async function scaleBench(root: string, options: { categories?: number; perCategory?: number; keep?: boolean } = {}): Promise<ScaleResult> {
  const categories = options.categories ?? 10;
  const perCategory = options.perCategory ?? 100;
  const dir = copyProject(root);
  console.log(`Scale: generating ${categories * perCategory} docs in ${dir}`);
  try {
    const docs = writeCorpus(dir, categories, perCategory);
    // The whole build but its last step, timed apart: next build, Markdown copies, host files and CSP.
    const build = await measureCommand('npx next build && npx tsx lib/postbuild/export-markdown.ts out && npx tsx lib/postbuild/finalize-export.ts out', dir);
    if (build.code !== 0) throw new Error(`Scale build failed:\n${build.output.slice(-4000)}`);
    const links = await measureCommand('npx tsx lib/postbuild/check-links.ts out', dir);
    if (links.code !== 0) throw new Error(`Scale link check failed:\n${links.output.slice(0, 4000)}`);

    const out = path.join(dir, 'out');
    const middle = docId(Math.floor(categories / 2), Math.floor(perCategory / 2));
    const htmlFile = path.join(out, `${middle}.html`);
    const html = fs.readFileSync(htmlFile);
    const load = firstLoad(out, htmlFile);
    const rscFile = path.join(out, `${middle}.txt`);
    // The sharded search index (lib/content/search-shards.ts): all its files together.
    const indexDir = path.join(out, 'search-index');
    const index = Buffer.concat(fs.readdirSync(indexDir).map((file) => fs.readFileSync(path.join(indexDir, file))));
    // Docs sit in folders (the corpus's topics/topic-NN/): count at any depth.
    const htmlFiles = (fs.readdirSync(out, { recursive: true }) as string[]).filter((file) => file.endsWith('.html')).length;
    return {
      docs: docs.length,
      buildSeconds: build.seconds,
      buildPeakRssMiB: build.peakRssMiB,
      linkCheckSeconds: links.seconds,
      outMiB: Math.round((dirBytes(out) / 1024 / 1024) * 10) / 10,
      htmlFiles,
      docPage: {
        route: `/${middle}`,
        htmlRawKb: kb(html.length),
        htmlGzKb: kb(gzipSize(html)),
        inlineScriptsKb: kb(load.inlineScriptBytes),
        rscPayloadGzKb: fs.existsSync(rscFile) ? kb(gzipSize(fs.readFileSync(rscFile))) : 0,
        jsGzKb: kb(load.js.gzip),
        jsScripts: load.js.count,
      },
      searchIndex: { rawKb: kb(index.length), gzKb: kb(gzipSize(index)) },
    };
  } finally {
    if (options.keep) console.log(`Scale: kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}
