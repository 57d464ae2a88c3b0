import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/SiteLink';
import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="standalone">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be broken.</p>
      <p>
        <SiteLink href="/">Go to the introduction</SiteLink>
      </p>
    </main>
  );
}
