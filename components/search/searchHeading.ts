/**
 * The part of /search's h1 that says what was searched for: left empty by the page, filled by the
 * results (SearchPageResults.tsx). Not in lib/dom-ids.ts, whose module every page's first load has:
 * this id is only needed by the results, which load with a query.
 */
export const SEARCH_HEADING_QUERY_ID = 'search-heading-query';
