import { DocsLayout } from '@/components/docs/DocsLayout';
import { docsRouteOf } from '@/lib/content/docs';
import { sidebarOfRoute } from '@/lib/content/routes';

type Props = { children: React.ReactNode; params: Promise<{ slug?: string[] }> };

/**
 * The sidebar the page shows (a doc's sidebar, a category page's sidebar, none for tags pages and
 * docs in no sidebar) around the page. A layout, not the page, so a crashing page
 * (error.tsx beside this file) keeps its sidebar.
 */
export default async function Layout({ children, params }: Props) {
  const entry = docsRouteOf((await params).slug);
  return <DocsLayout sidebar={entry && sidebarOfRoute(entry)}>{children}</DocsLayout>;
}
