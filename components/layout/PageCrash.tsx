'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/browser/chunk-errors';
import { reloadOnce } from '@/lib/browser/route-reload';

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
  }, [error, chunkError]);

  return (
    <div role="alert" className="page-crash">
      {/* React puts a rendered <title> first in the head, and takes it out again after Try again or
          when the reader leaves: the page's own title comes back, untouched (no hydration mismatch). */}
      {!chunkError && <title>Page Error</title>}
      <h1 className="page-crash-title">{chunkError ? 'This page could not be loaded.' : 'This page crashed.'}</h1>
      <button type="button" className="page-crash-button" onClick={chunkError ? () => window.location.reload() : reset}>
        {chunkError ? 'Retry' : 'Try again'}
      </button>
      <p className="page-crash-message">{error.message}</p>
    </div>
  );
}
