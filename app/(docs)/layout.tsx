import { DocsLayout } from '@/components/docs/DocsLayout';

/** `sidebar`: the @sidebar slot, the sidebar items of the page shown (its own category open, the collapsed ones lazy). */
export default function Layout({ children, sidebar }: { children: React.ReactNode; sidebar: React.ReactNode }) {
  return <DocsLayout sidebar={sidebar}>{children}</DocsLayout>;
}
