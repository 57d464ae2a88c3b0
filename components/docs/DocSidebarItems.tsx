import { pageSidebar } from '@/lib/content/sidebar-files';
import { Link } from '@/components/ui/Link';
import { sidebarClassNames } from './DocSidebar';
import { DocSidebarTree } from './DocSidebarTree';

/**
 * The items of the sidebar `sidebarId` on the page at `route`, as compact data for one client tree
 * (desktop sidebar and mobile menu): the categories holding the page and those open by default
 * whole, the other collapsed ones as label, link and items file (lib/content/sidebar-files.ts).
 * Server-rendered items would be in the page twice (HTML and payload), plus once more for the menu.
 */
export function DocSidebarItems({ sidebarId, route }: { sidebarId: string | undefined; route: string }) {
  if (sidebarId === undefined) return <DocSidebarTree items={null} classNames={sidebarClassNames} />;
  // External links (new tab, icon) and HTML items are rendered here, so the client tree only knows internal links.
  const items = pageSidebar<React.ReactNode>(sidebarId, route, (item) =>
    item.type === 'html' ? (
      // Author HTML from sidebars.ts, as Docusaurus renders { type: 'html' } items.
      <div className={item.defaultStyle ? 'doc-sidebar__html' : undefined} dangerouslySetInnerHTML={{ __html: item.value }} />
    ) : (
      <Link href={item.href} className="doc-sidebar__link">
        {item.label}
      </Link>
    ),
  );
  return <DocSidebarTree items={items} classNames={sidebarClassNames} />;
}
