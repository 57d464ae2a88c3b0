import { MainContent } from '@/components/layout/MainContent';
import { BackToTop } from './BackToTop';
import { DocSidebar } from './DocSidebar';

/**
 * Sidebar + main column of docs pages, mounted across doc navigations like Docusaurus's.
 * `sidebar` is the page's own sidebar items (the @sidebar slot: none for a page in no sidebar).
 * The sidebar is outside <main>: the skip link jumps past it. Back to top comes after the page, in
 * the Tab order as on screen, and inside <main> (a landmark, as all content should be).
 */
export function DocsLayout({ sidebar, children }: { sidebar: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="docs-layout__wrapper">
      <DocSidebar>{sidebar}</DocSidebar>
      <MainContent className="docs-layout__main">
        {children}
        <BackToTop />
      </MainContent>
    </div>
  );
}
