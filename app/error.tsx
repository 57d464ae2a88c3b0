'use client';

import { PageCrash } from '@/components/layout/PageCrash';

/** A page that throws: the message inside the normal layout (navbar, footer; sidebar on docs). */
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageCrash {...props} />;
}
