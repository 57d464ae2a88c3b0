import type { Metadata } from 'next';
import { lazy, Suspense } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';
import { Spinner } from '@/components/ui/Spinner';

export const metadata: Metadata = { title: 'Search', description: 'Search the Textwidget documentation.' };

// The results list reads ?q= in the browser; search code loads with this page only.
const SearchPage = lazy(() => import('@/components/search/SearchPage'));

export default function Page() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="standalone">
      <h1>Search the documentation</h1>
      <Suspense fallback={<Spinner />}>
        <SearchPage />
      </Suspense>
    </main>
  );
}
