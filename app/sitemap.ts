import type { MetadataRoute } from 'next';
import { listedPages } from '@/lib/content/docs';
import { lastUpdated } from '@/lib/content/last-updated';
import { sitemapEntries } from '@/lib/content/sitemap';

// Written to out/sitemap.xml at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(listedPages(), (file) => lastUpdated(file).iso);
}
