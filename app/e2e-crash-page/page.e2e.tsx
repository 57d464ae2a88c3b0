'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

// Test-only route (e2e build): a crash outside the docs layout, caught by app/e2e-crash-page/error.tsx (the same boundary as the docs).
export default function CrashPage() {
  // False while hydrating (as on the server), true once in the browser.
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  if (mounted && window.sessionStorage.getItem('e2e-crash') !== 'off') {
    throw new Error('Test crash outside the docs');
  }
  return (
    <div className="standalone">
      <h1>Standalone crash test page</h1>
    </div>
  );
}
