import type { Metadata } from 'next';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { pageSeo } from '@/lib/content/seo';
import { siteConfig } from '@/lib/site-config';

export const metadata: Metadata = pageSeo({
  title: 'Search',
  description: `Search the ${siteConfig.title} documentation.`,
  route: '/search',
  type: 'website',
});

// The results list reads ?q= in the browser; search code loads with this page only.
const SearchPage = lazy(() => import('@/components/search/SearchPage'));

export default function Page() {
  return (
    <div className="standalone">
      <h1>Search the documentation</h1>
      <Suspense fallback={<Spinner />}>
        <SearchPage />
      </Suspense>
    </div>
  );
}
