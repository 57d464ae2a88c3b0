import type { Metadata } from 'next';
import { SearchPageForm } from '@/components/search/SearchPageForm';
import { getDocsSidebar } from '@/lib/content/docs';
import { flattenDocs, type SidebarItem } from '@/lib/content/sidebar';
import { pageSeo } from '@/lib/content/seo';
import { Link } from '@/components/ui/Link';
import { siteConfig } from '@/lib/site-config';
import { SEARCH_HEADING_QUERY_ID } from '@/components/search/searchHeading';

export const metadata: Metadata = pageSeo({
  title: 'Search',
  description: `Search the ${siteConfig.title} documentation.`,
  route: '/search',
  type: 'website',
});

/** The sidebar's top level as links (a category links to its first doc), for readers without JavaScript. */
function topLevelLinks(items: SidebarItem[]): { label: string; href: string }[] {
  return items.flatMap((item) => {
    if (item.type === 'html') return [];
    if (item.type !== 'category') return [{ label: item.label, href: item.href }];
    // A category's own page (generated index or linked doc) if it has one, else its first doc.
    const href = item.href ?? flattenDocs(item.items)[0]?.href;
    return href ? [{ label: item.label, href }] : [];
  });
}

export default function Page() {
  return (
    <div className="standalone search-page">
      <h1>
        {/* “Search results for …” once there is a query, written by the results, which load with it (an empty
            inner HTML: content React leaves alone); the default text hides then (Search.css). */}
        <span id={SEARCH_HEADING_QUERY_ID} className="search-page__heading-query" dangerouslySetInnerHTML={{ __html: '' }} />
        <span className="search-page__heading-default">Search the documentation</span>
      </h1>
      <SearchPageForm
        texts={{
          label: 'Search the documentation',
          placeholder: 'Search docs',
          submit: 'Search',
          prompt: 'Type words to search the documentation.',
          loading: 'Loading the search index…',
          // The search code could not be downloaded (offline); typing again retries.
          failed: 'Search could not be loaded. Check your connection and type again.',
        }}
      />
      {/* Shown only when scripting is off (Search.css), instead of the form: results are computed in the browser. */}
      <div className="search-page__no-script">
        <p>Search results need JavaScript, which is turned off in this browser. Browse the docs instead: each page lists every doc in its sidebar.</p>
        <ul>
          {topLevelLinks(getDocsSidebar()).map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
