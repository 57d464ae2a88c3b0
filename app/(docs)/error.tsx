'use client';

import { PageCrash } from '@/components/layout/PageCrash';

/**
 * A page that throws: the message inside the normal layout (navbar, footer, and here the sidebar).
 * Boundaries sit per route group, not in app/error.tsx: a root boundary would add a second crash
 * chunk to every docs page (Turbopack copies PageCrash into each boundary's chunk).
 */
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageCrash {...props} />;
}
