'use client';

import { useEffect } from 'react';
import { sectionHref } from '@/lib/browser/search-options';
import { SiteLink } from '@/components/ui/SiteLink';
import { SearchHit } from './SearchHit';
import { useSearch, type SearchState } from './useSearch';

function pageStatus(search: SearchState): string {
  if (search.status === 'loading') return 'Loading the search index…';
  if (search.status !== 'ready') return '';
  const count = search.results.length;
  if (count === 0) return `No results for “${search.query}”. Check the spelling, or try fewer or different words.`;
  return `${count} result${count === 1 ? '' : 's'} for “${search.query}”`;
}

/** The results of /search (loaded with the engine once there is a query); the status line is the form's. */
export default function SearchPageResults({ query, onStatus }: { query: string; onStatus: (status: string) => void }) {
  const search = useSearch(query);
  const status = pageStatus(search);
  useEffect(() => onStatus(status), [status, onStatus]);

  if (search.status === 'error') {
    return (
      <div role="alert">
        <p>Search could not be loaded: {search.message}</p>
        <button type="button" className="page-crash-button" onClick={search.retry}>
          Retry
        </button>
      </div>
    );
  }
  if (search.status !== 'ready' || search.results.length === 0) return null;
  return (
    <ul className="search-page__results">
      {search.results.map((hit) => (
        <li key={hit.id}>
          <SiteLink href={sectionHref(hit)} className="search-hit">
            <SearchHit hit={hit} />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
