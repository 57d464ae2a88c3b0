'use client';

import { useEffect, useState } from 'react';

// Test-only route (e2e build): renders, then throws after mount until
// sessionStorage "e2e-crash" is "off", so "Try again" can be shown to recover.
export default function CrashPage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
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
