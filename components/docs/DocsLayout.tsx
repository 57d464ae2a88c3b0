import { DocSidebar } from './DocSidebar';

/** Sidebar + main column of every doc page. Stays mounted across doc navigations, like Docusaurus's. */
export function DocsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="docs-layout__wrapper">
      <DocSidebar />
      <div className="docs-layout__main">{children}</div>
    </div>
  );
}
