'use client';

import { useCallback, useState } from 'react';
import { reloadOnce } from '@/lib/browser/route-reload';

/**
 * Loads a component's code on demand (the first time `load()` is called).
 * If the chunk cannot be fetched while the browser is online (a new deploy
 * replaced it), the page reloads once to get the new chunks. Offline, or after
 * that one reload, it warns and `load()` resolves to false: the caller stays
 * closed and the page stays as it is (a reload offline would replace the page
 * with the browser's error page); the next `load()` tries again.
 */
export function useLazyComponent<P>(loader: () => Promise<{ default: React.ComponentType<P> }>) {
  const [Component, setComponent] = useState<React.ComponentType<P> | null>(null);

  const load = useCallback(async (): Promise<boolean> => {
    try {
      const loaded = await loader();
      setComponent(() => loaded.default);
      return true;
    } catch (error) {
      if (!navigator.onLine || !reloadOnce(window.location.href, error)) {
        console.warn('Part of this page could not be downloaded. Check your connection and try again.', error);
      }
      return false;
    }
  }, [loader]);

  return [Component, load] as const;
}
