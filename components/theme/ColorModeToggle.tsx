'use client';

import { useTheme } from 'next-themes';
import { useEffect, useSyncExternalStore } from 'react';
import { createStorageSlot } from '@/lib/browser/storage';

const noSubscription = () => () => {};

/** Navbar button that flips light/dark. Both icons are rendered; CSS shows the one for html[data-theme]. */
type Props = {
  storageKey: string;
  /** Icons come from the server (components/icons), so their markup is not shipped as JavaScript. */
  lightIcon: React.ReactNode;
  darkIcon: React.ReactNode;
  /** From ColorModeToggle.css, passed by the server so the names stay out of the client bundle. */
  classNames: { toggle: string; lightIcon: string; darkIcon: string };
};

export function ColorModeToggle({ storageKey, lightIcon, darkIcon, classNames }: Props) {
  // next-themes (app/layout.tsx) saves the choice, follows other tabs and the system preference.
  const { resolvedTheme, setTheme } = useTheme();
  // The server cannot know the stored mode: name it only once hydrated (false while hydrating, as on the server).
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    // next-themes ignores storage errors silently; the fail-safe slot warns once if storage is unavailable.
    createStorageSlot(storageKey).get();
  }, [storageKey]);

  const mode = mounted && resolvedTheme === 'dark' ? 'dark' : 'light';
  const label = `Switch between dark and light mode (currently ${mode} mode)`;

  return (
    <button
      type="button"
      className={classNames.toggle}
      onClick={() => setTheme(mode === 'dark' ? 'light' : 'dark')}
      // Until hydrated a click would be lost: disabled, as Docusaurus does.
      disabled={!mounted}
      aria-label={label}
      title={label}
    >
      <span className={classNames.lightIcon}>{lightIcon}</span>
      <span className={classNames.darkIcon}>{darkIcon}</span>
    </button>
  );
}
