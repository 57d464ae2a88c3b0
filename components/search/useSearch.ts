'use client';

import { useEffect, useState } from 'react';
import type MiniSearch from 'minisearch';
import type { SearchSection } from '@/lib/browser/search-options';
import { loadSearchIndex, runSearch, type SearchHitData } from './searchIndex';

export type SearchState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; results: SearchHitData[] };

/** Results for `query`, loading the index on first use. */
export function useSearch(query: string): SearchState {
  const [index, setIndex] = useState<MiniSearch<SearchSection> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadSearchIndex().then(
      (loaded) => active && setIndex(loaded),
      (reason: unknown) => active && setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

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
  if (!index) return { status: 'loading' };
  return { status: 'ready', results: runSearch(index, query) };
}
