'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { normalizePathname } from '@/lib/paths';
import { collapsedStyle, useCollapsible } from '@/components/ui/useCollapsible';
import { hrefsIn, type ClientSidebarCategory } from '@/lib/content/sidebar';
import { SidebarLink } from './SidebarLink';

// Collapse choices survive client navigation (and the mobile menu re-mounting) for the session's page life.
const remembered = new Map<string, boolean>();

type Props = {
  /** The category's data (lib/content/sidebar.ts): label, key, default state, its page, its items. */
  item: ClientSidebarCategory<React.ReactNode>;
  /** From DocSidebar.css, passed by the server (the names stay out of the client bundle); the stylesheet styles aria-expanded. */
  classNames: { button: string; list: string; link: string };
  children: React.ReactNode;
};

export function SidebarCategory({ item, classNames, children }: Props) {
  const { label, key, href } = item;
  const pathname = normalizePathname(usePathname());
  // The category holding the current page (its own page or one inside) opens.
  const containsCurrent = hrefsIn([item]).includes(pathname);
  const [collapsed, setCollapsed] = useState(() => {
    if (containsCurrent) return false;
    return remembered.get(key) ?? item.collapsed;
  });
  const [initialStyle] = useState(() => collapsedStyle(collapsed));
  // Navigating into a collapsed category opens it, as in Docusaurus (state adjusted while rendering, when the page changes).
  const [wasCurrent, setWasCurrent] = useState(containsCurrent);
  if (containsCurrent !== wasCurrent) {
    setWasCurrent(containsCurrent);
    if (containsCurrent) setCollapsed(false);
  }
  // Items render on first expand (like Docusaurus's lazy Collapsible): at 1,000 docs,
  // collapsed categories would otherwise be most of every page's HTML.
  const [rendered, setRendered] = useState(!collapsed);
  if (!collapsed && !rendered) setRendered(true);
  const listRef = useCollapsible<HTMLUListElement>(collapsed);
  const listId = useId();

  useEffect(() => {
    remembered.set(key, collapsed);
  }, [key, collapsed]);

  return (
    <li className={item.className}>
      {/* A category with a page: its label links there, and the stylesheet shows the button as a caret beside
          the link (its label stays its accessible name). A category that cannot collapse: its label from the
          server, and the stylesheet hides the button (lib/content/sidebar.ts, toClientSidebar). */}
      {href ? <SidebarLink href={href} label={label} className={classNames.link} /> : item.node}
      <button type="button" className={classNames.button} aria-expanded={!collapsed} aria-controls={listId} onClick={() => setCollapsed((value) => !value)}>
        {label}
        <span aria-hidden="true" />
      </button>
      <ul id={listId} ref={listRef} className={classNames.list} style={initialStyle}>
        {rendered && children}
      </ul>
    </li>
  );
}
