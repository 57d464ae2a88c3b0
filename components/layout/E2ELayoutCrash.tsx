'use client';

import { useEffect, useState } from 'react';

/**
 * Test-only (rendered by the e2e build, see lib/tools/build-e2e.ts): throws in
 * the root layout when the URL has ?crash=layout, to prove the global error boundary.
 */
export function E2ELayoutCrash() {
  const [crash, setCrash] = useState(false);
  useEffect(() => {
    setCrash(new URLSearchParams(window.location.search).get('crash') === 'layout');
  }, []);
  if (crash) throw new Error('Test crash in the root layout');
  return null;
}
