import clsx from 'clsx';
import { SiteLink } from '@/components/ui/SiteLink';
import { isExternalUrl, type NavLink } from '@/lib/site-config';

/** A navbar or footer link: routes use Next's Link; external URLs open safely in a new tab. */
export function NavbarLink({ item, className }: { item: NavLink; className?: string }) {
  if (isExternalUrl(item.href)) {
    return (
      <a href={item.href} className={clsx(className)} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalIcon />
      </a>
    );
  }
  return (
    <SiteLink href={item.href} className={clsx(className)}>
      {item.label}
    </SiteLink>
  );
}

function ExternalIcon() {
  return (
    <>
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" style={{ marginLeft: '0.3rem' }}>
        <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
      </svg>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </>
  );
}
