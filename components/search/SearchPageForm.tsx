'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLazyComponent } from '@/components/ui/useLazyComponent';

// The results, the engine and its index load once there is a query (from the URL or typed): not with the page.
const loadResults = () => import('./SearchPageResults');

/**
 * Reports the URL's ?q=: on first load, on Back/Forward, and when a link opens /search?q= while this page is
 * open (a client navigation). useSearchParams needs a Suspense boundary in a static export; this one renders
 * nothing, and the form is outside it, so the HTML is the whole page without JavaScript.
 */
function UrlQuery({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().get('q') ?? '';
  useEffect(() => onQuery(query), [query, onQuery]);
  return null;
}

/** The form's texts, given by the server: they cost HTML, not JavaScript. */
type Texts = { label: string; placeholder: string; submit: string; prompt: string; loading: string; failed: string };

/**
 * The /search form: results follow the typing and ?q= follows the results. A plain GET form until the
 * page's scripts run; without JavaScript it is hidden (Search.css), as it could give no results.
 */
export function SearchPageForm({ texts }: { texts: Texts }) {
  const [query, setQuery] = useState('');
  // Undefined until the results report one: the index is loading. Empty on failure (the results' alert says it).
  const [status, setStatus] = useState<string>();
  const [Results, loadResultsCode, failed] = useLazyComponent(loadResults);
  const trimmed = query.trim();
  const input = useRef<HTMLInputElement>(null);

  const change = useCallback(
    (value: string) => {
      setQuery(value);
      void loadResultsCode();
      const q = value.trim();
      // history.replaceState, not router.replace: the URL follows the query without refetching the page. A new
      // state (null), not Next's: its router follows it then, so a link back to plain /search clears the query.
      // Relative to the page's own address, as the form's (/search under the base URL).
      history.replaceState(null, '', q ? `?q=${encodeURIComponent(q)}` : location.pathname);
    },
    [loadResultsCode],
  );
  // Words typed before the page's scripts ran (the HTML's field is empty) are the reader's latest query: they win over ?q=.
  useEffect(() => {
    const { value } = input.current!;
    if (value) change(value);
  }, [change]);

  const fromUrl = useCallback(
    (value: string) => {
      // Next's router reports each address in its own time: one typed since is newer, and the field has it.
      if (value !== (new URLSearchParams(location.search).get('q') ?? '')) return;
      // Typing only trims what the URL gets, so keep what is typed.
      setQuery((current) => (current.trim() === value.trim() ? current : value));
      if (value.trim()) void loadResultsCode();
    },
    [loadResultsCode],
  );

  return (
    <>
      {/* GET, submit and the page's own address (/search under the base URL) are the defaults of a form and of its button:
          not written, as they would cost first-load bytes. Before the page's scripts run, Enter loads /search?q=. */}
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          aria-label={texts.label}
          placeholder={texts.placeholder}
          ref={input}
          value={query}
          onFocus={loadResultsCode}
          onChange={(event) => change(event.target.value)}
        />
        <button>
          {texts.submit}
        </button>
      </form>
      <Suspense fallback={null}>
        <UrlQuery onQuery={fromUrl} />
      </Suspense>
      <p role="status">
        {trimmed ? (failed ? texts.failed : (status ?? texts.loading)) : texts.prompt}
      </p>
      {Results && trimmed && <Results query={trimmed} onStatus={setStatus} />}
    </>
  );
}
