'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/browser/chunk-errors';
import { reloadOnce } from '@/lib/browser/route-reload';

type Props = { error: Error & { digest?: string }; reset: () => void };

const PAGE_ERROR_TITLE = 'Page Error';

/**
 * What a reader sees when a page throws: "This page crashed.", a Try again
 * button and the error message (as Docusaurus). A script chunk that failed to
 * load is not a crash: reload once at this URL, then offer Retry.
 */
export function PageCrash({ error, reset }: Props) {
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError && reloadOnce(error)) return;
    console.error('Page Error', error);
  }, [error, chunkError]);

  // The tab's title says "Page Error" while the message shows. Next may render the page's metadata
  // <title> after this boundary (a new element, first in the head): keep the title while crashed,
  // and give every title element its own text back after Try again or when the reader leaves.
  useEffect(() => {
    if (chunkError) return;
    const changed = new Map<Element, string | null>();
    const showError = () => {
      const title = document.querySelector('title');
      if (!title || title.textContent === PAGE_ERROR_TITLE) return;
      changed.set(title, title.textContent);
      title.textContent = PAGE_ERROR_TITLE;
    };
    showError();
    const observer = new MutationObserver(showError);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      changed.forEach((text, title) => {
        if (title.textContent === PAGE_ERROR_TITLE) title.textContent = text;
      });
    };
  }, [chunkError]);

  return (
    <div role="alert" className="page-crash">
      <h1 className="page-crash-title">{chunkError ? 'This page could not be loaded.' : 'This page crashed.'}</h1>
      <button type="button" className="page-crash-button" onClick={chunkError ? () => window.location.reload() : reset}>
        {chunkError ? 'Retry' : 'Try again'}
      </button>
      <p className="page-crash-message">{error.message}</p>
    </div>
  );
}
