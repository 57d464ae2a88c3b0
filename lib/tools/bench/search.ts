/**
 * Search: the lazy search chunk, and for an in-memory corpus of 1,000 docs
 * (copies of the real docs, ~9 sections each) the index size, build time,
 * load time (MiniSearch.loadJSON) and query time.
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { buildSearchIndex, type SearchSource } from '../../content/search-index';
import { indexOptions, querySettings, type SearchSection } from '../../browser/search-options';
import { gzipSize, kb } from './first-load';

function generatedCorpus(count: number): SearchSource[] {
  const docsDir = path.resolve('content/docs');
  const real = fs.readdirSync(docsDir).map((file) => fs.readFileSync(path.join(docsDir, file), 'utf8'));
  return Array.from({ length: count }, (_, index) => {
    const source = real[index % real.length].replace(/^# .*$/m, `# Guide ${index}`);
    return {
      route: `/generated/doc-${index}`,
      title: `Guide ${index} topic${index} ${['alpha', 'bravo', 'charlie', 'delta'][index % 4]}`,
      source: `${source}\n\n## Notes ${index}\n\nUnique term marker${index} for generated document ${index}.\n`,
    };
  });
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: Math.round((performance.now() - start) * 10) / 10 };
}

export type SearchResult = ReturnType<typeof searchBench>;

export function searchBench(outDir: string) {
  const chunks = path.join(outDir, '_next/static/chunks');
  const searchChunks = fs
    .readdirSync(chunks)
    .filter((file) => file.endsWith('.js') && /loadJSON/.test(fs.readFileSync(path.join(chunks, file), 'utf8')));
  const libraryKb = kb(searchChunks.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(chunks, file))), 0));
  const siteIndex = path.join(outDir, 'search-index.json');
  const siteIndexKb = fs.existsSync(siteIndex) ? kb(gzipSize(fs.readFileSync(siteIndex))) : 0;

  const corpus = generatedCorpus(1000);
  const built = timed(() => buildSearchIndex(corpus));
  const loaded = timed(() => MiniSearch.loadJSON<SearchSection>(built.value, indexOptions));
  const queries = ['instal', 'custmization', 'keyboard shortcuts', 'marker777', 'toolbar position'];
  const queried = timed(() => queries.map((query) => loaded.value.search(query, querySettings).length));
  return {
    searchChunkGzKb: libraryKb,
    siteIndexGzKb: siteIndexKb,
    corpus1000: {
      sections: loaded.value.documentCount,
      indexRawKb: kb(Buffer.byteLength(built.value)),
      indexGzKb: kb(gzipSize(built.value)),
      buildMs: built.ms,
      loadJsonMs: loaded.ms,
      queryMsAvg: Math.round((queried.ms / queries.length) * 10) / 10,
    },
  };
}
