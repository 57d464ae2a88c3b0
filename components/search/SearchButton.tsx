'use client';

import { useCallback, useEffect, useState } from 'react';
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
  const openDialog = useCallback(async () => setOpen(await loadSearchDialog()), [loadSearchDialog]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
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
        onClick={() => void openDialog()}
      >
        {children}
      </button>
      {open && SearchDialog && <SearchDialog onClose={close} />}
      {failed && <LazyLoadFailure />}
    </>
  );
}
