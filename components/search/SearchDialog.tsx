'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { sectionHref } from '@/lib/browser/search-options';
import { withBase } from '@/lib/paths';
import { navigationStarted } from '@/lib/browser/navigation-state';
import { trapTab } from '@/components/ui/trapTab';
import { SearchHit } from './SearchHit';
import { useSearch } from './useSearch';

/**
 * The search modal: a combobox input over a listbox of results. Arrows move,
 * Enter opens, Escape or the backdrop closes; focus stays inside while open.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const search = useSearch(query);
  const router = useRouter();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const results = search.status === 'ready' ? search.results : [];
  const trimmed = query.trim();

  useEffect(() => {
    // Focus moves in, and back to the navbar's Search button when the dialog closes.
    inputRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      document.querySelector<HTMLElement>('.search-button')?.focus();
    };
  }, []);

  // Keep the active option in view while moving with the arrows.
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function open(href: string) {
    onClose();
    navigationStarted(withBase(href));
    router.push(href);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + results.length) % results.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current && results[active]) {
      event.preventDefault();
      open(sectionHref(results[active]));
    } else {
      trapTab(event, dialogRef.current);
    }
  }

  let status = '';
  if (search.status === 'loading' && trimmed) status = 'Loading the search index…';
  else if (search.status === 'ready' && trimmed) {
    status = results.length === 0 ? `No results for “${trimmed}”` : `${results.length} result${results.length === 1 ? '' : 's'}`;
  }

  return (
    <>
      <div className="search-backdrop" onClick={onClose} aria-hidden="true" data-testid="search-backdrop" />
      <div
        ref={dialogRef}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${baseId}-title`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${baseId}-title`} className="visually-hidden">
          Search the documentation
        </h2>
        <form className="search-dialog__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            ref={inputRef}
            className="search-dialog__input"
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results[active] ? `${baseId}-option-${active}` : undefined}
            placeholder="Search docs"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
          />
          <button type="button" className="search-dialog__close" onClick={onClose}>
            Close
          </button>
        </form>
        <p className="visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
        {/* Focusable so keyboard users can scroll long result lists too. */}
        <div className="search-dialog__body" tabIndex={0}>
          {search.status === 'error' && (
            <div className="search-dialog__message" role="alert">
              <p>Search could not be loaded: {search.message}</p>
              <button type="button" className="search-dialog__retry" onClick={search.retry}>
                Retry
              </button>
            </div>
          )}
          {search.status === 'loading' && trimmed && <p className="search-dialog__message">Loading the search index…</p>}
          {search.status === 'ready' && trimmed && results.length === 0 && (
            <p className="search-dialog__message">
              No results for “{trimmed}”. Check the spelling, or try fewer or different words.
            </p>
          )}
          <ul ref={listRef} id={listId} role="listbox" aria-label="Search results" className="search-dialog__results">
            {results.map((hit, index) => (
              <li
                key={hit.id}
                id={`${baseId}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="search-dialog__result"
                data-href={sectionHref(hit)}
                onMouseMove={() => setActive(index)}
                // Options hold no links (no interactive content inside an option); a click opens the section.
                onClick={() => open(sectionHref(hit))}
              >
                <span className="search-hit">
                  <SearchHit hit={hit} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="search-dialog__footer">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
          </span>
          {trimmed && (
            <a
              href={withBase(`/search?q=${encodeURIComponent(trimmed)}`)}
              onClick={(event) => {
                event.preventDefault();
                open(`/search?q=${encodeURIComponent(trimmed)}`);
              }}
            >
              All results on a page
            </a>
          )}
        </div>
      </div>
    </>
  );
}
