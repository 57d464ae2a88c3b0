import { Admonition } from '@/components/mdx/Admonition';

/** The notice above an unlisted or draft doc, as Docusaurus's caution banner. */
export function PageBanner({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Admonition type="caution" title={title}>
      <p>{children}</p>
    </Admonition>
  );
}
