import type { SidebarItem } from '@/lib/sidebar';
import { DocSidebarItems } from './DocSidebarItems';
import styles from './DocSidebar.module.css';

/** Desktop docs sidebar (hidden below the breakpoint, where the mobile menu shows the same tree). */
export function DocSidebar({ items }: { items: SidebarItem[] }) {
  return (
    // A div, not <aside>: the sidebar sits inside <main> (a complementary landmark must be top level).
    <div className={styles.sidebar}>
      <nav aria-label="Docs sidebar" className={styles.nav}>
        <ul className={styles.list}>
          <DocSidebarItems items={items} />
        </ul>
      </nav>
    </div>
  );
}
