'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { sectionHref } from '@/lib/browser/search-options';
import { withBase } from '@/lib/paths';
import { SiteLink } from '@/components/ui/SiteLink';
import { SearchHit } from './SearchHit';
import { useSearch } from './useSearch';

/** The /search?q=… page: deep-linkable results, read from the URL in the browser (static export). */
export default function SearchPage() {
  const params = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const search = useSearch(query);
  const trimmed = query.trim();
  const fromUrl = params.get('q') ?? '';

  // A new ?q= from a link or back/forward (this page stays mounted); typing only trims, so keep what is typed.
  useEffect(() => {
    setQuery((current) => (current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [fromUrl]);

  return (
    <>
      <form className="search-page__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          className="search-page__input"
          type="search"
          aria-label="Search the documentation"
          placeholder="Search docs"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            const q = event.target.value.trim();
            // history.replaceState, not router.replace: the URL follows the query without refetching the page.
            window.history.replaceState(window.history.state, '', withBase(q ? `/search?q=${encodeURIComponent(q)}` : '/search'));
          }}
        />
      </form>
      <p role="status" aria-live="polite">
        {search.status === 'loading' && trimmed && 'Loading the search index…'}
        {search.status === 'ready' &&
          trimmed &&
          (search.results.length === 0
            ? `No results for “${trimmed}”. Check the spelling, or try fewer or different words.`
            : `${search.results.length} result${search.results.length === 1 ? '' : 's'} for “${trimmed}”`)}
        {!trimmed && 'Type words to search the documentation.'}
      </p>
      {search.status === 'error' && (
        <div role="alert">
          <p>Search could not be loaded: {search.message}</p>
          <button type="button" className="page-crash-button" onClick={search.retry}>
            Retry
          </button>
        </div>
      )}
      {search.status === 'ready' && search.results.length > 0 && (
        <ul className="search-page__results">
          {search.results.map((hit) => (
            <li key={hit.id}>
              <SiteLink href={sectionHref(hit)} className="search-hit">
                <SearchHit hit={hit} />
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
