'use client';

import { useEffect, useState } from 'react';
import type { SearchHitData } from '@/lib/browser/search-engine';
import { searchEngine } from './searchEngine';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  /** `query` is the query the results are for: while a newer one runs, the last results stay shown. */
  | { status: 'ready'; query: string; results: SearchHitData[] };

/** Results for `query` (trimmed); each query downloads only the index files it needs. */
export function useSearch(query: string): SearchState {
  const [found, setFound] = useState<{ query: string; results: SearchHitData[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!query) return;
    let active = true;
    searchEngine()
      .search(query)
      .then(
        (results) => {
          if (!active) return;
          setFound({ query, results });
          setError(null);
        },
        (reason: unknown) => active && setError(reason instanceof Error ? reason.message : String(reason)),
      );
    return () => {
      active = false;
    };
  }, [query, attempt]);

  if (!query) return { status: 'idle' };
  if (error) {
    return {
      status: 'error',
      message: error,
      retry: () => {
        setError(null);
        setAttempt((value) => value + 1);
      },
    };
  }
  if (!found) return { status: 'loading' };
  return { status: 'ready', ...found };
}

/** What the polite status line says about the results shown. */
export function statusText(search: SearchState): string {
  if (search.status === 'loading') return 'Loading the search index…';
  if (search.status !== 'ready') return '';
  const count = search.results.length;
  return count === 0 ? `No results for “${search.query}”` : `${count} result${count === 1 ? '' : 's'}`;
}
