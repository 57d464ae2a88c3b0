import { routesIn, type SidebarItem } from '@/lib/sidebar';
import { NavbarLink } from '@/components/layout/NavbarLink';
import { SidebarCategory } from './SidebarCategory';
import { SidebarLink } from './SidebarLink';
import styles from './DocSidebar.module.css';

const categoryClassNames = {
  category: styles.category,
  button: styles.categoryButton,
  collapsed: styles.collapsed,
  chevron: styles.chevron,
  list: styles.list,
};

/** The `li` items of a sidebar tree; shared by the desktop sidebar and the mobile menu. */
export function DocSidebarItems({ items }: { items: SidebarItem[] }) {
  return items.map((item) => {
    if (item.type === 'doc') {
      return (
        <li key={item.id} className={styles.item}>
          <SidebarLink href={item.href} label={item.label} className={styles.link} currentClassName={styles.current} />
        </li>
      );
    }
    if (item.type === 'link') {
      return (
        <li key={item.href} className={styles.item}>
          <NavbarLink item={item} className={styles.link} />
        </li>
      );
    }
    return (
      <SidebarCategory
        key={item.key}
        label={item.label}
        categoryKey={item.key}
        collapsed={item.collapsed}
        routes={routesIn(item.items)}
        classNames={categoryClassNames}
      >
        <DocSidebarItems items={item.items} />
      </SidebarCategory>
    );
  });
}
