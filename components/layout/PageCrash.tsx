'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/browser/chunk-errors';
import { reloadOnce } from './routeLoadGuard';

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * What a reader sees when a page throws: "This page crashed.", a Try again
 * button and the error message (as Docusaurus). A script chunk that failed to
 * load is not a crash: reload once at this URL, then offer Retry.
 */
export function PageCrash({ error, reset }: Props) {
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError && reloadOnce(window.location.href, error)) return;
    console.error('Page Error', error);
    const previousTitle = document.title;
    document.title = 'Page Error';
    return () => {
      // After Try again; when leaving the page, the next page has already set its own title.
      if (document.title === 'Page Error') document.title = previousTitle;
    };
  }, [error, chunkError]);

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
