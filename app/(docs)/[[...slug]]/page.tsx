import { notFound } from 'next/navigation';
import { CategoryIndexPage } from '@/components/docs/CategoryIndexPage';
import { DocPage } from '@/components/docs/DocPage';
import { TagDocsPage } from '@/components/docs/TagDocsPage';
import { TagsListPage } from '@/components/docs/TagsListPage';
import { docsRouteOf, docsRouteParams, type SiteRoute } from '@/lib/content/docs';
import { metadataOfRoute } from '@/lib/content/routes';

type Props = { params: Promise<{ slug?: string[] }> };

// Every doc at any depth, category page and tags page, known at build time (lib/content/docs.ts).
export const dynamicParams = false;
export const generateStaticParams = () => docsRouteParams();

export async function generateMetadata({ params }: Props) {
  const entry = docsRouteOf((await params).slug);
  return entry ? metadataOfRoute(entry) : {};
}

export default async function Page({ params }: Props) {
  const entry = docsRouteOf((await params).slug);
  if (!entry) notFound();
  return content(entry);
}

function content(entry: SiteRoute) {
  switch (entry.kind) {
    case 'doc':
      return <DocPage doc={entry.doc} />;
    case 'category':
      return <CategoryIndexPage page={entry.page} />;
    case 'tags':
      return <TagsListPage />;
    case 'tag':
      return <TagDocsPage tag={entry.tag} />;
  }
}
