import { DocsLayout } from '@/components/docs/DocsLayout';
import { getDocsSidebar } from '@/lib/content/docs';

/** Test-only route (e2e build): the crash page sits beside the docs sidebar, as a doc does. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <DocsLayout sidebar={getDocsSidebar()}>{children}</DocsLayout>;
}
