import { DocSidebarItems } from '@/components/docs/DocSidebarItems';
import { docsRouteOf, docsRouteParams } from '@/lib/content/docs';
import { sidebarIdOfRoute } from '@/lib/content/routes';
import Default from '../default';

type Props = { params: Promise<{ slug?: string[] }> };

// The same routes as app/(docs)/[[...slug]]/page.tsx.
export const dynamicParams = false;
export const generateStaticParams = () => docsRouteParams();

/**
 * The sidebar of the docs route: a doc's own (none when it is in no sidebar), a category page's;
 * tags pages have none. The docs layout's other routes (the e2e build's crash page) land here too.
 */
export default async function Sidebar({ params }: Props) {
  const entry = docsRouteOf((await params).slug);
  return entry ? <DocSidebarItems sidebarId={sidebarIdOfRoute(entry)} route={entry.route} /> : <Default />;
}
