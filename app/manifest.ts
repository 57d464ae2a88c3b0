import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site-config';
import { sitePath } from '@/lib/site-url';

// Written to out/manifest.webmanifest at build time.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${siteConfig.title} Docs`,
    short_name: siteConfig.title,
    description: siteConfig.tagline,
    start_url: sitePath('/'),
    scope: sitePath('/'),
    display: 'standalone',
    theme_color: siteConfig.themeColors.brand,
    background_color: siteConfig.themeColors.light,
    icons: [
      { src: sitePath('/favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
      { src: sitePath('/img/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: sitePath('/img/icon-512.png'), sizes: '512x512', type: 'image/png' },
    ],
  };
}
