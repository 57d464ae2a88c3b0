import { ChevronDownIcon } from '@/components/icons/Icons';
import type { TocNode } from '@/lib/content/toc';
import { TocList } from './TocList';
import { TocNav } from './TocNav';

/** "On this page": one navigation for every width (see TocNav); highlights the heading being read. */
export function TableOfContents({ nodes }: { nodes: TocNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <div className="toc__column">
      <TocNav
        label="On this page"
        chevron={<ChevronDownIcon className="toc__chevron" />}
        // Desktop only; hidden from assistive technology, which has the nav's name already.
        heading={
          <p className="toc__heading" aria-hidden="true">
            On this page
          </p>
        }
      >
        <TocList nodes={nodes} />
      </TocNav>
    </div>
  );
}
