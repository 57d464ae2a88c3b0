'use client';

import { useEffect, useState } from 'react';
import { isChunkLoadError } from '@/lib/chunk-errors';
import { reloadOnce } from './routeLoadGuard';

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * What a reader sees when a page throws: "This page crashed.", a Try again
 * button and the error message (as Docusaurus). A script chunk that failed to
 * load is not a crash: reload once at this URL, then offer Retry.
 */
export function PageCrash({ error, reset }: Props) {
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkError);

  useEffect(() => {
    if (chunkError) {
      setReloading(reloadOnce(window.location.href, error));
      return;
    }
    console.error('Page Error', error);
    const previousTitle = document.title;
    document.title = 'Page Error';
    return () => {
      document.title = previousTitle;
    };
  }, [error, chunkError]);

  if (chunkError) {
    if (reloading) return null;
    return (
      <div role="alert" className="page-crash">
        <h1 className="page-crash-title">This page could not be loaded.</h1>
        <p>Part of the site could not be downloaded. Check your connection, then try again.</p>
        <button type="button" className="page-crash-button" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }

  return (
    <div role="alert" className="page-crash">
      <h1 className="page-crash-title">This page crashed.</h1>
      <button type="button" className="page-crash-button" onClick={reset}>
        Try again
      </button>
      <p className="page-crash-message">{error.message}</p>
    </div>
  );
}
