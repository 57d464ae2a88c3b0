import { ChevronDownIcon } from '@/components/icons/Icons';
import type { TocNode } from '@/lib/content/toc';
import { TocActiveTracker } from './TocActiveTracker';
import { TocList } from './TocList';
import { TocNav } from './TocNav';

/** "On this page": one navigation for every width (see TocNav); highlights the heading being read. */
export function TableOfContents({ nodes }: { nodes: TocNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <div className="toc__column">
      <TocNav label="On this page" chevron={<ChevronDownIcon className="toc__chevron" />}>
        <TocList nodes={nodes} />
        <TocActiveTracker />
      </TocNav>
    </div>
  );
}
