'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const crashRequested = () => new URLSearchParams(window.location.search).get('crash') === 'layout';

/**
 * Test-only (rendered by the e2e build, see lib/tools/build-e2e.ts): throws in
 * the root layout when the URL has ?crash=layout, to prove the global error boundary.
 */
export function E2ELayoutCrash() {
  // Read after hydration (false on the server), so the static HTML is the layout's.
  const crash = useSyncExternalStore(noSubscription, crashRequested, () => false);
  if (crash) throw new Error('Test crash in the root layout');
  return null;
}
