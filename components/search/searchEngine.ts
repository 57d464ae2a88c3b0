/** The browser's search engine, created on first use: its code and the index files load only when a query runs. */
import { withBase } from '@/lib/paths';
import { createSearchEngine, type SearchEngine } from '@/lib/browser/search-engine';
import { SEARCH_INDEX_DIR } from '@/lib/browser/search-options';

let engine: SearchEngine | undefined;

async function fetchIndexFile(file: string): Promise<unknown> {
  const response = await fetch(withBase(`${SEARCH_INDEX_DIR}/${file}`));
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  return response.json();
}

export function searchEngine(): SearchEngine {
  engine ??= createSearchEngine(fetchIndexFile);
  return engine;
}
