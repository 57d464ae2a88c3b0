'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

// Test-only route (e2e build): renders, then throws after mount until
// sessionStorage "e2e-crash" is "off", so "Try again" can be shown to recover.
export default function CrashPage() {
  // False while hydrating (as on the server), true once in the browser.
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  if (mounted && window.sessionStorage.getItem('e2e-crash') !== 'off') {
    throw new Error('Test crash: this page throws on purpose');
  }
  return (
    <article className="markdown" style={{ padding: '1.5rem 2rem' }}>
      <h1>Crash test page</h1>
      <p>This page rendered without crashing.</p>
    </article>
  );
}
