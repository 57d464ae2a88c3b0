'use client';

import { useState } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from 'next/navigation';
import { normalizePathname } from '@/lib/paths';

/** A sidebar doc link, marked `aria-current="page"` when it is the page being read. */
type Props = {
  href: string;
  label: string;
  /** From DocSidebar.css, passed by the server (the names stay out of the client bundle); the stylesheet styles aria-current. */
  className: string;
  /** Every click, before SiteLink follows it (preventDefault stops that): a category's label link expands or toggles its category (SidebarCategory). */
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * Prefetches on intent only (hover, focus, touch start): SiteLink's
 * `prefetch={false}` stops its in-view prefetch, `null` restores it once the
 * reader shows intent (the link is in view then, so it prefetches at once).
 * A sidebar shows up to hundreds of links; prefetching every one in view made
 * expanding a 100-doc category download ~200 KB nobody asked for.
 */
export function SidebarLink({ label, ...props }: Props) {
  const current = normalizePathname(usePathname()) === props.href;
  const [intent, setIntent] = useState(false);
  const onIntent = () => setIntent(true);
  return (
    <SiteLink
      {...props}
      aria-current={current ? 'page' : undefined}
      prefetch={intent ? null : false}
      onMouseEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      {label}
    </SiteLink>
  );
}
