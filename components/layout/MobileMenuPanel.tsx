'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizePathname } from '@/lib/paths';
import { docsSidebarForMenu } from './MobileMenu';
import { trapTab } from '@/components/ui/trapTab';
import { getNavigationState } from '@/lib/browser/navigation-state';
import { isRouterHistoryEntry } from '@/lib/browser/next-history-workaround';

export type MobileMenuContent = {
  /** Navbar items for the main menu (server-rendered). */
  primary: React.ReactNode;
  brand: React.ReactNode;
  colorModeToggle?: React.ReactNode;
  closeIcon: React.ReactNode;
  /** Viewports wider than this close the menu (desktop layout). */
  desktopBreakpoint: number;
};

const HISTORY_MARK = '__mobileMenuOpen';

/**
 * The mobile menu's modal side panel. Closes on the close button, the
 * backdrop, Escape, a followed link, Back, and when the viewport becomes
 * desktop-wide. Opening adds a history entry with the same URL, so Back
 * closes the panel instead of leaving the page.
 */
export default function MobileMenuPanel({
  primary,
  brand,
  colorModeToggle,
  closeIcon,
  desktopBreakpoint,
  onClosed,
}: MobileMenuContent & { onClosed: () => void }) {
  const pathname = normalizePathname(usePathname() || '/');
  const router = useRouter();
  // On doc pages the docs sidebar (the desktop one's tree and data) is shown first. Client-only render.
  const [docsSidebar] = useState(() => docsSidebarForMenu.tree);
  const onDocPage = docsSidebar !== undefined;
  const [showDocs, setShowDocs] = useState(true);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingHref = useRef<string | null>(null);

  /** Closes the panel, dropping the history entry it added (the popstate handler finishes). */
  const close = useCallback(() => {
    if (window.history.state?.[HISTORY_MARK]) window.history.back();
    else onClosed();
  }, [onClosed]);

  useEffect(() => {
    // Guarded: effects can run twice in development (Strict Mode). Only on router entries:
    // the router reloads the page on forward to an entry it does not know.
    // Not while a page is loading either: its history entry would land on top of ours.
    if (!window.history.state?.[HISTORY_MARK] && isRouterHistoryEntry() && getNavigationState().status !== 'loading') {
      window.history.pushState({ ...window.history.state, [HISTORY_MARK]: true }, '');
    }
    const onPopState = () => {
      onClosed();
      const href = pendingHref.current;
      pendingHref.current = null;
      if (href) router.push(href);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [onClosed, router]);

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${desktopBreakpoint + 1}px)`);
    const onChange = () => desktop.matches && close();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [close, desktopBreakpoint]);

  // A page change (a slow navigation finishing) closes the panel, as in Docusaurus.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) onClosed();
  }, [pathname, onClosed]);

  // Lock body scroll and move focus into the panel (its close button) while it is open.
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('button[aria-label="Close navigation bar"]')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      // Focus goes back to the toggle that opened the panel.
      document.querySelector<HTMLElement>('button[aria-label="Toggle navigation bar"]')?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    // Keep Tab inside the modal panel.
    trapTab(event, panelRef.current);
  }

  // Following a link: close first (popping our entry), then navigate, so history stays clean.
  function onClickCapture(event: React.MouseEvent) {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (anchor.target === '_blank' || anchor.origin !== window.location.origin) {
      close();
      return;
    }
    // preventDefault only: the link's own onClick still runs (a version choice is remembered),
    // and Next's Link does not navigate a prevented click; the panel navigates once closed.
    event.preventDefault();
    const href = anchor.pathname + anchor.search + anchor.hash;
    if (window.history.state?.[HISTORY_MARK]) {
      pendingHref.current = href;
      window.history.back();
    } else {
      onClosed();
      router.push(href);
    }
  }

  return (
    <>
      <div className="mobile-menu__backdrop" onClick={close} aria-hidden="true" data-testid="mobile-menu-backdrop" />
      <div
        ref={panelRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        onKeyDown={onKeyDown}
        onClickCapture={onClickCapture}
      >
        <div className="mobile-menu__header">
          {brand}
          {colorModeToggle}
          <button type="button" className="mobile-menu__close" aria-label="Close navigation bar" onClick={close}>
            {closeIcon}
          </button>
        </div>
        <div className="mobile-menu__body">
          {onDocPage && showDocs ? (
            <>
              <button type="button" className="mobile-menu__switch" onClick={() => setShowDocs(false)}>
                ← Back to main menu
              </button>
              <nav aria-label="Docs sidebar">
                <ul className="mobile-menu__list">{docsSidebar}</ul>
              </nav>
            </>
          ) : (
            <>
              {onDocPage && (
                <button type="button" className="mobile-menu__switch" onClick={() => setShowDocs(true)}>
                  Docs sidebar →
                </button>
              )}
              <nav aria-label="Main menu">{primary}</nav>
            </>
          )}
        </div>
      </div>
    </>
  );
}
