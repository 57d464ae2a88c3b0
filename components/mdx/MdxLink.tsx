import { SiteLink } from '@/components/ui/SiteLink';
import { isExternalUrl } from '@/lib/site-config';
import { ExternalLinkHint } from '@/components/ui/ExternalLinkHint';

/** Links in MDX: routes go through Next's Link (prefetch, client navigation); external URLs open safely in a new tab. */
export function MdxLink({ href = '', children, ...props }: React.ComponentProps<'a'>) {
  if (isExternalUrl(href)) {
    return (
      // Props first: nothing in the content can drop noopener/noreferrer.
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
