'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { sectionHref } from '@/lib/browser/search-options';
import { withBase } from '@/lib/paths';
import { navigationStarted } from '@/lib/browser/navigation-state';
import { focusSectionOnArrival } from '@/lib/browser/focus-section';
import { navigateThroughOpenMenu } from '@/lib/browser/navigate-past-menu';
import { SearchHit } from './SearchHit';
import { searchEngine } from './searchEngine';
import { statusText, useSearch } from './useSearch';
import { useSettledStatus } from './useSettledStatus';

/** A click the page should handle: the main button, no modifier. Others (Ctrl, ⌘, Shift, middle) are the browser's: a new tab or window. */
function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The search modal, a native <dialog> opened with showModal(): the browser keeps
 * focus inside and the page inert. A combobox input over a listbox whose options
 * are links to the sections (Ctrl-click, middle-click and "Copy link" work);
 * arrows move the active option, Enter opens it, Escape or the backdrop closes.
 */
export default function SearchDialog({
  onClose,
  typedAheadRef,
}: {
  onClose: () => void;
  /** What was typed since the shortcut or click (SearchButton): the field starts with it, taken once it has focus. */
  typedAheadRef: React.RefObject<string | null>;
}) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const trimmed = query.trim();
  const search = useSearch(trimmed);
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The result the reader chose (Enter or a click): focus goes to its section, not back to the Search button.
  const chosenRef = useRef<string | null>(null);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const results = search.status === 'ready' ? search.results : [];
  const status = useSettledStatus(statusText(search));

  // Before the first paint: the field has focus and the words typed ahead at once.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    searchEngine().prepare();
    inputRef.current?.focus();
    // From now on, keys reach the field.
    setQuery(typedAheadRef.current ?? '');
    typedAheadRef.current = null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const chosen = chosenRef;
    return () => {
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      if (chosen.current) {
        focusSectionOnArrival(chosen.current);
        return;
      }
      // Back to the navbar's Search button, also when the dialog was opened with a shortcut from elsewhere;
      // if it cannot take focus (behind the open mobile menu), back where the shortcut was pressed. Without
      // scrolling: the page is where the reader left it (focus() alone moved it up by half the window).
      const button = document.querySelector<HTMLElement>('.search-button');
      button?.focus({ preventScroll: true });
      if (document.activeElement !== button) opener?.focus({ preventScroll: true });
    };
  }, [typedAheadRef]);

  // Back or Forward shows another page (or state) under the dialog: it closes, as the mobile menu does.
  useEffect(() => {
    window.addEventListener('popstate', onClose);
    return () => window.removeEventListener('popstate', onClose);
  }, [onClose]);

  // Keep the active option in view while moving with the arrows.
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function open(href: string) {
    chosenRef.current = withBase(href);
    onClose();
    navigationStarted(withBase(href));
    if (!navigateThroughOpenMenu(href)) router.push(href);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const inField = event.target === inputRef.current;
    const inList = event.target instanceof HTMLElement && event.target.getAttribute('role') === 'option';
    if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
      // The shortcut that opened the dialog closes it (as DocSearch); SearchButton's listener must not reopen it.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Escape') {
      // Handled here, not by the dialog's cancel: in a search field Escape would first clear the text.
      event.preventDefault();
      onClose();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && results.length > 0 && (inField || inList)) {
      event.preventDefault();
      const next = (active + (event.key === 'ArrowDown' ? 1 : -1) + results.length) % results.length;
      setActive(next);
      // In the list, focus moves with the active option; in the field it stays there.
      if (inList) listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
    } else if (event.key === 'Enter' && inField && results[active]) {
      event.preventDefault();
      const href = sectionHref(results[active]);
      // Ctrl/Cmd+Enter or Shift+Enter: a new tab, the dialog staying open, as a modified click on the option (and DocSearch).
      if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(withBase(href), '_blank', 'noopener');
      else open(href);
    }
  }

  const allResults = `/search?q=${encodeURIComponent(trimmed)}`;
  return (
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-labelledby={`${baseId}-title`}
      onKeyDown={onKeyDown}
      // Other ways the browser closes a modal (Android's back gesture).
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog's own box is covered by its panel: a click on the dialog itself is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="search-dialog__panel">
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
        <div className="search-dialog__body">
          {search.status === 'error' && (
            <div className="search-dialog__message" role="alert">
              <p>Search could not be loaded: {search.message}</p>
              <button type="button" className="search-dialog__retry" onClick={() => {
                  search.retry();
                  // The button goes away with the error: keep the keyboard in the search field.
                  inputRef.current?.focus();
                }}>
                Retry
              </button>
            </div>
          )}
          {search.status === 'loading' && <p className="search-dialog__message">Loading the search index…</p>}
          {search.status === 'ready' && results.length === 0 && (
            <p className="search-dialog__message">
              No results for “{search.query}”. Check the spelling, or try fewer or different words.
            </p>
          )}
          <div ref={listRef} id={listId} role="listbox" aria-label="Search results" className="search-dialog__results">
            {results.map((hit, index) => (
              // The option is the link itself (a link inside an option would be nested interactive content).
              // From the field, arrows move the active option (aria-activedescendant); Tab enters the list
              // at the active option (one tab stop), where arrows move focus and Enter opens, as in a listbox.
              <a
                key={hit.id}
                id={`${baseId}-option-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => setActive(index)}
                href={withBase(sectionHref(hit))}
                className="search-dialog__result search-hit"
                onMouseMove={() => setActive(index)}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  open(sectionHref(hit));
                }}
              >
                <SearchHit hit={hit} />
              </a>
            ))}
          </div>
        </div>
        <div className="search-dialog__footer">
          <span className="search-dialog__keys">
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
          </span>
          {trimmed && (
            <a
              href={withBase(allResults)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                open(allResults);
              }}
            >
              All results on a page
            </a>
          )}
        </div>
      </div>
    </dialog>
  );
}
