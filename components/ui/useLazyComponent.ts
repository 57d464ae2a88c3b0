'use client';

import { useCallback, useState } from 'react';
import { reloadOnce } from '@/lib/browser/route-reload';

/**
 * Loads a component's code on demand (the first time `load()` is called).
 * If the chunk cannot be fetched (offline, or a new deploy replaced it), the
 * page reloads once; after that it warns and `load()` resolves to false, so
 * the caller can stay closed instead of crashing the page.
 */
export function useLazyComponent<P>(loader: () => Promise<{ default: React.ComponentType<P> }>) {
  const [Component, setComponent] = useState<React.ComponentType<P> | null>(null);

  const load = useCallback(async (): Promise<boolean> => {
    try {
      const loaded = await loader();
      setComponent(() => loaded.default);
      return true;
    } catch (error) {
      if (!reloadOnce(window.location.href, error)) {
        console.warn('Part of this page could not be downloaded. Check your connection and try again.', error);
      }
      return false;
    }
  }, [loader]);

  return [Component, load] as const;
}
