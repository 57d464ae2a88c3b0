'use client';

import { PageCrash } from '@/components/layout/PageCrash';

// Inside the docs layout: the sidebar and navbar keep working around the message.
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageCrash {...props} />;
}
