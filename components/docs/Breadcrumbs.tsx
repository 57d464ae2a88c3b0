import { SiteLink } from '@/components/ui/SiteLink';
import type { Crumb } from '@/lib/content/sidebar';

/** Home icon, then the categories and the current doc, as in Docusaurus. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <SiteLink href="/" aria-label="Home page" className="breadcrumbs__home">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </SiteLink>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="breadcrumbs__item">
              {crumb.href && !last ? (
                <SiteLink href={crumb.href} className="breadcrumbs__crumb">
                  {crumb.label}
                </SiteLink>
              ) : (
                <span className={last ? 'breadcrumbs__current' : 'breadcrumbs__crumb'} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
