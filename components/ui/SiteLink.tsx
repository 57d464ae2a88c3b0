'use client';

import Link from 'next/link';
import { canPrefetch, type ConnectionHints } from '@/lib/browser/network';

/** Next's Link (client navigation, prefetch in view and on hover), without prefetching on data-saver or 2g. */
export function SiteLink({ prefetch, ...props }: React.ComponentProps<typeof Link>) {
  const connection =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionHints }).connection;
  return <Link prefetch={canPrefetch(connection) ? prefetch : false} {...props} />;
}
