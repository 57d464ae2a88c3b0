import { MainContent } from '@/components/layout/MainContent';
import { DocSidebar } from './DocSidebar';

/**
 * Sidebar + main column of every doc page. Stays mounted across doc navigations, like Docusaurus's.
 * The sidebar is outside <main>: the skip link jumps past it.
 */
export function DocsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="docs-layout__wrapper">
      <DocSidebar />
      <MainContent className="docs-layout__main">{children}</MainContent>
    </div>
  );
}
