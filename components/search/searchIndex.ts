/** Loads the search library and index once, on first use: never part of a page's first load. */
import type MiniSearch from 'minisearch';
import { withBase } from '@/lib/paths';
import { indexOptions, querySettings, SEARCH_INDEX_URL, type SearchSection, type StoredSection } from '@/lib/browser/search-options';

export type SearchHitData = StoredSection & { id: string; terms: string[] };

let loading: Promise<MiniSearch<SearchSection>> | undefined;

export function loadSearchIndex(): Promise<MiniSearch<SearchSection>> {
  loading ??= Promise.all([
    import('minisearch'),
    fetch(withBase(SEARCH_INDEX_URL)).then((response) => {
      if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
      return response.text();
    }),
  ]).then(([{ default: MiniSearchClass }, json]) => MiniSearchClass.loadJSON<SearchSection>(json, indexOptions));
  // A failed load can be retried.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Best sections first; every word must match (prefix, typo tolerant), else any word may. */
export function runSearch(index: MiniSearch<SearchSection>, query: string, limit = 20): SearchHitData[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  let results = index.search(trimmed, querySettings);
  if (results.length === 0) results = index.search(trimmed, { ...querySettings, combineWith: 'OR' });
  return results.slice(0, limit).map((result) => ({
    id: String(result.id),
    route: result.route as string,
    anchor: result.anchor as string,
    pageTitle: result.pageTitle as string,
    heading: result.heading as string,
    excerpt: result.excerpt as string,
    terms: [...new Set([...result.terms, ...result.queryTerms])],
  }));
}
