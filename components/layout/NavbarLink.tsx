import { SiteLink } from '@/components/ui/SiteLink';
import { isExternalUrl, type NavLink } from '@/lib/site-config';
import { ExternalLinkHint } from '@/components/ui/ExternalLinkHint';

/** A navbar or footer link: routes use Next's Link; external URLs open safely in a new tab. */
export function NavbarLink({ item, className }: { item: NavLink; className?: string }) {
  if (isExternalUrl(item.href)) {
    return (
      <a href={item.href} className={className} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalLinkHint />
      </a>
    );
  }
  return (
    // The docs layout's CSS shows a marked link as active (no client code needed to know the route).
    <SiteLink href={item.href} className={className} data-active-on-docs={item.activeOnDocs || undefined}>
      {item.label}
    </SiteLink>
  );
}
