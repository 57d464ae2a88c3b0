'use client';

import { useCallback, useState } from 'react';
import { reloadOnce } from '@/lib/browser/route-reload';

const FAILURE_SHOWN_MS = 10_000;

/**
 * Loads a component's code on demand (the first time `load()` is called).
 * If the chunk cannot be fetched while the browser is online (a new deploy
 * replaced it), the page reloads once to get the new chunks. Offline, or after
 * that one reload, it warns and `load()` resolves to false: the caller stays
 * closed and the page stays as it is (a reload offline would replace the page
 * with the browser's error page); `failed` is then true for 10 s, for the caller to
 * show LazyLoadFailure; the next `load()` tries again.
 */
export function useLazyComponent<P>(loader: () => Promise<{ default: React.ComponentType<P> }>) {
  const [Component, setComponent] = useState<React.ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (): Promise<boolean> => {
    setFailed(false);
    try {
      const loaded = await loader();
      setComponent(() => loaded.default);
      return true;
    } catch (error) {
      if (!navigator.onLine || !reloadOnce(error)) {
        console.warn('Part of this page could not be downloaded. Check your connection and try again.', error);
        setFailed(true);
        // A message, not a state: it goes after a while (it covers part of the page).
        window.setTimeout(() => setFailed(false), FAILURE_SHOWN_MS);
      }
      return false;
    }
  }, [loader]);

  return [Component, load, failed] as const;
}
