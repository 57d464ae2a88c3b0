'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLazyComponent } from '@/components/ui/useLazyComponent';

// The dialog and the search engine load on first open, index files on the first query: no page pays for search until it is used.
const loadDialog = () => import('./SearchDialog');

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/** The navbar's search button; Ctrl+K, ⌘+K and "/" open the search dialog from anywhere. */
export function SearchButton({ icon }: { icon: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const [SearchDialog, loadSearchDialog] = useLazyComponent(loadDialog);
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
        {icon}
        <span className="search-button__label">Search</span>
        <span className="search-button__keys" aria-hidden="true">
          {/* Which one shows is decided before paint by ShortcutHintScript (html[data-apple-keys]). */}
          <kbd className="search-button__ctrl">Ctrl</kbd>
          <kbd className="search-button__cmd">⌘</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && SearchDialog && <SearchDialog onClose={close} />}
    </>
  );
}
