'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { normalizePathname } from '@/lib/paths';
import { loadSidebarItems, loadedSidebarItems } from '@/lib/browser/sidebar-items';
import { collapsedStyle, useCollapsible } from '@/components/ui/useCollapsible';
import { hrefsIn, type ClientSidebarCategory, type ClientSidebarItem } from '@/lib/content/sidebar';
import { SidebarLink } from './SidebarLink';

// Collapse choices survive client navigation (and the mobile menu re-mounting) for the session's page life.
const remembered = new Map<string, boolean>();

type Items = ClientSidebarItem<React.ReactNode>[];

type Props = {
  /**
   * The category's data (lib/content/sidebar.ts): label, key, default state, its page, its items;
   * a lazy one has `src` (its items file) and `first` (where its label leads without JavaScript).
   */
  item: ClientSidebarCategory<React.ReactNode>;
  /** From DocSidebar.css, passed by the server (the names stay out of the client bundle); the stylesheet styles aria-expanded. */
  classNames: { button: string; list: string; link: string; fallback: string };
  /** Renders the items (the category's own, or the loaded ones). */
  children: (items: Items) => React.ReactNode;
};

export function SidebarCategory({ item, classNames, children }: Props) {
  const { label, key, href, src } = item;
  const pathname = normalizePathname(usePathname());
  // The category holding the current page (its own page or one inside) opens.
  const containsCurrent = hrefsIn([item]).includes(pathname);
  const [items, setItems] = useState<Items | undefined>(() => (src ? loadedSidebarItems(src) : item.items));
  const [collapsed, setCollapsed] = useState(() => {
    if (containsCurrent) return false;
    // A lazy category opens only once its items are here (expanded earlier in this visit).
    return !items || (remembered.get(key) ?? item.collapsed);
  });
  const [initialStyle] = useState(() => collapsedStyle(collapsed));
  // Navigating into a collapsed category opens it, as in Docusaurus (state adjusted while rendering, when the page changes).
  const [wasCurrent, setWasCurrent] = useState(containsCurrent);
  if (containsCurrent !== wasCurrent) {
    setWasCurrent(containsCurrent);
    if (containsCurrent) setCollapsed(false);
  }
  // Items (and their list) render on first expand, then stay.
  const [rendered, setRendered] = useState(!collapsed);
  if (!collapsed && !rendered) setRendered(true);
  const listRef = useCollapsible<HTMLUListElement>(collapsed);
  const listId = useId();

  useEffect(() => {
    remembered.set(key, collapsed);
  }, [key, collapsed]);

  const toggle = () => {
    if (items) return setCollapsed((value) => !value);
    // Opens once the items are here, so the height animation runs to their full height. If they
    // cannot load, the label does what it does without JavaScript: it opens the first page.
    loadSidebarItems(src!).then(
      (loaded) => {
        setItems(loaded);
        setCollapsed(false);
      },
      () => window.location.assign(item.first!),
    );
  };

  return (
    <li className={item.className}>
      {/* A category with a page: its label links there, and the stylesheet shows the button as a caret beside
          the link (its label stays its accessible name). A lazy category without a page: a plain link to its
          first page, shown instead of the button without JavaScript. A category that cannot collapse: its
          label as text, and the stylesheet hides the button. */}
      {href ? (
        <SidebarLink href={href} label={label} className={classNames.link} />
      ) : item.first ? (
        <a className={classNames.fallback} href={item.first}>
          {label}
        </a>
      ) : (
        item.static && <span className={classNames.button}>{label}</span>
      )}
      {/* The list exists from the first expand on (like Docusaurus's lazy Collapsible): a page does not
          carry an empty list per collapsed category (99 of them at 10,000 docs). */}
      <button type="button" className={classNames.button} aria-expanded={!collapsed} aria-controls={rendered ? listId : undefined} onClick={toggle}>
        {label}
        <span aria-hidden="true" />
      </button>
      {rendered && (
        <ul id={listId} ref={listRef} className={classNames.list} style={initialStyle}>
          {items && children(items)}
        </ul>
      )}
    </li>
  );
}
