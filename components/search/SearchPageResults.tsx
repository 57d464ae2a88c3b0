'use client';

import { useEffect } from 'react';
import { sectionHref } from '@/lib/browser/search-options';
import { SEARCH_HEADING_QUERY_ID } from './searchHeading';
import { SiteLink } from '@/components/ui/SiteLink';
import { SearchHit } from './SearchHit';
import { useSearch, type SearchState } from './useSearch';
import { useSettledStatus } from './useSettledStatus';

function pageStatus(search: SearchState): string {
  if (search.status === 'loading') return 'Loading the search index…';
  if (search.status !== 'ready') return '';
  const count = search.results.length;
  if (count === 0) return `No results for “${search.query}”. Check the spelling, or try fewer or different words.`;
  return `${count} result${count === 1 ? '' : 's'} for “${search.query}”`;
}

/**
 * What was searched for, as Docusaurus's search page says it: in the page's h1 (in the part the page
 * leaves to this code, whose content React does not manage) and its title, "Search results for “…” |
 * <site>"; both back as they were once the query is cleared. Here, not in the form: this code loads
 * with the results, not with the page (react-dom's createPortal would add 80 B to the first load).
 */
function SearchedFor({ query }: { query: string }) {
  useEffect(() => {
    const heading = `Search results for “${query}”`;
    const slot = document.getElementById(SEARCH_HEADING_QUERY_ID);
    const before = document.title;
    const site = document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content;
    const title = site ? `${heading} | ${site}` : heading;
    // The page's own <title> may be set again after this runs (Next's metadata hydrates in its own
    // time): the title follows the query as long as it lasts.
    const keep = () => {
      if (document.title !== title) document.title = title;
    };
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    keep();
    if (slot) slot.textContent = heading;
    return () => {
      observer.disconnect();
      if (slot) slot.textContent = '';
      // Not once a link has left /search: the next page has set its own.
      if (document.title === title) document.title = before;
    };
  }, [query]);
  return null;
}

/** The results, or the alert that they could not be loaded; nothing while loading or when none match. */
function Results({ search }: { search: SearchState }) {
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

/** The results of /search (loaded with the engine once there is a query); the status line is the form's. */
export default function SearchPageResults({ query, onStatus }: { query: string; onStatus: (status: string | undefined) => void }) {
  const search = useSearch(query);
  const status = useSettledStatus(pageStatus(search));
  useEffect(() => onStatus(status), [status, onStatus]);
  // Gone with an emptied field: the next query's status is not this one's (the form says "Loading…" until it has one).
  useEffect(() => () => onStatus(undefined), [onStatus]);
  return (
    <>
      <SearchedFor query={query} />
      <Results search={search} />
    </>
  );
}
