'use client';

import { useCallback, useState } from 'react';
import { LazyLoadFailure } from '@/components/ui/LazyLoadFailure';
import { useLazyComponent } from '@/components/ui/useLazyComponent';
import type { MobileMenuContent } from './MobileMenuPanel';

// The panel's code loads on first open: readers on desktop never download it.
const loadPanel = () => import('./MobileMenuPanel');

type Props = MobileMenuContent & {
  menuIcon: React.ReactNode;
  /** From MobileMenu.css, passed by the server (the names stay out of the first-load JavaScript). */
  toggleClassName: string;
};

/** The navbar's mobile menu button; opens the side panel (below the desktop breakpoint). */
export function MobileMenu({ menuIcon, toggleClassName, ...content }: Props) {
  const [open, setOpen] = useState(false);
  const onClosed = useCallback(() => setOpen(false), []);
  const [MobileMenuPanel, loadMobileMenuPanel, failed] = useLazyComponent(loadPanel);

  return (
    <>
      <button
        type="button"
        className={toggleClassName}
        aria-label="Toggle navigation bar"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={async () => setOpen(await loadMobileMenuPanel())}
      >
        {menuIcon}
      </button>
      {open && MobileMenuPanel && <MobileMenuPanel {...content} onClosed={onClosed} />}
      {failed && <LazyLoadFailure />}
    </>
  );
}
