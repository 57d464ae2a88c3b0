/**
 * Head tags of a page (through Next's Metadata API): description, canonical URL,
 * OpenGraph and Twitter card. Every URL comes from lib/site-url.ts.
 *
 * Only what varies by page goes through the Metadata API: Next sends a page's whole head with
 * every client navigation to it (its payload), so the tags every page has alike (generator, icons,
 * theme colours, og:site_name, og:locale) are the root layout's (`siteHeadTags`,
 * components/layout/SiteHeadTags.tsx): in the root layout's segment, prefetched once per visit. (X
 * reads og:title and og:description when twitter:title and twitter:description are missing, but
 * Next copies them from `openGraph` whatever the page's metadata says.)
 */
import type { Metadata } from 'next';
import { pageTitle, siteConfig } from '../site-config';
import { sitePath, siteUrl } from '../site-url';

export type SeoInput = {
  /** Page title without the site name ("Installation"). */
  title: string;
  description: string;
  route: string;
  /** "article" for docs and pages, "website" for the rest. */
  type?: 'article' | 'website';
  keywords?: string[];
  /** The page's own social card (front matter `image`): a path from the site root or a URL. */
  image?: string;
  /** Unlisted pages: search engines must not index them. */
  noindex?: boolean;
};

/** og:locale from the site's default locale ("en" → "en_US", as Docusaurus). */
function ogLocale(): string {
  return siteConfig.defaultLocale === 'en' ? 'en_US' : siteConfig.defaultLocale.replace('-', '_');
}

type SocialImage = { url: string; width?: number; height?: number; alt: string };

function socialImages(): SocialImage[] | undefined {
  if (!siteConfig.socialCard) return undefined;
  return [{ url: siteUrl(siteConfig.socialCard), width: 1200, height: 630, alt: `${siteConfig.title}: ${siteConfig.tagline}` }];
}

/** X's card reads the image and its alt text; og:image:width and height are OpenGraph's. */
function twitterOf(images: SocialImage[] | undefined): Metadata['twitter'] {
  return { card: images ? 'summary_large_image' : 'summary', images: images?.map(({ url, alt }) => ({ url, alt })) };
}

/** Site-wide defaults (the root layout's metadata): pages without their own tags still get the social card. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(siteConfig.url),
    title: { template: pageTitle('%s'), default: siteConfig.title },
    description: siteConfig.tagline,
    openGraph: { type: 'website', images: socialImages() },
    twitter: twitterOf(socialImages()),
  };
}

type HeadTag = { tag: 'meta' | 'link'; attributes: Record<string, string> };

/** Tags alike on every page, rendered once by the root layout (not in each page's payload). */
export function siteHeadTags(): HeadTag[] {
  return [
    { tag: 'meta', attributes: { name: 'generator', content: `Docusaurus v${siteConfig.generatorVersion}` } },
    // The browser's bar in the page's colours, which follow the system's only when the site does: else a
    // reader with a dark system and the light default would get a dark bar over a light page. Without the
    // tag (as on a Docusaurus site), Safari takes the page's own background and Chrome its default.
    ...(siteConfig.colorMode.respectPrefersColorScheme
      ? (['light', 'dark'] as const).map((mode): HeadTag => ({
          tag: 'meta',
          attributes: { name: 'theme-color', media: `(prefers-color-scheme: ${mode})`, content: siteConfig.themeColors[mode] },
        }))
      : []),
    { tag: 'meta', attributes: { property: 'og:site_name', content: siteConfig.title } },
    { tag: 'meta', attributes: { property: 'og:locale', content: ogLocale() } },
    // SVG for current browsers, .ico for the rest; app/manifest.ts adds the manifest link.
    { tag: 'link', attributes: { rel: 'icon', href: sitePath('/favicon.ico'), sizes: '32x32' } },
    { tag: 'link', attributes: { rel: 'icon', href: sitePath('/favicon.svg'), type: 'image/svg+xml' } },
    { tag: 'link', attributes: { rel: 'apple-touch-icon', href: sitePath('/img/apple-touch-icon.png') } },
  ];
}

/** Tags of one page. Next replaces (not merges) openGraph and twitter per page, so they are complete here. */
export function pageSeo({ title, description, route, type = 'article', keywords, image, noindex }: SeoInput): Metadata {
  const fullTitle = pageTitle(title);
  const url = siteUrl(route);
  const images = image ? [{ url: /^[a-z][a-z0-9+.-]*:/i.test(image) ? image : siteUrl(image), alt: title }] : socialImages();
  return {
    title,
    description,
    ...(keywords && keywords.length > 0 && { keywords }),
    ...(noindex && { robots: { index: false, follow: false } }),
    alternates: { canonical: url },
    openGraph: { title: fullTitle, description, url, type, images },
    twitter: twitterOf(images),
  };
}
