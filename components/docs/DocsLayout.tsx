import { getDocsSidebar } from '@/lib/content/docs';
import type { SidebarItem } from '@/lib/content/sidebar';
import { MainContent } from '@/components/layout/MainContent';
import { DocSidebar } from './DocSidebar';

/**
 * Sidebar + main column of docs pages. In app/(docs)/layout.tsx it shows the main sidebar
 * (siteConfig.docs.sidebarId) and stays mounted across doc navigations, like Docusaurus's;
 * a page with another sidebar or none says so with <PageSidebar>.
 * The sidebar is outside <main>: the skip link jumps past it. A page's own sidebar (PageSidebar) is
 * already inside the layout's <main>, so it passes inMain and no second <main> is rendered.
 */
export function DocsLayout({
  sidebar = getDocsSidebar(),
  inMain = false,
  children,
}: {
  sidebar?: SidebarItem[];
  inMain?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="docs-layout__wrapper">
      <DocSidebar items={sidebar} />
      {inMain ? <div className="docs-layout__main">{children}</div> : <MainContent className="docs-layout__main">{children}</MainContent>}
    </div>
  );
}
