import { Admonition } from '@/components/mdx/Admonition';

/** The notice above an unlisted or draft doc, as Docusaurus's caution banner. */
export function PageBanner({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Admonition type="caution" title={title}>
      <p>{children}</p>
    </Admonition>
  );
}

/** Docusaurus's notice on an unlisted page: an unlisted doc, or a tags page only unlisted docs have. */
export function UnlistedPageBanner() {
  return <PageBanner title="Unlisted page">This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</PageBanner>;
}
