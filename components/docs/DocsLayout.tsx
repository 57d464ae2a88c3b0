import type { SidebarItem } from '@/lib/content/sidebar';
import { DocSidebar } from './DocSidebar';

/** Sidebar (when the page has one) + main column of a docs page. */
export function DocsLayout({ sidebar, children }: { sidebar?: SidebarItem[]; children: React.ReactNode }) {
  return (
    <div className="docs-layout__wrapper">
      {sidebar && <DocSidebar items={sidebar} />}
      <div className="docs-layout__main">{children}</div>
    </div>
  );
}
