import { DocSidebar } from './DocSidebar';
import styles from './DocsLayout.module.css';

/** Sidebar + main column of every doc page. Stays mounted across doc navigations, like Docusaurus's. */
export function DocsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.wrapper}>
      <DocSidebar />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
