'use client';

import { useEffect, useState } from 'react';
import { createStorageSlot } from '@/lib/browser/storage';
import { applyColorMode, parseColorMode, type ColorMode } from '@/lib/browser/color-mode';

/** Navbar button that flips light/dark. Both icons are rendered; CSS shows the one for html[data-theme]. */
type Props = {
  storageKey: string;
  defaultMode: ColorMode;
  /** With no stored choice, follow the system preference (and its changes). */
  respectPrefersColorScheme: boolean;
  /** Icons come from the server (components/icons), so their markup is not shipped as JavaScript. */
  lightIcon: React.ReactNode;
  darkIcon: React.ReactNode;
  /** From ColorModeToggle.css, passed by the server so the names stay out of the client bundle. */
  classNames: { toggle: string; lightIcon: string; darkIcon: string };
};

export function ColorModeToggle({ storageKey, defaultMode, respectPrefersColorScheme, lightIcon, darkIcon, classNames }: Props) {
  // The server cannot know the stored mode: name it only once mounted, so hydration matches.
  const [mode, setMode] = useState<ColorMode | null>(null);

  useEffect(() => {
    // Through the fail-safe slot: warns once if storage is unavailable.
    const slot = createStorageSlot(storageKey);
    const system = window.matchMedia('(prefers-color-scheme: dark)');
    const unsaved = (): ColorMode => (respectPrefersColorScheme && system.matches ? 'dark' : defaultMode);
    const show = (next: ColorMode) => {
      applyColorMode(next);
      setMode(next);
    };
    // What the head script applied before the first paint.
    setMode(parseColorMode(slot.get()) ?? unsaved());
    // A choice made in another tab; the system preference while nothing is saved.
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) show(parseColorMode(event.newValue) ?? unsaved());
    };
    const onSystemChange = () => {
      if (respectPrefersColorScheme && !parseColorMode(slot.get())) show(unsaved());
    };
    window.addEventListener('storage', onStorage);
    system.addEventListener('change', onSystemChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      system.removeEventListener('change', onSystemChange);
    };
  }, [storageKey, defaultMode, respectPrefersColorScheme]);

  const shown = mode ?? 'light';
  const label = `Switch between dark and light mode (currently ${shown} mode)`;

  return (
    <button
      type="button"
      className={classNames.toggle}
      onClick={() => {
        const next = shown === 'dark' ? 'light' : 'dark';
        createStorageSlot(storageKey).set(next);
        applyColorMode(next);
        setMode(next);
      }}
      aria-label={label}
      title={label}
    >
      <span className={classNames.lightIcon}>{lightIcon}</span>
      <span className={classNames.darkIcon}>{darkIcon}</span>
    </button>
  );
}
