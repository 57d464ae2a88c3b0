'use client';

import { createContext, useContext, useEffect, useState } from 'react';

type SetSidebar = (tree: React.ReactNode) => void;

// Two contexts: the docs sidebar that sets the tree never re-renders when it changes.
const SidebarContext = createContext<React.ReactNode>(undefined);
const SetSidebarContext = createContext<SetSidebar>(() => {});

/**
 * The docs sidebar the mobile menu shows, handed over by the docs layout while a doc is shown (as
 * Docusaurus's NavbarSecondaryMenuFiller fills the navbar's secondary menu). Around the navbar and
 * the page, in the root layout.
 */
export function MobileMenuSidebarProvider({ children }: { children: React.ReactNode }) {
  const [tree, setTree] = useState<React.ReactNode>(undefined);
  return (
    <SetSidebarContext value={setTree}>
      <SidebarContext value={tree}>{children}</SidebarContext>
    </SetSidebarContext>
  );
}

/** The docs sidebar's items for the mobile menu; undefined off the docs. */
export const useMobileMenuSidebar = () => useContext(SidebarContext);

/** Shows `tree` in the mobile menu while the calling component is mounted. */
export function useFillMobileMenuSidebar(tree: React.ReactNode) {
  const setTree = useContext(SetSidebarContext);
  useEffect(() => {
    setTree(tree);
    return () => setTree(undefined);
  }, [setTree, tree]);
}
