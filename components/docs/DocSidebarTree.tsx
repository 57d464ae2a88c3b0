'use client';

import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ClientSidebarItem } from '@/lib/content/sidebar';
import { useMobileMenuSidebar } from '@/components/layout/MobileMenuSidebar';
import { SidebarCategory } from './SidebarCategory';
import { SidebarLink } from './SidebarLink';

export type SidebarClassNames = {
  link: string;
  button: string;
  list: string;
  /** A lazy category's no-JavaScript link. */
  fallback: string;
  /** A lazy category's loading and failure messages. */
  status: string;
};

type Items = ClientSidebarItem<React.ReactNode>[];
type Props = { items: Items; classNames: SidebarClassNames };

function Items({ items, classNames }: Props) {
  return items.map((item) => {
    if ('items' in item) {
      return (
        <SidebarCategory key={item.key} item={item} classNames={classNames}>
          {(items) => <Items items={items} classNames={classNames} />}
        </SidebarCategory>
      );
    }
    return (
      // The item's className goes on its li, as in Docusaurus.
      <li key={item.key ?? item.href} className={item.className}>
        {item.node ?? <SidebarLink href={item.href} label={item.label} className={classNames.link} />}
      </li>
    );
  });
}

/** What the slot tells the host: the page's items (`null`: none); and whether the host shows them. */
type Host = { hosted: boolean; report: (items: Items | null) => void };
// No default: the slot's tree always sits inside the host (DocSidebar).
const HostContext = createContext<Host>(null!);

/**
 * The docs sidebar's items, kept by the docs layout across navigations. Each page's items come
 * from its @sidebar slot (DocSidebarTree), which Next mounts anew on every navigation: rendered
 * there, the links would be new elements each time (the focused link lost, no expand animation).
 * So from the second page on, the slot hands its items here, where React updates the same elements.
 * The first page keeps the tree it was hydrated with (handing it over at once would replace every
 * element right after hydration: focus lost, ids changed). The items also go to the mobile menu:
 * the menu's lazy chunk never imports this tree (importing it from both would make Turbopack split
 * it into one more first-load script), and no second copy of the sidebar is in the page.
 */
export function DocSidebarHost({ classNames, children }: { classNames: SidebarClassNames; children: React.ReactNode }) {
  const [state, setState] = useState<{ items?: Items | null; hosted: boolean }>({ hosted: false });
  const reports = useRef(0);
  const report = useCallback((items: Items | null) => {
    reports.current += 1;
    setState({ items, hosted: reports.current > 1 });
  }, []);
  const { items, hosted } = state;
  const setMenuTree = useMobileMenuSidebar()[1];
  useEffect(() => {
    setMenuTree(items ? <Items items={items} classNames={classNames} /> : undefined);
    return () => setMenuTree(undefined);
  }, [setMenuTree, items, classNames]);
  return (
    <HostContext value={useMemo(() => ({ hosted, report }), [hosted, report])}>
      {hosted && items && <Items items={items} classNames={classNames} />}
      {children}
    </HostContext>
  );
}

/** The page's sidebar items (`null`: the page has none), from the @sidebar slot; see DocSidebarHost. */
export function DocSidebarTree({ items, classNames }: { items: Items | null; classNames: SidebarClassNames }) {
  const { hosted, report } = useContext(HostContext);
  useLayoutEffect(() => report(items), [report, items]);
  return !hosted && items && <Items items={items} classNames={classNames} />;
}
