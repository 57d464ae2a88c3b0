import { SiteLink } from '@/components/ui/SiteLink';
import type { NavigablePage } from '@/lib/content/sidebar';

/** Previous/next doc links at the end of a doc, in sidebar order. */
export function DocPaginator({ previous, next }: { previous?: NavigablePage; next?: NavigablePage }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className="doc-paginator">
      {previous && (
        <SiteLink href={previous.href} className="doc-paginator__link" rel="prev">
          <span className="doc-paginator__sublabel">Previous</span>
          <span className="doc-paginator__label">{`« ${previous.label}`}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.href} className={`${'doc-paginator__link'} ${'doc-paginator__next'}`} rel="next">
          <span className="doc-paginator__sublabel">Next</span>
          <span className="doc-paginator__label">{`${next.label} »`}</span>
        </SiteLink>
      )}
    </nav>
  );
}
