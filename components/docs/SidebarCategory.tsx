'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { normalizePathname } from '@/lib/paths';
import { collapsedStyle, useCollapsible } from '@/components/ui/useCollapsible';
import { SidebarLink } from './SidebarLink';

// Collapse choices survive client navigation (and the mobile menu re-mounting) for the session's page life.
const remembered = new Map<string, boolean>();

type Props = {
  label: string;
  categoryKey: string;
  /** Default from the sidebar definition. */
  collapsed: boolean;
  /** false: always open, no toggle (Docusaurus's collapsible: false). */
  collapsible?: boolean;
  /** The category's own page (a doc or its generated index): the label links there, a separate button toggles. */
  href?: string;
  className?: string;
  /** Routes of the docs inside, to expand the category holding the current page. */
  routes: string[];
  /** From DocSidebar.css, passed by the server (the names stay out of the client bundle); the stylesheet styles aria-expanded. */
  classNames: { button: string; list: string; link: string; row: string; caret: string };
  children: React.ReactNode;
};

export function SidebarCategory({ label, categoryKey, collapsed: collapsedByDefault, collapsible = true, href, className, routes, classNames, children }: Props) {
  const pathname = normalizePathname(usePathname() || '/');
  const containsCurrent = routes.includes(pathname) || href === pathname;
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

  const toggle = () => setCollapsed((value) => !value);
  let header: React.ReactNode;
  if (href) {
    header = (
      <div className={classNames.row}>
        <SidebarLink href={href} label={label} className={classNames.link} />
        {collapsible && (
          <button
            type="button"
            className={classNames.caret}
            aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${label}'`}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={toggle}
          >
            <span aria-hidden="true" />
          </button>
        )}
      </div>
    );
  } else if (collapsible) {
    header = (
      <button type="button" className={classNames.button} aria-expanded={!collapsed} aria-controls={listId} onClick={toggle}>
        {label}
        <span aria-hidden="true" />
      </button>
    );
  } else {
    header = <span className={classNames.button}>{label}</span>;
  }

  return (
    <li className={className}>
      {header}
      <ul id={listId} ref={listRef} className={classNames.list} style={initialStyle}>
        {rendered.current && children}
      </ul>
    </li>
  );
}
