'use client';

import { createContext, useContext, useState } from 'react';

type State = [tree: React.ReactNode, setTree: (tree: React.ReactNode) => void];

// No default: every user sits inside the provider (root layout).
const MobileMenuSidebarContext = createContext<State>(null!);

/**
 * The docs sidebar the mobile menu shows, handed over by the docs layout while a doc is shown (as
 * Docusaurus's NavbarSecondaryMenuFiller fills the navbar's secondary menu). Around the navbar and
 * the page, in the root layout.
 */
export function MobileMenuSidebarProvider({ children }: { children: React.ReactNode }) {
  return <MobileMenuSidebarContext value={useState<React.ReactNode>()}>{children}</MobileMenuSidebarContext>;
}

/** [the docs sidebar's items for the mobile menu (undefined off the docs), its setter]. */
export const useMobileMenuSidebar = () => useContext(MobileMenuSidebarContext);
