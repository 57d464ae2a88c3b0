'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from 'next/navigation';
import { normalizePathname } from '@/lib/paths';

/** A sidebar doc link, marked `aria-current="page"` when it is the page being read. */
type Props = {
  href: string;
  label: string;
  /** From DocSidebar.css, passed by the server (the names stay out of the client bundle); the stylesheet styles aria-current. */
  className: string;
};

export function SidebarLink({ href, label, className }: Props) {
  const current = normalizePathname(usePathname()) === href;
  return (
    <SiteLink href={href} className={className} aria-current={current ? 'page' : undefined}>
      {label}
    </SiteLink>
  );
}
