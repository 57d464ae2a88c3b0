import { highlight, snippet } from '@/lib/browser/search-highlight';
import type { SearchHitData } from '@/lib/browser/search-engine';

/** One result: "Page › Section" with the matches marked, then a snippet of the section text. */
export function SearchHit({ hit }: { hit: SearchHitData }) {
  const crumbs = hit.heading === hit.pageTitle ? [hit.pageTitle] : [hit.pageTitle, hit.heading];
  return (
    <>
      {/* "Page › Section", heard as "Page, Section: snippet": the separators are the stylesheet's (Search.css). */}
      <span className="search-hit__title">
        {crumbs.map((crumb, index) => (
          <span key={index} className="search-hit__crumb">
            <Marked text={crumb} terms={hit.terms} />
          </span>
        ))}
      </span>
      {hit.excerpt && (
        <span className="search-hit__snippet">
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
