'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { NavbarShellProps } from './NavbarShell';

/** The navbar that slides away on scroll down (siteConfig.navbar.hideOnScroll); see NavbarShell. */
export function AutoHidingNavbar({ className, hiddenClassName, children }: Omit<NavbarShellProps, 'hideOnScroll'>) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      // Near the top (within the navbar's own height) it always shows.
      if (y < (navRef.current?.offsetHeight ?? 0)) setHidden(false);
      else if (y > lastY.current + 2) setHidden(true);
      else if (y < lastY.current - 2) setHidden(false);
      lastY.current = y;
    };
    const onHashChange = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  // A new page shows the navbar: adjusted while rendering, as React recommends over an effect.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setHidden(false);
  }

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={hidden ? `${className} ${hiddenClassName}` : className}
      data-hidden={hidden ? 'true' : undefined}
      onFocusCapture={() => setHidden(false)}
    >
      {children}
    </nav>
  );
}
