'use client';

import { PageCrash } from '@/components/layout/PageCrash';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="standalone">
      <PageCrash {...props} />
    </main>
  );
}
