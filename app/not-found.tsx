import type { Metadata } from 'next';
import { MainContent } from '@/components/layout/MainContent';
import { SiteLink } from '@/components/ui/SiteLink';

export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return (
    <MainContent className="standalone">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be broken.</p>
      <p>
        <SiteLink href="/">Go to the introduction</SiteLink>
      </p>
    </MainContent>
  );
}
