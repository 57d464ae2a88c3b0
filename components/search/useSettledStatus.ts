'use client';

import { useEffect, useState } from 'react';

/** How long a status waits for the typing to pause before it is shown (and announced). */
const SETTLE_MS = 500;

/**
 * The search status (a polite live region) once it has stopped changing for a moment: a screen reader
 * announces one message when the reader pauses, not one per key ("20 results for “c”", "“cu”", …).
 */
export function useSettledStatus(status: string): string {
  const [settled, setSettled] = useState(status);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(status), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return settled;
}
