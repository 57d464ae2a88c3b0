'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/**
 * The fixed navbar element. With `hideOnScroll` (siteConfig.navbar, set by
 * NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL=1 at build time) it slides away on scroll
 * down and comes back on scroll up, near the top, on focus and after
 * navigation. The flag is inlined at build time, so with it off the scroll
 * code is not shipped at all.
 */
type Props = {
  hideOnScroll: boolean;
  /** Class names come from the server (Navbar.css), so they stay out of the client bundle. */
  className: string;
  hiddenClassName: string;
  children: React.ReactNode;
};

export function NavbarShell({ hideOnScroll, className, hiddenClassName, children }: Props) {
  if (process.env.NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL === '1' && hideOnScroll) {
    return (
      <AutoHidingNavbar className={className} hiddenClassName={hiddenClassName}>
        {children}
      </AutoHidingNavbar>
    );
  }
  return (
    <nav aria-label="Main" className={className}>
      {children}
    </nav>
  );
}

function AutoHidingNavbar({ className, hiddenClassName, children }: Omit<Props, 'hideOnScroll'>) {
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

  useEffect(() => setHidden(false), [pathname]);

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
