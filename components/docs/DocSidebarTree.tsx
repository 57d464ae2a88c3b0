'use client';

import { useEffect } from 'react';
import type { ClientSidebarItem } from '@/lib/content/sidebar';
import { useMobileMenuSidebar } from '@/components/layout/MobileMenuSidebar';
import { SidebarCategory } from './SidebarCategory';
import { SidebarLink } from './SidebarLink';

type SidebarClassNames = { link: string; button: string; list: string; /** A lazy category's no-JavaScript link. */ fallback: string };

type Props = { items: ClientSidebarItem<React.ReactNode>[]; classNames: SidebarClassNames };

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

/**
 * The `li` items of the docs sidebar, from compact data (labels and hrefs; the
 * server renders external links and HTML), rendered in the @sidebar slot of the page. While shown, it hands the same tree to the
 * mobile menu: the menu's lazy chunk never imports it (importing it from both
 * would make Turbopack split it into one more first-load script), and no second
 * copy of the sidebar is in the page.
 */
export function DocSidebarTree({ items, classNames }: Props) {
  const setMenuTree = useMobileMenuSidebar()[1];
  // On the props, not the element: setting the tree re-renders this consumer with a new element.
  useEffect(() => {
    setMenuTree(<Items items={items} classNames={classNames} />);
    return () => setMenuTree(undefined);
  }, [setMenuTree, items, classNames]);
  return <Items items={items} classNames={classNames} />;
}
