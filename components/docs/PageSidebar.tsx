import { getSidebar } from '@/lib/content/docs';
import { siteConfig } from '@/lib/site-config';
import { DocsLayout } from './DocsLayout';

/**
 * The sidebar of one page when it is not the docs layout's main sidebar: a doc in no sidebar
 * (or a tags page) shows none, a doc of another sidebar shows that one. The marker hides the
 * layout's sidebar with CSS (DocsLayout.css), so it works before and without JavaScript.
 */
export function PageSidebar({ sidebarId, children }: { sidebarId: string | undefined; children: React.ReactNode }) {
  if (sidebarId === siteConfig.docs.sidebarId) return children;
  return (
    <>
      <span hidden className="docs-layout__no-main-sidebar" />
      {sidebarId === undefined ? children : <DocsLayout sidebar={getSidebar(sidebarId)} inMain>{children}</DocsLayout>}
    </>
  );
}
