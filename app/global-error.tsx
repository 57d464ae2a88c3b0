'use client';

import { useState } from 'react';
import { PageCrash } from '@/components/layout/PageCrash';
import './globals.css';

/** Last resort when the root layout itself throws: it replaces the whole document, so it brings its own html and body. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  // Keep the reader's colour mode: read it from the document before React replaces <html>.
  const [theme] = useState(() => (typeof document === 'undefined' ? 'light' : document.documentElement.dataset.theme ?? 'light'));
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
