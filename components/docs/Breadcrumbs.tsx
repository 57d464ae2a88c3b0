import { HomeIcon } from '@/components/icons/Icons';
import { SiteLink } from '@/components/ui/SiteLink';
import type { Crumb } from '@/lib/content/sidebar';

/**
 * Home icon, then the categories and the current doc, as in Docusaurus; nothing for a doc in no sidebar
 * (no crumbs), as there.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <SiteLink href="/" aria-label="Home page" className="breadcrumbs__home">
            <HomeIcon />
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
