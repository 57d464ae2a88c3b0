import { isExternalUrl } from '@/lib/site-config';
import { ExternalLinkHint } from './ExternalLinkHint';
import { SiteLink } from './SiteLink';

type Props = Omit<React.ComponentProps<'a'>, 'href'> & { href: string };

/**
 * The site's one link, for any href (navbar, footer, sidebar, MDX content), as Docusaurus's Link:
 * - an external URL opens in a new tab, safely (noopener noreferrer) and says so (icon, screen
 *   reader text); props come first, so nothing in content can drop the rel;
 * - an #anchor on the same page is a plain anchor;
 * - a route goes through SiteLink: Next's client navigation and prefetch (its policy lives there).
 * A server component: client leaves that link only to routes use SiteLink directly.
 */
export function Link({ href, children, ...props }: Props) {
  if (isExternalUrl(href)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLinkHint />
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={href} {...props}>
      {children}
    </SiteLink>
  );
}
