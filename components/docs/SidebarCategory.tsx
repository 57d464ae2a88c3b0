'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { normalizePathname } from '@/lib/paths';
import { loadSidebarItems, loadedSidebarItems, rememberSidebarItems } from '@/lib/browser/sidebar-items';
import { collapsedStyle, useCollapsible } from '@/components/ui/useCollapsible';
import { hrefsIn, type ClientSidebarCategory, type ClientSidebarItem } from '@/lib/content/sidebar';
import type { SidebarClassNames } from './DocSidebarTree';
import { SidebarLink } from './SidebarLink';

// Collapse choices survive client navigation (and the mobile menu re-mounting) for the session's page life.
const remembered = new Map<string, boolean>();

type Items = ClientSidebarItem<React.ReactNode>[];

type Props = {
  /**
   * The category's data (lib/content/sidebar.ts): label, key, default state, its page, its items;
   * `src`, its items file when it has one; a lazy one (sent without its items) has `first`, where its
   * label leads without JavaScript.
   */
  item: ClientSidebarCategory<React.ReactNode>;
  /** From DocSidebar.css, passed by the server (the names stay out of the client bundle); the stylesheet styles aria-expanded. */
  classNames: SidebarClassNames;
  /** Renders the items (the category's own, or the loaded ones). */
  children: (items: Items) => React.ReactNode;
};

export function SidebarCategory({ item, classNames, children }: Props) {
  const { label, key, href, src, first } = item;
  const pathname = normalizePathname(usePathname());
  // The category holding the current page (its own page or one inside) opens.
  const containsCurrent = hrefsIn([item]).includes(pathname);
  // Sent whole, or lazy (`first`): then its items are here once loaded in this visit, or once an
  // earlier page sent it whole. The same element gets either form as the reader moves between
  // categories (the sidebar is kept across navigations), so the items are read at each render.
  const items: Items | undefined = first === undefined ? item.items : loadedSidebarItems(src!);
  const [loadState, setLoad] = useState<'idle' | 'loading' | 'failed'>('idle');
  // Only a category without its items is loading them or failed to (the same element can come whole later).
  const load = items === undefined ? loadState : 'idle';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [collapsed, setCollapsed] = useState(() => {
    if (containsCurrent) return false;
    // A lazy category opens only once its items are here.
    return !items || (remembered.get(key) ?? item.collapsed);
  });
  const [initialStyle] = useState(() => collapsedStyle(collapsed));
  // Navigating into a collapsed category opens it, as in Docusaurus (state adjusted while rendering, when the page changes).
  const [wasCurrent, setWasCurrent] = useState(containsCurrent);
  if (containsCurrent !== wasCurrent) {
    setWasCurrent(containsCurrent);
    if (containsCurrent) setCollapsed(false);
  }
  // Open only with its items (a lazy category whose items this page does not have yet stays shut).
  const open = !collapsed && items !== undefined;
  // Items (and their list) render on first expand, then stay.
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  const listRef = useCollapsible<HTMLUListElement>(!open);
  const listId = useId();

  useEffect(() => {
    remembered.set(key, collapsed);
  }, [key, collapsed]);
  // Sent whole with its items file: a later page that sends it lazy finds its items without a request.
  useEffect(() => {
    if (src && first === undefined) rememberSidebarItems(src, item.items);
  }, [src, first, item.items]);

  // Opens once the items are here, so the height animation runs to their full height. A failure
  // keeps the reader on the page, with Retry and the category's first page (SPEC §8, route load failure).
  const fetchItems = () => {
    setLoad('loading');
    loadSidebarItems(src!).then(
      () => {
        setLoad('idle');
        setCollapsed(false);
      },
      () => setLoad('failed'),
    );
  };
  // Retry unmounts with its alert: focus goes to the category's button, not to the body.
  const retry = () => {
    buttonRef.current?.focus();
    fetchItems();
  };
  const toggle = () => {
    if (items) setCollapsed((value) => !value);
    else if (load !== 'loading') fetchItems();
  };

  return (
    <li className={item.className}>
      {/* A category with a page: its label links there, and the stylesheet shows the button as a caret beside
          the link. A lazy category without a page: a plain link to its
          first page, shown instead of the button without JavaScript. A category that cannot collapse: its
          label as text, and the stylesheet hides the button. */}
      {href ? (
        // As in Docusaurus: following it expands the category; on the category's own page it toggles the category instead.
        <SidebarLink
          href={href}
          label={label}
          className={classNames.link}
          onClick={(event) => {
            if (pathname !== href) return setCollapsed(false);
            event.preventDefault();
            toggle();
          }}
        />
      ) : first ? (
        <a className={classNames.fallback} href={first}>
          {label}
        </a>
      ) : (
        item.static && <span className={classNames.button}>{label}</span>
      )}
      {/* The list exists from the first expand on (like Docusaurus's lazy Collapsible): a page does not
          carry an empty list per collapsed category (99 of them at 10,000 docs). */}
      <button
        ref={buttonRef}
        type="button"
        className={classNames.button}
        // Beside its link, named as Docusaurus names its caret: not a second "Basics" after the link "Basics".
        aria-label={href && `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'`}
        aria-expanded={open}
        aria-controls={rendered ? listId : undefined}
        aria-busy={load === 'loading' || undefined}
        onClick={toggle}
      >
        {label}
        <span aria-hidden="true" />
      </button>
      {load === 'loading' && (
        <p role="status" className={classNames.status}>
          Loading…
        </p>
      )}
      {load === 'failed' && (
        <p role="alert" className={classNames.status}>
          {`Could not load the pages of ${label}. `}
          <button type="button" onClick={retry}>
            Retry
          </button>
          {' · '}
          <a href={first}>Open its first page</a>
        </p>
      )}
      {rendered && (
        <ul id={listId} ref={listRef} className={classNames.list} style={initialStyle}>
          {items && children(items)}
        </ul>
      )}
    </li>
  );
}
