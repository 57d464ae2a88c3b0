'use client';

import { PageCrash } from './PageCrash';

/**
 * Last resort when the root layout itself throws (app/global-error.tsx): it replaces the whole
 * document, so it brings its own html, body and main around the usual crash message.
 */
export function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  // Keep the reader's colour mode (set by the colour mode head script); React is about to replace <html>.
  const theme = typeof document === 'undefined' ? 'light' : (document.documentElement.dataset.theme ?? 'light');
  return (
    <html lang="en" data-theme={theme}>
      <body>
        <main>
          <PageCrash {...props} />
        </main>
      </body>
    </html>
  );
}
