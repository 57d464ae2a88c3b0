/**
 * Head tags of a page (through Next's Metadata API): description, canonical URL,
 * OpenGraph and Twitter card. Every URL comes from lib/site-url.ts.
 */
import type { Metadata } from 'next';
import { pageTitle, siteConfig } from '../site-config';
import { siteUrl } from '../site-url';

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

function socialImages(): { url: string; width: number; height: number; alt: string }[] | undefined {
  if (!siteConfig.socialCard) return undefined;
  return [{ url: siteUrl(siteConfig.socialCard), width: 1200, height: 630, alt: `${siteConfig.title}: ${siteConfig.tagline}` }];
}

/** Site-wide defaults (the root layout): pages without their own tags still get the social card. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(siteConfig.url),
    title: { template: pageTitle('%s'), default: siteConfig.title },
    description: siteConfig.tagline,
    openGraph: { siteName: siteConfig.title, type: 'website', locale: ogLocale(), images: socialImages() },
    twitter: { card: siteConfig.socialCard ? 'summary_large_image' : 'summary', images: socialImages() },
  };
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
    openGraph: { title: fullTitle, description, url, type, siteName: siteConfig.title, locale: ogLocale(), images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: fullTitle, description, images },
  };
}
