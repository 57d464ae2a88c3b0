import { DocSidebarHost, type SidebarClassNames } from './DocSidebarTree';

// Class names from the server: they stay out of the client bundle.
export const sidebarClassNames: SidebarClassNames = {
  link: 'doc-sidebar__link',
  button: 'doc-sidebar__category-button',
  list: 'doc-sidebar__list',
  fallback: 'doc-sidebar__category-link',
  status: 'doc-sidebar__category-status',
};

/**
 * The docs sidebar's frame: kept by the docs layout across navigations (and with it the sidebar's
 * scroll position and its links), while each page brings its own items (the @sidebar slot,
 * DocSidebarItems). Hidden below the breakpoint, where the mobile menu shows the same tree, and on
 * pages without a sidebar (no items: DocSidebar.css).
 */
export function DocSidebar({ children }: { children: React.ReactNode }) {
  return (
    // Beside <main>, not in it: its own navigation landmark, which the skip link jumps past.
    <div className="doc-sidebar">
      <nav aria-label="Docs sidebar" className="doc-sidebar__nav">
        <ul className="doc-sidebar__list">
          <DocSidebarHost classNames={sidebarClassNames}>{children}</DocSidebarHost>
        </ul>
      </nav>
    </div>
  );
}
