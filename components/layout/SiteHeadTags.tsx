import { siteHeadTags } from '@/lib/content/seo';

/** The head tags every page has alike (lib/content/seo.ts says why they are not page metadata). */
export function SiteHeadTags() {
  return siteHeadTags().map(({ tag: Tag, attributes }, index) => <Tag key={index} {...attributes} />);
}
