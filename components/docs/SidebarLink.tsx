'use client';

import clsx from 'clsx';
import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from 'next/navigation';
import { normalizePathname } from '@/lib/paths';
import styles from './DocSidebar.module.css';

/** A sidebar doc link, marked `aria-current="page"` when it is the page being read. */
export function SidebarLink({ href, label }: { href: string; label: string }) {
  const current = normalizePathname(usePathname() || '/') === href;
  return (
    <SiteLink href={href} className={clsx(styles.link, current && styles.current)} aria-current={current ? 'page' : undefined}>
      {label}
    </SiteLink>
  );
}
