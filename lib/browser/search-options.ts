/**
 * Search settings shared by the build (lib/content/search-index.ts) and the
 * browser (components/search): MiniSearch needs the same options on both
 * sides to load a serialized index.
 */
import type { Options, SearchOptions } from 'minisearch';

/** Where the build writes the index (a static file in out/). */
export const SEARCH_INDEX_URL = '/search-index.json';

/** One searchable unit: a page's introduction, or one h2/h3 section. */
export type SearchSection = {
  /** Unique: route + anchor. */
  id: string;
  route: string;
  /** Heading id on the page; empty for the page's introduction. */
  anchor: string;
  pageTitle: string;
  /** Section heading; equals the page title for the introduction. */
  heading: string;
  /** Whole section text: indexed, not stored. */
  text: string;
  /** Start of the text, stored for result snippets (storing all text would triple the index). */
  excerpt: string;
};

export type StoredSection = Omit<SearchSection, 'id' | 'text'>;

/** Characters of section text kept for snippets. */
export const EXCERPT_LENGTH = 240;

export const SEARCH_FIELDS = ['pageTitle', 'heading', 'text'] as const;

export const indexOptions: Options<SearchSection> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: ['route', 'anchor', 'pageTitle', 'heading', 'excerpt'],
};

/** Prefix matching ("instal"), typo tolerance ("custmization"), titles and headings rank above body text. */
export const querySettings: SearchOptions = {
  boost: { pageTitle: 4, heading: 2.5 },
  prefix: true,
  fuzzy: 0.2,
  combineWith: 'AND',
};

/** Link to a section: "/customization#themes". */
export function sectionHref(section: Pick<SearchSection, 'route' | 'anchor'>): string {
  return section.anchor ? `${section.route}#${section.anchor}` : section.route;
}
