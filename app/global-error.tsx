'use client';

import { useEffect } from 'react';
import './globals.css';

/**
 * Last resort when the root layout itself throws: it replaces the whole
 * document, so it brings its own html and body. Kept minimal on purpose
 * (it ships with every page): the message, Try again, the error.
 */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  // Keep the reader's colour mode (set by ColorModeScript); React is about to replace <html>.
  const theme = typeof document === 'undefined' ? 'light' : (document.documentElement.dataset.theme ?? 'light');
  useEffect(() => console.error('Page Error', error), [error]);
  return (
    <html lang="en" data-theme={theme}>
      <body>
        <main className="page-crash" role="alert">
          <h1 className="page-crash-title">This page crashed.</h1>
          <button type="button" className="page-crash-button" onClick={reset}>
            Try again
          </button>
          <p className="page-crash-message">{error.message}</p>
        </main>
      </body>
    </html>
  );
}
