'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';
import { normalizePathname, stripBase } from '@/lib/paths';
import { useMobileMenuSidebar } from './MobileMenuSidebar';
import { getNavigationState } from '@/lib/browser/navigation-state';
import { isRouterHistoryEntry } from '@/lib/browser/next-history-workaround';
import { onNavigatePastMenu } from '@/lib/browser/navigate-past-menu';

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

const isShown = (element: Element) => element.getClientRects().length > 0;

/** The element outside the panel a reader would take for `focused` (a link to the same href, a control with the same name), if shown. */
function desktopCounterpart(focused: Element | null, panel: HTMLDialogElement | null): HTMLElement | null {
  if (!(focused instanceof HTMLElement) || !panel?.contains(focused) || focused === panel) return null;
  const named = (candidate: HTMLElement) => candidate.textContent === focused.textContent && candidate.getAttribute('aria-label') === focused.getAttribute('aria-label');
  const shown = [...document.querySelectorAll<HTMLElement>(focused.localName)].filter((candidate) => !panel.contains(candidate) && isShown(candidate));
  if (!(focused instanceof HTMLAnchorElement)) return shown.find(named) ?? null;
  // Links: the same href and name first (the sidebar's "Introduction", not the logo, also to "/"), else the same href.
  const sameHref = shown.filter((candidate) => candidate.getAttribute('href') === focused.getAttribute('href'));
  return sameHref.find(named) ?? sameHref[0] ?? null;
}

/**
 * The mobile menu's modal side panel, on a native <dialog> opened with showModal(): the browser
 * keeps focus inside it and makes the page behind it inert. Closes on the close button, the
 * backdrop, Escape, a followed link, Back, and when the viewport becomes desktop-wide. Opening
 * adds a history entry with the same URL, so Back closes the panel instead of leaving the page.
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
  // A route through Next's router; a whole URL (out of the site) by the browser.
  const navigate = useCallback((href: string) => (href.startsWith('/') ? router.push(href) : window.location.assign(href)), [router]);
  // On doc pages the docs sidebar (the desktop one's tree and data) is shown first.
  const [docsSidebar] = useMobileMenuSidebar();
  const onDocPage = docsSidebar !== undefined;
  const [showDocs, setShowDocs] = useState(true);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pendingHref = useRef<string | null>(null);

  // Set once Back has been asked for: a second close before popstate must not go back twice.
  const goingBack = useRef(false);

  /** Closes the panel, dropping the history entry it added (the popstate handler finishes). */
  const close = useCallback(() => {
    if (goingBack.current) return;
    if (window.history.state?.[HISTORY_MARK]) {
      goingBack.current = true;
      window.history.back();
    } else {
      onClosed();
    }
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
      if (href) navigate(href);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [onClosed, navigate]);

  /** Closes the panel, popping its history entry first, then navigates: history stays clean. */
  const closeThenNavigate = useCallback(
    (href: string) => {
      if (window.history.state?.[HISTORY_MARK]) {
        pendingHref.current = href;
        goingBack.current = true;
        window.history.back();
      } else {
        onClosed();
        navigate(href);
      }
    },
    [onClosed, navigate],
  );

  // Set when a control over the panel (a search result) navigates: focus is then that control's to place.
  const focusPlacedElsewhere = useRef(false);
  useEffect(
    () =>
      onNavigatePastMenu((route) => {
        focusPlacedElsewhere.current = true;
        closeThenNavigate(route);
      }),
    [closeThenNavigate],
  );

  // Where focus goes when the panel closes because the viewport became desktop-wide, where the toggle is hidden.
  const focusOnDesktop = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${(desktopBreakpoint + 1) / 16}em)`);
    const onChange = () => {
      if (!desktop.matches) return;
      focusOnDesktop.current = desktopCounterpart(document.activeElement, dialogRef.current);
      close();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [close, desktopBreakpoint]);

  // A page change (a slow navigation finishing) closes the panel, as in Docusaurus.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedOn.current) onClosed();
  }, [pathname, onClosed]);

  // Open as a modal, lock body scroll and move focus to the close button while it is open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    dialog?.querySelector<HTMLElement>('button[aria-label="Close navigation bar"]')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (focusPlacedElsewhere.current) return;
      // Focus goes back to the toggle that opened the panel; once the viewport is desktop-wide (the
      // toggle hidden), to the same link or button in the desktop layout, else to the page's <main>.
      const toggle = document.querySelector<HTMLElement>('button[aria-label="Toggle navigation bar"]');
      if (toggle && isShown(toggle)) toggle.focus();
      else (focusOnDesktop.current ?? document.getElementById(MAIN_CONTENT_ID))?.focus({ preventScroll: !focusOnDesktop.current });
      // Closing went back in history (to the page's entry, below the panel's). With a #section in the
      // URL, the browser then scrolls to it, which can come after this and drop focus to the body:
      // the toggle takes it back (focus moving to an element, a Tab, is left alone).
      if (toggle && goingBack.current && window.location.hash) {
        const keepFocus = (event: FocusEvent) => event.relatedTarget === null && toggle.focus();
        toggle.addEventListener('blur', keepFocus, { once: true });
        window.setTimeout(() => toggle.removeEventListener('blur', keepFocus), 500);
      }
    };
  }, []);

  // Following a link: close first (popping our entry), then navigate, so history stays clean.
  function onClickCapture(event: React.MouseEvent) {
    const anchor = (event.target as HTMLElement).closest('a');
    if (!anchor || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (anchor.target === '_blank') {
      close();
      return;
    }
    // preventDefault only: the link's own onClick still runs (a version choice is remembered),
    // and Next's Link does not navigate a prevented click; the panel navigates once closed.
    event.preventDefault();
    // The router takes a route: the address without the base URL, which it adds itself. Out of the site
    // (another origin, or a path outside the base URL), the browser loads the whole URL.
    const route = anchor.origin === window.location.origin ? stripBase(anchor.pathname) : null;
    closeThenNavigate(route === null ? anchor.href : route + anchor.search + anchor.hash);
  }

  // A click on the dimmed ::backdrop reaches the dialog itself, outside its box.
  function onClick(event: React.MouseEvent<HTMLDialogElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (event.target === event.currentTarget && (x < box.left || x > box.right || y < box.top || y > box.bottom)) close();
  }

  return (
    // Escape closes the dialog natively (an open dropdown inside prevents that keydown, to close only
    // itself); onClose then drops the history entry.
    <dialog
      ref={dialogRef}
      className="mobile-menu__panel"
      aria-label="Navigation menu"
      onClose={close}
      onClick={onClick}
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
              {/* The desktop sidebar's list: its rules (linked categories, nested indents) hold here too. */}
              <ul className="doc-sidebar__list">{docsSidebar}</ul>
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
    </dialog>
  );
}
