import { getDocsSidebar } from '@/lib/content/docs';
import type { SidebarItem } from '@/lib/content/sidebar';
import { DocSidebar } from './DocSidebar';

/**
 * Sidebar + main column of docs pages. In app/(docs)/layout.tsx it shows the main sidebar
 * (siteConfig.docs.sidebarId) and stays mounted across doc navigations, like Docusaurus's;
 * a page with another sidebar or none says so with <PageSidebar>.
 */
export function DocsLayout({ sidebar = getDocsSidebar(), children }: { sidebar?: SidebarItem[]; children: React.ReactNode }) {
  return (
    <div className="docs-layout__wrapper">
      <DocSidebar items={sidebar} />
      <div className="docs-layout__main">{children}</div>
    </div>
  );
}
