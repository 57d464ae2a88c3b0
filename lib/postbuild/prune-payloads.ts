/**
 * Drops the copies of each page's payload that no reader ever requests. The one
 * place that knows the layout of Next's static export (checked on Next 16.4):
 *
 *   <route>.html                  the page, first load (index.html for "/")
 *   <route>.txt                   the whole payload: a client navigation to a route
 *                                 not prefetched fetches it (index.txt for "/")
 *   <route>/__next._tree.txt      the route's tree: the first request of a prefetch
 *   <route>/__next._index.txt     the root layout's segment, fetched once per visit
 *                                 from the first route prefetched
 *   <route>/__next.<segments>.txt one file per prefetched segment (layouts are inlined
 *                                 into their page's file; a parallel slot such as
 *                                 @sidebar gets its own)
 *   <route>/__next._full.txt      the same bytes as <route>.txt; the client never
 *                                 requests it: removed here
 *
 * Everything else is requested (tests/e2e/payload-files.spec.ts): with the HTML and the Markdown
 * copy, 7 files per doc. Next's documented knob, `experimental.prefetchInlining` (on by default:
 * a layout under 2 KB gz goes into its page's file), cannot bring that to 5: with thresholds raised
 * so the root layout is inlined too, `__next._index.txt` goes, but the root and docs layouts are
 * copied into both leaf files (the page's and the @sidebar slot's), so every prefetch downloads
 * them twice (6 files, more bytes; checked on Next 16.4.6); `false` writes one file per segment.
 * A parallel slot is always a leaf with its own file, and `<route>.txt` serves every navigation
 * without a prefetch (and Back after a reload), so 5 would need the sidebar out of its slot.
 * Prefetching whole payloads instead (`router.prefetch(href, { kind: 'full' })`, what `<Link prefetch>`
 * does), which would leave no segment file to keep, fails in a static export: it requests the page's
 * URL with `?_rsc=` and gets the HTML (vercel/next.js#92341, open on Next 16.4.6).
 *
 * For "/" the <route>/ files sit at the top of out/. If Next changes this (a
 * `_full` file that is not a copy of `<route>.txt`), the build fails here, and
 * tests/e2e/payload-files.spec.ts fails on any payload request that 404s.
 * Usage: tsx lib/postbuild/prune-payloads.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../browser/search-options';
import { requireExport } from './out-dir';

const FULL = '__next._full.txt';

function fullPayloadFiles(dir: string, outDir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The search index is written beside this step (lib/postbuild/index.ts) and holds no payload.
    if (entry.isDirectory()) return entry.name === '_next' || full === path.join(outDir, SEARCH_INDEX_DIR) ? [] : fullPayloadFiles(full, outDir);
    return entry.name === FULL ? [full] : [];
  });
}

/** Removes every `<route>/__next._full.txt`, after checking it is a copy of `<route>.txt`. */
export function prunePayloads(outDir: string): { removed: number; bytes: number } {
  let bytes = 0;
  const files = fullPayloadFiles(outDir, outDir);
  for (const file of files) {
    const dir = path.dirname(file);
    const whole = dir === outDir ? path.join(outDir, 'index.txt') : `${dir}.txt`;
    const copy = fs.readFileSync(file);
    if (!fs.existsSync(whole) || !copy.equals(fs.readFileSync(whole))) {
      throw new Error(
        `Next's export layout changed: ${path.relative(outDir, file)} is not a copy of ${path.relative(outDir, whole)}. ` +
          'Check which payload files client navigation requests (tests/e2e/payload-files.spec.ts) and update lib/postbuild/prune-payloads.ts.',
      );
    }
    fs.rmSync(file);
    bytes += copy.length;
  }
  return { removed: files.length, bytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  try {
    requireExport(outDir);
  } catch (error) {
    console.error(`Prune payloads: ${(error as Error).message}`);
    process.exit(1);
  }
  const { removed, bytes } = prunePayloads(outDir);
  console.log(`Prune payloads: removed ${removed} copies of page payloads never requested (${(bytes / 1024 / 1024).toFixed(1)} MiB).`);
}
