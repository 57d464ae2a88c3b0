import { getDocsSidebar } from '@/lib/docs';
import { DocSidebar } from './DocSidebar';
import styles from './DocsLayout.module.css';

/** Sidebar + main column of every doc page. Stays mounted across doc navigations, like Docusaurus's. */
export function DocsLayout({ children }: { children: React.ReactNode }) {
  const tree = getDocsSidebar();
  return (
    <div className={styles.wrapper}>
      <DocSidebar items={tree} />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
