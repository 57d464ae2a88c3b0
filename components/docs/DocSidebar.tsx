import { isExternalUrl } from '@/lib/site-config';
import { toClientSidebar, type SidebarItem } from '@/lib/content/sidebar';
import { Link } from '@/components/ui/Link';
import { DocSidebarTree } from './DocSidebarTree';

// Class names from the server: they stay out of the client bundle.
const classNames = {
  link: 'doc-sidebar__link',
  button: 'doc-sidebar__category-button',
  list: 'doc-sidebar__list',
};

/**
 * Desktop docs sidebar (hidden below the breakpoint, where the mobile menu shows
 * the same tree). The client tree gets compact data once, in the docs layout's
 * payload: server-rendered items would be in every page twice (HTML and RSC
 * payload), plus once more for the mobile menu (~600 KB per page at 1,000 docs).
 */
export function DocSidebar({ items: tree }: { items: SidebarItem[] }) {
  // External links (new tab, icon) and HTML items are rendered here, so the client tree only knows internal links.
  const items = toClientSidebar<React.ReactNode>(tree, (item) => {
    if (item.type === 'html') {
      // Author HTML from sidebars.ts, as Docusaurus renders { type: 'html' } items.
      return <div className={item.defaultStyle ? 'doc-sidebar__html' : undefined} dangerouslySetInnerHTML={{ __html: item.value }} />;
    }
    // A category that neither links nor collapses: its label only.
    if (item.type === 'category') return <span className="doc-sidebar__category-button">{item.label}</span>;
    return isExternalUrl(item.href) ? (
      <Link href={item.href} className="doc-sidebar__link">
        {item.label}
      </Link>
    ) : undefined;
  });
  return (
    // Beside <main>, not in it: its own navigation landmark, which the skip link jumps past.
    <div className="doc-sidebar">
      <nav aria-label="Docs sidebar" className="doc-sidebar__nav">
        <ul className="doc-sidebar__list">
          <DocSidebarTree items={items} classNames={classNames} />
        </ul>
      </nav>
    </div>
  );
}
