'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { normalizePathname } from '@/lib/paths';
import { collapsedStyle, useCollapsible } from '@/components/ui/useCollapsible';

// Collapse choices survive client navigation (and the mobile menu re-mounting) for the session's page life.
const remembered = new Map<string, boolean>();

type Props = {
  label: string;
  categoryKey: string;
  /** Default from the sidebar definition. */
  collapsed: boolean;
  /** Routes of the docs inside, to expand the category holding the current page. */
  routes: string[];
  /** From DocSidebar.css, passed by the server (the names stay out of the client bundle); the stylesheet styles aria-expanded. */
  classNames: { button: string; list: string };
  children: React.ReactNode;
};

export function SidebarCategory({ label, categoryKey, collapsed: collapsedByDefault, routes, classNames, children }: Props) {
  const pathname = normalizePathname(usePathname() || '/');
  const containsCurrent = routes.includes(pathname);
  const [collapsed, setCollapsed] = useState(() => {
    if (containsCurrent) return false;
    return remembered.get(categoryKey) ?? collapsedByDefault;
  });
  const [initialStyle] = useState(() => collapsedStyle(collapsed));
  // Items render on first expand (like Docusaurus's lazy Collapsible): at 1,000 docs,
  // collapsed categories would otherwise be most of every page's HTML.
  const rendered = useRef(false);
  rendered.current ||= !collapsed;
  const listRef = useCollapsible<HTMLUListElement>(collapsed);
  const listId = useId();

  // Navigating into a collapsed category opens it, as in Docusaurus.
  useEffect(() => {
    if (containsCurrent) setCollapsed(false);
  }, [containsCurrent]);

  useEffect(() => {
    remembered.set(categoryKey, collapsed);
  }, [categoryKey, collapsed]);

  return (
    <li>
      <button
        type="button"
        className={classNames.button}
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setCollapsed((value) => !value)}
      >
        {label}
        <span aria-hidden="true" />
      </button>
      <ul id={listId} ref={listRef} className={classNames.list} style={initialStyle}>
        {rendered.current && children}
      </ul>
    </li>
  );
}
