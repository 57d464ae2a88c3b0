'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { canPrefetch, type ConnectionHints } from '@/lib/browser/network';
import { withBase } from '@/lib/paths';
import { whenInView } from '@/lib/browser/in-view';

type Props = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** A site route ("/installation#themes"), without the base URL. */
  href: string;
  /** In view (default), or not at all (`false`): a sidebar passes `null` once the reader shows intent. */
  prefetch?: boolean | null;
};

function connectionAllowsPrefetch() {
  return canPrefetch((navigator as Navigator & { connection?: ConnectionHints }).connection);
}

/**
 * A link to a route of this site: a real `<a href>` (base URL included) that Next's router
 * navigates on a plain click and prefetches once in view, through the router's public API
 * (`useRouter().push` and `.prefetch`). Not `next/link`: it ships ~3.5 KB gz of features this
 * site never uses (object hrefs, `as`, legacyBehavior, locales, link status).
 * No prefetch on data-saver or 2g connections (SPEC §7).
 */
export function SiteLink({ href, prefetch, onClick, ...props }: Props) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (prefetch === false || !ref.current || !connectionAllowsPrefetch()) return;
    return whenInView(ref.current, () => router.prefetch(href));
  }, [href, prefetch, router]);
  return (
    <a
      ref={ref}
      // The home page under a base URL is "/textwidget/", as Docusaurus writes it: a static host serves the folder's
      // index.html there, where "/textwidget" costs a redirect (GitHub Pages) when the browser follows the link itself.
      href={withBase(href)}
      onClick={(event) => {
        onClick?.(event);
        // What the browser does itself: new tab or window, download, another frame.
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
        if (event.defaultPrevented || modified || props.download !== undefined || (props.target && props.target !== '_self')) {
          return;
        }
        event.preventDefault();
        // Without a #section, Next's scroll is not wanted: it brings the first changed segment into
        // view, which on the first navigation is the sidebar's top, scrolling the sidebar away from
        // the link just clicked. The new page starts at its top anyway (navigationFinished).
        router.push(href, href.includes('#') ? undefined : { scroll: false });
      }}
      {...props}
    />
  );
}
