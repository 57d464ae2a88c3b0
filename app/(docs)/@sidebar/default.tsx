import { DocSidebarItems } from '@/components/docs/DocSidebarItems';
import { siteConfig } from '@/lib/site-config';

/** Routes of the docs layout that are not docs routes (the e2e build's crash page): the main sidebar, no page of it current. */
export default function Sidebar() {
  return <DocSidebarItems sidebarId={siteConfig.docs.sidebarId} route="" />;
}
