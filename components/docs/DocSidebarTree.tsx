'use client';

import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';
import type { ClientSidebarItem } from '@/lib/content/sidebar';
import { useMobileMenuSidebar } from '@/components/layout/MobileMenuSidebar';
import { SidebarCategory } from './SidebarCategory';
import { SidebarLink } from './SidebarLink';

export type SidebarClassNames = { link: string; button: string; list: string; /** A lazy category's no-JavaScript link. */ fallback: string };

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

/** The items the host shows: undefined until it takes over after hydration, null on a page without a sidebar. */
type HostState = [items: Items | null | undefined, setItems: (items: Items | null) => void];
// No default: the slot's tree always sits inside the host (DocSidebar).
const HostContext = createContext<HostState>(null!);

/**
 * The docs sidebar's items, kept by the docs layout across navigations. Each page's items come
 * from its @sidebar slot (DocSidebarTree), which Next mounts anew on every navigation: rendered
 * there, the links would be new elements each time (the focused link lost, no expand animation).
 * So the slot renders them only for the server HTML and hydration, then hands them here, where
 * React updates the same elements. The same tree goes to the mobile menu: the menu's lazy chunk
 * never imports it (importing it from both would make Turbopack split it into one more
 * first-load script), and no second copy of the sidebar is in the page.
 */
export function DocSidebarHost({ classNames, children }: { classNames: SidebarClassNames; children: React.ReactNode }) {
  const state = useState<Items | null>();
  const items = state[0];
  const setMenuTree = useMobileMenuSidebar()[1];
  useEffect(() => {
    setMenuTree(items ? <Items items={items} classNames={classNames} /> : undefined);
    return () => setMenuTree(undefined);
  }, [setMenuTree, items, classNames]);
  return (
    <HostContext value={state}>
      {items && <Items items={items} classNames={classNames} />}
      {children}
    </HostContext>
  );
}

/** The page's sidebar items (`null`: the page has none), from the @sidebar slot; see DocSidebarHost. */
export function DocSidebarTree({ items, classNames }: { items: Items | null; classNames: SidebarClassNames }) {
  const [hostItems, setHostItems] = useContext(HostContext);
  useLayoutEffect(() => setHostItems(items), [setHostItems, items]);
  return hostItems === undefined && items && <Items items={items} classNames={classNames} />;
}
