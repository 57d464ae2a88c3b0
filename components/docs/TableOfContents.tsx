import type { TocNode } from '@/lib/content/toc';
import { TocActiveTracker } from './TocActiveTracker';
import { TocList } from './TocList';

/** Desktop "On this page" column; highlights the heading being read. */
export function TableOfContents({ nodes }: { nodes: TocNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <div className="toc__column">
      <nav aria-label="On this page" className="toc">
        <p className="toc__heading">On this page</p>
        <TocList nodes={nodes} />
        <TocActiveTracker />
      </nav>
    </div>
  );
}
