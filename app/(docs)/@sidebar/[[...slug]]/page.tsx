import { DocSidebarItems } from '@/components/docs/DocSidebarItems';
import { docsRouteOf } from '@/lib/content/docs';
import { sidebarIdOfRoute } from '@/lib/content/routes';
import Default from '../default';

type Props = { params: Promise<{ slug?: string[] }> };

// Its params are those of app/(docs)/[[...slug]]/page.tsx. No generateStaticParams here: Next combines
// every segment's params, and two lists of every route would make N × N (10,000 docs: out of memory).

/**
 * The sidebar of the docs route: a doc's own (none when it is in no sidebar), a category page's;
 * tags pages have none. The docs layout's other routes (the e2e build's crash page) land here too.
 */
export default async function Sidebar({ params }: Props) {
  const entry = docsRouteOf((await params).slug);
  return entry ? <DocSidebarItems sidebarId={sidebarIdOfRoute(entry)} route={entry.route} /> : <Default />;
}
