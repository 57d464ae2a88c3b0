import { highlight, snippet } from '@/lib/browser/search-highlight';
import type { SearchHitData } from '@/lib/browser/search-engine';

/** One result: "Page › Section" with the matches marked, then a snippet of the section text. */
export function SearchHit({ hit }: { hit: SearchHitData }) {
  const crumbs = hit.heading === hit.pageTitle ? [hit.pageTitle] : [hit.pageTitle, hit.heading];
  return (
    <>
      <span className="search-hit__title">
        {crumbs.map((crumb, index) => (
          <span key={index}>
            {/* Seen as "›", heard as a pause: a screen reader would name the result "InstallationStyles look broken". */}
            {index > 0 && (
              <>
                <span aria-hidden="true"> › </span>
                <span className="visually-hidden">, </span>
              </>
            )}
            <Marked text={crumb} terms={hit.terms} />
          </span>
        ))}
      </span>
      {hit.excerpt && (
        <span className="search-hit__snippet">
          <span className="visually-hidden">: </span>
          {snippet(hit.excerpt, hit.terms).map((segment, index) =>
            segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
          )}
        </span>
      )}
    </>
  );
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return highlight(text, terms).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
  );
}
