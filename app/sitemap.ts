import type { MetadataRoute } from 'next';
import { listedPages } from '@/lib/docs';
import { lastUpdated } from '@/lib/last-updated';
import { sitemapEntries } from '@/lib/sitemap';

// Written to out/sitemap.xml at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(listedPages(), (file) => lastUpdated(file).iso);
}
