/**
 * Search: the lazy engine chunk, and what a reader downloads before the first
 * result. The site's docs plus a generated corpus (lib/tools/bench/corpus.ts,
 * as the scale bench builds it) of 1,000 and 10,000 docs are indexed in
 * memory exactly as the build does; each query then runs in a fresh engine
 * (nothing cached) that reads the files from memory and counts their gzip -9
 * bytes, and once more with its files cached, timed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSearchEngine } from '../../browser/search-engine';
import { getDocs, getPages } from '../../content/docs';
import { readSources, sectionsOf, type SearchSource } from '../../content/search-index';
import { shardSearchIndex } from '../../content/search-shards';
import { SEARCH_INDEX_DIR } from '../../browser/search-options';
import { corpusDocs, corpusSearchSources } from './corpus';
import { gzipSize, kb } from './first-load';

/** Prefix, typo, a title, two common words (truncated postings), a code word. */
const QUERIES = ['instal', 'custmization', 'keybaord', 'topic 6 page 51', 'widget configuration', 'tool'];

type QueryCost = { query: string; files: number; gzKb: number; firstResult: string; uncachedMs: number; cachedMs: number };
type CorpusResult = {
  docs: number;
  sections: number;
  indexMs: number;
  files: number;
  totalGzKb: number;
  totalRawKb: number;
  queries: QueryCost[];
  maxQueryGzKb: number;
  maxCachedMs: number;
};
export type SearchResult = { engineChunkGzKb: number; site: { files: number; totalGzKb: number }; corpora: CorpusResult[] };

const round = (ms: number) => Math.round(ms * 10) / 10;

async function measureQueries(files: Map<string, string>, queries: string[]): Promise<QueryCost[]> {
  const gz = new Map<string, number>();
  const gzOf = (file: string) => gz.get(file) ?? gz.set(file, gzipSize(files.get(file)!)).get(file)!;
  const costs: QueryCost[] = [];
  for (const query of queries) {
    const fetched: string[] = [];
    const engine = createSearchEngine(async (file) => {
      const json = files.get(file);
      if (json === undefined) throw new Error(`missing index file ${file}`);
      fetched.push(file);
      return JSON.parse(json);
    });
    let start = performance.now();
    const [first] = await engine.search(query);
    const uncachedMs = performance.now() - start;
    const cached: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      start = performance.now();
      await engine.search(query);
      cached.push(performance.now() - start);
    }
    costs.push({
      query,
      files: fetched.length,
      gzKb: kb(fetched.reduce((sum, file) => sum + gzOf(file), 0)),
      firstResult: first ? `${first.route}${first.anchor ? `#${first.anchor}` : ''}` : '(none)',
      uncachedMs: round(uncachedMs),
      cachedMs: round(cached.sort((a, b) => a - b)[2]),
    });
  }
  return costs;
}

async function corpusBench(siteSources: SearchSource[], docs: number): Promise<CorpusResult> {
  const perCategory = 100;
  const corpus = corpusDocs(docs / perCategory, perCategory);
  const sections = [...siteSources, ...corpusSearchSources(corpus)].flatMap(sectionsOf);
  const start = performance.now();
  const files = shardSearchIndex(sections);
  const indexMs = round(performance.now() - start);
  const queries = await measureQueries(files, QUERIES);
  let raw = 0;
  let gzip = 0;
  for (const json of files.values()) {
    raw += Buffer.byteLength(json);
    gzip += gzipSize(json);
  }
  return {
    docs,
    sections: sections.length,
    indexMs,
    files: files.size,
    totalGzKb: kb(gzip),
    totalRawKb: kb(raw),
    queries,
    maxQueryGzKb: Math.max(...queries.map((query) => query.gzKb)),
    maxCachedMs: Math.max(...queries.map((query) => query.cachedMs)),
  };
}

export async function searchBench(outDir: string, sizes = [1000, 10000]): Promise<SearchResult> {
  // The lazy chunks with the engine (the dialog's, and the /search results'): the largest one.
  const chunks = path.join(outDir, '_next/static/chunks');
  const engineChunks = fs
    .readdirSync(chunks)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(chunks, file), 'utf8').includes('postingsFrom'));
  const engineChunkGzKb = kb(Math.max(0, ...engineChunks.map((file) => gzipSize(fs.readFileSync(path.join(chunks, file))))));
  const siteDir = path.join(outDir, SEARCH_INDEX_DIR);
  const siteFiles = fs.existsSync(siteDir) ? fs.readdirSync(siteDir) : [];
  const site = {
    files: siteFiles.length,
    totalGzKb: kb(siteFiles.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(siteDir, file))), 0)),
  };

  const siteSources = readSources([...getDocs(), ...getPages()]);
  const corpora: CorpusResult[] = [];
  for (const docs of sizes) {
    console.log(`Search: indexing ${docs} generated docs`);
    corpora.push(await corpusBench(siteSources, docs));
  }
  return { engineChunkGzKb, site, corpora };
}
