import type { TocNode } from '@/lib/toc';
import { TocActiveTracker } from './TocActiveTracker';
import { TocList } from './TocList';
import styles from './TableOfContents.module.css';

/** Desktop "On this page" column; highlights the heading being read. */
export function TableOfContents({ nodes }: { nodes: TocNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <div className={styles.column}>
      <nav aria-label="On this page" className={styles.toc}>
        <p className={styles.heading}>On this page</p>
        <TocList nodes={nodes} />
        <TocActiveTracker />
      </nav>
    </div>
  );
}
