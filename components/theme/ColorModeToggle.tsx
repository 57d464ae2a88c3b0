'use client';

import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { useHydrated } from '@/components/ui/useHydrated';
import { createStorageSlot } from '@/lib/browser/storage';

/**
 * Navbar button that flips light/dark. Its content (both icons; CSS shows the one for
 * html[data-theme]), class and labels come from the server: they cost HTML, not JavaScript.
 */
type Props = {
  storageKey: string;
  className: string;
  /** The accessible name (and tooltip) in each mode. */
  labels: { light: string; dark: string };
  children: React.ReactNode;
};

export function ColorModeToggle({ storageKey, className, labels, children }: Props) {
  // next-themes (app/layout.tsx) saves the choice, follows other tabs and the system preference.
  const { resolvedTheme, setTheme } = useTheme();
  // The server cannot know the stored mode: name it only once hydrated (false while hydrating, as on the server).
  const mounted = useHydrated();

  useEffect(() => {
    // next-themes ignores storage errors silently; the fail-safe slot warns once if storage is unavailable.
    createStorageSlot(storageKey).get();
  }, [storageKey]);

  const mode = mounted && resolvedTheme === 'dark' ? 'dark' : 'light';
  const label = labels[mode];

  return (
    <button
      type="button"
      className={className}
      onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}
      // Until hydrated a click would be lost: disabled, as Docusaurus does.
      disabled={!mounted}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}
