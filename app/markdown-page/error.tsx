'use client';

import { MainContent } from '@/components/layout/MainContent';
import { PageCrash } from '@/components/layout/PageCrash';

/** A crash on a page without the docs layout: the message inside the normal layout, as the page's <main>. */
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <MainContent>
      <PageCrash {...props} />
    </MainContent>
  );
}
