import { DocSidebarItems } from '@/components/docs/DocSidebarItems';

/** Routes of the docs layout that are not docs routes (the e2e build's crash page): no sidebar. */
export default function Sidebar() {
  return <DocSidebarItems sidebarId={undefined} route="" />;
}
