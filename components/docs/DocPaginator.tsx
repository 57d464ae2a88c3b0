import { SiteLink } from '@/components/ui/SiteLink';
import type { SidebarDoc } from '@/lib/sidebar';
import styles from './DocPaginator.module.css';

/** Previous/next doc links at the end of a doc, in sidebar order. */
export function DocPaginator({ previous, next }: { previous?: SidebarDoc; next?: SidebarDoc }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.paginator}>
      {previous && (
        <SiteLink href={previous.href} className={styles.link} rel="prev">
          <span className={styles.sublabel}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sublabel}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
