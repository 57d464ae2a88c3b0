import { getDocsSidebar } from '@/lib/content/docs';
import { isExternalUrl } from '@/lib/site-config';
import { toClientSidebar } from '@/lib/content/sidebar';
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
export function DocSidebar() {
  // External links (new tab, icon) are rendered here, so the client tree only knows internal links.
  const items = toClientSidebar<React.ReactNode>(getDocsSidebar(), (item) =>
    isExternalUrl(item.href) ? (
      <Link href={item.href} className="doc-sidebar__link">
        {item.label}
      </Link>
    ) : undefined,
  );
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
