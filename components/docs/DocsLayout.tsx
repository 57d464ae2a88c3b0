import { getDocsSidebar } from '@/lib/docs';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';
import { DocSidebar } from './DocSidebar';
import styles from './DocsLayout.module.css';

/** Sidebar + main column of every doc page. Stays mounted across doc navigations, like Docusaurus's. */
export function DocsLayout({ children }: { children: React.ReactNode }) {
  const tree = getDocsSidebar();
  return (
    <div className={styles.wrapper}>
      <DocSidebar items={tree} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
