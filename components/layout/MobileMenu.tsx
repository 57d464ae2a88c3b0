'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { MobileMenuContent } from './MobileMenuPanel';

// The panel's code loads on first open: readers on desktop never download it.
const MobileMenuPanel = lazy(() => import('./MobileMenuPanel'));

type Props = MobileMenuContent & {
  menuIcon: React.ReactNode;
  /** From MobileMenu.module.css, passed by the server (no class map in the first-load JavaScript). */
  toggleClassName: string;
};

/** The navbar's mobile menu button; opens the side panel (below the desktop breakpoint). */
export function MobileMenu({ menuIcon, toggleClassName, ...content }: Props) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const onClosed = useCallback(() => setOpen(false), []);

  // Focus goes back to the toggle when the panel closes.
  useEffect(() => {
    if (wasOpen.current && !open) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={toggleClassName}
        aria-label="Toggle navigation bar"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {menuIcon}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel {...content} onClosed={onClosed} />
        </Suspense>
      )}
    </>
  );
}
