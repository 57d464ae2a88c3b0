import type { TocNode } from '@/lib/content/toc';

/** Nested list of links to the page's headings. */
export function TocList({ nodes, nested = false }: { nodes: TocNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'toc__nested-list' : 'toc__list'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className="toc__link" data-toc-link="">
            {node.value}
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} nested />}
        </li>
      ))}
    </ul>
  );
}
