'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { createStorageSlot } from '@/lib/browser/storage';
import { NOT_FOUND_ROUTE } from '@/lib/paths';

export type DropdownItem = {
  label: string;
  /** Where the item leads; without it, the current page (as a language switcher does), or home from the 404 page. */
  href?: string;
  /** Where an item for the current page leads from a page that is not a doc (a version's main doc). */
  offDocHref?: string;
  active?: boolean;
  lang?: string;
  /** Remembered in storage when the item is chosen (the preferred docs version). */
  remember?: { key: string; value: string };
};

type Props = {
  label: string;
  /** Accessible name of the button, when the visible label alone is unclear ("Docs version: Next"). */
  ariaLabel?: string;
  items: DropdownItem[];
  icon?: React.ReactNode;
};

/**
 * Navbar dropdown: opens on hover (desktop) and on click; Enter, Space or
 * ArrowDown opens it from the keyboard, arrows move, Escape closes and
 * returns focus to the button, Tab away closes it.
 */
export function NavbarDropdown({ label, ariaLabel, items, icon }: Props) {
  const pathname = usePathname() || '/';
  // The 404 page has no counterpart in another language: its items lead home instead of to /_not-found.
  const currentPage = pathname === NOT_FOUND_ROUTE ? '/' : pathname;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // With a mouse, hovering the dropdown shows its menu (as in Docusaurus): entering opens it, leaving closes it.
  const canHover = () => matchMedia('(hover: hover)').matches;

  // Read once the menu is open (the HTML has it closed): as in Docusaurus, a switch keeps the page's query and
  // hash, and an item for the current page leads from a page that is not a doc (no DocPage) to the main doc.
  const suffix = open ? location.search + location.hash : '';
  const offDoc = open && !document.querySelector('.doc-page');

  const links = () => Array.from(rootRef.current!.querySelectorAll<HTMLAnchorElement>('ul a'));

  function focusItem(index: number) {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length].focus();
  }

  // Escape closes the open menu wherever focus is: a menu opened by hover must be dismissible without moving
  // the pointer (WCAG 1.4.13). With focus inside, focus returns to the button, and only this menu closes: the
  // mobile menu around it, a native dialog, closes as the keydown's default action.
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (rootRef.current!.contains(document.activeElement)) {
        event.preventDefault();
        buttonRef.current!.focus();
      }
    };
    if (open) addEventListener('keydown', onEscape);
    return () => removeEventListener('keydown', onEscape);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    const down = event.key === 'ArrowDown';
    if (down || event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.target === buttonRef.current) {
        // On the button: open, and focus the first (or last) item once the list has rendered.
        setOpen(true);
        requestAnimationFrame(() => focusItem(down ? 0 : -1));
      } else {
        // In the list: the next (or previous) item, wrapping around.
        focusItem(links().indexOf(document.activeElement as HTMLAnchorElement) + (down ? 1 : -1));
      }
    }
  }

  return (
    <div
      ref={rootRef}
      className="navbar-dropdown"
      onMouseEnter={() => canHover() && setOpen(true)}
      onMouseLeave={() => canHover() && setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // In the mobile menu, an inline list that Docusaurus opens and closes by its button only: closing it
        // here moved the next item up under a tap on it, which then missed.
        if (!event.currentTarget.contains(event.relatedTarget) && !event.currentTarget.closest('.navbar__mobile-dropdown')) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="navbar-dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        // A mouse click (detail > 0) follows the hover that opened the menu, so it keeps the menu open, as it opens one
        // that Escape closed; Enter, Space and a tap toggle it.
        onClick={(event) => setOpen((value) => !value || (event.detail > 0 && canHover()))}
      >
        {icon}
        {label}
        <span className="navbar-dropdown__caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="navbar-dropdown__menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <SiteLink
              href={(item.href ?? ((offDoc && item.offDocHref) || currentPage)) + suffix}
              lang={item.lang}
              className="navbar-dropdown__item"
              aria-current={item.active ? 'true' : undefined}
              onClick={() => {
                if (item.remember) createStorageSlot(item.remember.key).set(item.remember.value);
                // A task later: the browser first follows the link as it is now (a Ctrl-click opens this
                // href in a new tab); a closed menu's items lose the query and hash read while it is open.
                setTimeout(() => setOpen(false));
                // The list hides: focus goes back to its button, not to the page's start (the page may stay, as
                // for the current page's item).
                buttonRef.current!.focus();
              }}
            >
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
