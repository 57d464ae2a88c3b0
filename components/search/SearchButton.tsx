'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { LazyLoadFailure } from '@/components/ui/LazyLoadFailure';
import { useLazyComponent } from '@/components/ui/useLazyComponent';

// The dialog and the search engine load on first open, index files on the first query: no page pays for search until it is used.
const loadDialog = () => import('./SearchDialog');

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/**
 * The navbar's search button; Ctrl+K, ⌘+K and "/" open the search dialog from anywhere.
 * Its content (icon, label, shortcut hint) comes from the server: it costs HTML, not JavaScript.
 */
export function SearchButton({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const [SearchDialog, loadSearchDialog, failed] = useLazyComponent(loadDialog);
  // What the reader types while the dialog's code downloads (a slow network) and until its field has focus:
  // the dialog takes it then, and sets it back to null (no dialog on its way).
  const typedAhead = useRef<string | null>(null);
  const [opening, setOpening] = useState(false);
  // False on the server and while hydrating: until then the /search link beside it stands in (SearchButton.css).
  const ready = useHydrated();
  const openDialog = useCallback(async () => {
    // Already on its way (a second click, Enter on the focused button, the shortcut again): one dialog.
    if (typedAhead.current !== null) return;
    typedAhead.current = '';
    setOpening(true);
    const loaded = await loadSearchDialog();
    setOpening(false);
    // Not loaded: nothing will take the keys. null: Escape cancelled the opening meanwhile.
    if (!loaded) typedAhead.current = null;
    else if (typedAhead.current !== null) setOpen(true);
  }, [loadSearchDialog]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // While the dialog downloads, keys are its query ("/" included), Escape cancels it.
      if (typedAhead.current !== null && !isTyping(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        if (event.key === 'Escape') typedAhead.current = null;
        else if (event.key.length === 1) typedAhead.current += event.key;
        else if (event.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1);
        else return;
        event.preventDefault();
        return;
      }
      const shortcut = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target) && !event.metaKey && !event.ctrlKey)) {
        event.preventDefault();
        void openDialog();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openDialog]);

  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        // While the dialog's code downloads (a slow network): the button says search is on its way.
        aria-busy={opening || undefined}
        data-ready={ready || undefined}
        onClick={() => void openDialog()}
      >
        {children}
      </button>
      {open && SearchDialog && <SearchDialog onClose={close} typedAheadRef={typedAhead} />}
      {failed && <LazyLoadFailure />}
    </>
  );
}
