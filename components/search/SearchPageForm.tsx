'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { withBase } from '@/lib/paths';
import { useLazyComponent } from '@/components/ui/useLazyComponent';

// The results, the engine and its index load once there is a query (from the URL or typed): not with the page.
const loadResults = () => import('./SearchPageResults');

// The URL's ?q=, read in the browser (the page is static); '' while rendering on the server and hydrating.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const urlQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';
const noQuery = () => '';

/**
 * The /search form. Without JavaScript it is a plain GET form (the page says
 * results need JavaScript); with it, results follow the typing and ?q= follows
 * the results.
 */
export function SearchPageForm() {
  const fromUrl = useSyncExternalStore(subscribe, urlQuery, noQuery);
  // What the reader typed; until then, the URL's query.
  const [typed, setTyped] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [Results, loadResultsCode] = useLazyComponent(loadResults);
  const query = typed ?? fromUrl;
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed) void loadResultsCode();
  }, [trimmed, loadResultsCode]);

  return (
    <>
      <form action={withBase('/search')} method="get" role="search" className="search-page__form" onSubmit={(event) => event.preventDefault()}>
        <input
          className="search-page__input"
          type="search"
          name="q"
          aria-label="Search the documentation"
          placeholder="Search docs"
          value={query}
          // Focus is a sign of intent: the results code loads before the first key.
          onFocus={() => void loadResultsCode()}
          onChange={(event) => {
            setTyped(event.target.value);
            const q = event.target.value.trim();
            // history.replaceState, not router.replace: the URL follows the query without refetching the page.
            window.history.replaceState(window.history.state, '', withBase(q ? `/search?q=${encodeURIComponent(q)}` : '/search'));
          }}
        />
        <button type="submit" className="search-page__submit">
          Search
        </button>
      </form>
      <p className="search-page__status" role="status" aria-live="polite">
        {trimmed ? status || 'Loading the search index…' : 'Type words to search the documentation.'}
      </p>
      {Results && trimmed && <Results query={trimmed} onStatus={setStatus} />}
    </>
  );
}
