/**
 * Post-build step of every build (after `next build`): writes the files of the sharded search index
 * into out/search-index/, where the browser fetches those a query needs (lib/browser/search-engine.ts).
 * `next dev` serves the same files from app/search-index/[file]/route.dev.ts. Each doc's text comes
 * from the MDX compile when it saved it (lib/mdx/parsed-doc.mjs), so nothing is parsed twice.
 * Usage: tsx lib/postbuild/write-search-index.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { getListedDocs, getPages } from '../content/docs';
import { buildSearchIndex, readSources } from '../content/search-index';
import { SEARCH_INDEX_DIR } from '../browser/search-options';
import { requireExport } from './out-dir';

/** Writes every index file into `<outDir>/search-index/` (emptied first); returns their names. */
export function writeSearchIndex(outDir: string): string[] {
  const files = buildSearchIndex(readSources([...getListedDocs(), ...getPages()]));
  const dir = path.join(outDir, SEARCH_INDEX_DIR);
  // Files of an earlier build would be served beside the new manifest.
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of files) fs.writeFileSync(path.join(dir, name), text);
  return [...files.keys()];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  try {
    requireExport(outDir);
  } catch (error) {
    console.error(`Search index: ${(error as Error).message}`);
    process.exit(1);
  }
  const names = writeSearchIndex(outDir);
  console.log(`Search index: ${names.length} files in ${path.relative(process.cwd(), outDir) || '.'}${SEARCH_INDEX_DIR}.`);
}
