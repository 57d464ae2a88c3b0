/**
 * `next dev` may evaluate app/search-index/[file]/route.dev.ts afresh (a restart, a reload of the
 * module), and each time it would build the whole index (seconds at 1,000 docs). The first build
 * writes it to the build's cache folder, keyed by the sources and the indexer's own code; later ones
 * read it. Other content or code builds afresh. (A build writes the index once, after `next build`:
 * lib/postbuild/write-search-index.ts.)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashCodeFiles, writeWhole } from '../build-cache.mjs';
import { readPartial } from '../mdx/partials.mjs';
import type { SearchSource } from './search-index';

const INDEXER_CODE = [
  'lib/content/search-index.ts',
  'lib/content/search-shards.ts',
  'lib/browser/search-options.ts',
  'lib/mdx/heading-slugs.mjs',
  'lib/mdx/parsed-doc.mjs',
  'lib/mdx/partials.mjs',
  'lib/mdx/search-blocks.mjs',
];

// An import of a Markdown file (a partial), found without parsing the source.
const PARTIAL_IMPORT = /^import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;

/** The texts of the partials a source shows, theirs too: an edited partial changes the index. */
function partialTexts(source: string, file: string | undefined, seen: Set<string>): string[] {
  if (file === undefined) return [];
  return [...source.matchAll(PARTIAL_IMPORT)].flatMap(([, imported]) => {
    const partial = readPartial(imported, file, seen);
    if (!partial) return [];
    seen.add(partial.file);
    return [partial.text, ...partialTexts(partial.text, partial.file, seen)];
  });
}

function cacheKey(sources: SearchSource[]): string | null {
  const hash = createHash('sha256');
  if (!hashCodeFiles(hash, INDEXER_CODE)) return null;
  for (const { route, title, source, file } of sources) {
    hash.update(`${route}\0${title}\0${source}\0`);
    for (const text of partialTexts(source, file && path.resolve(file), new Set())) hash.update(`${text}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

export function cachedSearchIndex(sources: SearchSource[], build: (sources: SearchSource[]) => Map<string, string>): Map<string, string> {
  const key = cacheKey(sources);
  if (!key) return build(sources);
  const dir = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'cache', 'search-index');
  const file = path.join(dir, `${key}.json`);
  if (fs.existsSync(file)) return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
  const files = build(sources);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  writeWhole(file, JSON.stringify(Object.fromEntries(files)));
  return files;
}
