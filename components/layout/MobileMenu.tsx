'use client';

import clsx from 'clsx';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizePathname } from '@/lib/paths';
import styles from './MobileMenu.module.css';

type Props = {
  /** Navbar items for the main menu (server-rendered). */
  primary: React.ReactNode;
  /** The docs sidebar tree (server-rendered), shown first on doc pages. */
  docsSidebar: React.ReactNode;
  docRoutes: string[];
  brand: React.ReactNode;
  colorModeToggle?: React.ReactNode;
  /** Viewports wider than this close the menu (desktop layout). */
  desktopBreakpoint: number;
};

const HISTORY_MARK = '__mobileMenuOpen';

/**
 * The navbar's mobile menu: a toggle button and a modal side panel. Closes on
 * the close button, the backdrop, Escape, a followed link, Back, and when the
 * viewport becomes desktop-wide. Opening adds a history entry with the same
 * URL so Back closes the panel instead of leaving the page.
 */
export function MobileMenu({ primary, docsSidebar, docRoutes, brand, colorModeToggle, desktopBreakpoint }: Props) {
  const pathname = normalizePathname(usePathname() || '/');
  const router = useRouter();
  const onDocPage = docRoutes.includes(pathname);
  const [open, setOpen] = useState(false);
  const [showDocs, setShowDocs] = useState(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingHref = useRef<string | null>(null);

  const openMenu = () => {
    setShowDocs(true);
    setOpen(true);
    window.history.pushState({ ...window.history.state, [HISTORY_MARK]: true }, '');
  };

  /** Closes the panel and drops the history entry it added. */
  const close = useCallback(() => {
    if (window.history.state?.[HISTORY_MARK]) window.history.back();
    else setOpen(false);
  }, []);

  // Back (or our own history.back) pops the panel's entry: close, then follow a pending link.
  useEffect(() => {
    if (!open) return;
    const onPopState = () => {
      setOpen(false);
      const href = pendingHref.current;
      pendingHref.current = null;
      if (href) router.push(href);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open, router]);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(`(min-width: ${desktopBreakpoint + 1}px)`);
    const onChange = () => desktop.matches && close();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close, desktopBreakpoint]);

  // Lock body scroll, move focus in, and give it back to the toggle on close.
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const toggle = toggleRef.current;
    return () => {
      document.body.style.overflow = overflow;
      toggle?.focus();
    };
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Keep Tab inside the modal panel.
    const focusable = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    ).filter((element) => element.offsetParent !== null && getComputedStyle(element).visibility !== 'hidden');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  // Following a link: close first (popping our entry), then navigate, so history stays clean.
  function onClickCapture(event: React.MouseEvent) {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const external = anchor.target === '_blank' || anchor.origin !== window.location.origin;
    if (external) {
      close();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (window.history.state?.[HISTORY_MARK]) {
      pendingHref.current = anchor.pathname + anchor.search + anchor.hash;
      window.history.back();
    } else {
      setOpen(false);
      router.push(anchor.pathname + anchor.search + anchor.hash);
    }
  }

  const docsView = onDocPage && showDocs;

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Toggle navigation bar"
        aria-expanded={open}
        onClick={() => (open ? close() : openMenu())}
      >
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      {open && (
        <>
          <div className={styles.backdrop} onClick={close} aria-hidden="true" data-testid="mobile-menu-backdrop" />
          <div
            ref={panelRef}
            className={styles.panel}
            role="dialog"
            aria-modal="true"
            aria-label="Navigation menu"
            onKeyDown={onKeyDown}
            onClickCapture={onClickCapture}
          >
            <div className={styles.header}>
              {brand}
              {colorModeToggle}
              <button type="button" className={styles.close} aria-label="Close navigation bar" onClick={close}>
                <svg width="20" height="20" viewBox="0 0 15 15" aria-hidden="true">
                  <path stroke="currentColor" strokeWidth="1.4" d="M1 1l13 13M14 1L1 14" />
                </svg>
              </button>
            </div>
            <div className={styles.body}>
              {docsView ? (
                <>
                  <button type="button" className={styles.switch} onClick={() => setShowDocs(false)}>
                    ← Back to main menu
                  </button>
                  <nav aria-label="Docs sidebar">
                    <ul className={styles.list}>{docsSidebar}</ul>
                  </nav>
                </>
              ) : (
                <>
                  {onDocPage && (
                    <button type="button" className={clsx(styles.switch)} onClick={() => setShowDocs(true)}>
                      Docs sidebar →
                    </button>
                  )}
                  <nav aria-label="Main menu">{primary}</nav>
                </>
              )}
            </div>
          </div>
        </>
      )}
    </>
  );
}
