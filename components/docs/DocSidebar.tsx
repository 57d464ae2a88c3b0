import { getDocsSidebar } from '@/lib/docs';
import { isExternalUrl } from '@/lib/site-config';
import { toClientSidebar } from '@/lib/sidebar';
import { NavbarLink } from '@/components/layout/NavbarLink';
import { DocSidebarTree } from './DocSidebarTree';
import styles from './DocSidebar.module.css';

// Class names from the server: the CSS module map stays out of the client bundle.
const classNames = {
  link: styles.link,
  button: styles.categoryButton,
  list: styles.list,
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
    isExternalUrl(item.href) ? <NavbarLink item={item} className={styles.link} /> : undefined,
  );
  return (
    // A div, not <aside>: the sidebar sits inside <main> (a complementary landmark must be top level).
    <div className={styles.sidebar}>
      <nav aria-label="Docs sidebar" className={styles.nav}>
        <ul className={styles.list}>
          <DocSidebarTree items={items} classNames={classNames} />
        </ul>
      </nav>
    </div>
  );
}
