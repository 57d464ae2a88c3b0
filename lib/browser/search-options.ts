/**
 * Search settings and file formats shared by the build (lib/content/search-*.ts)
 * and the browser (lib/browser/search-engine.ts): both must tokenize, score
 * and name the index files the same way.
 */

/** The folder of the index files in out/ ("/search-index/manifest.json", "/search-index/<version>-…json"). */
export const SEARCH_INDEX_DIR = '/search-index';
export const MANIFEST_FILE = 'manifest.json';

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
  /** The text as stored for result snippets: whole, or its first EXCERPT_LENGTH characters. */
  excerpt: string;
};

export type StoredSection = Omit<SearchSection, 'id' | 'text'>;

/**
 * Characters of section text stored for snippets: the whole text of most sections (sections are split at
 * h2/h3; 400 characters on average in the bench's corpus), so a result's snippet shows the match.
 */
export const EXCERPT_LENGTH = 1000;

export const SEARCH_FIELDS = ['pageTitle', 'heading', 'text'] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];

/** Titles and headings rank above body text (the boosts are baked into the stored weights). */
export const FIELD_BOOSTS: Record<SearchField, number> = { pageTitle: 4, heading: 2.5, text: 1 };

/**
 * How a query word matches index terms, as MiniSearch scores them: the word
 * itself (weight 1), longer words it starts ("instal" → "installation"), and
 * words within an edit distance of 20 % of its length ("custmization").
 */
export const MATCHING = {
  prefixWeight: 0.375,
  fuzzyWeight: 0.45,
  fuzzy: 0.2,
  maxFuzzy: 6,
  /** A short prefix matches thousands of terms: only the shortest few are looked up. */
  maxPrefixTerms: 30,
  /** Shorter words among others match only themselves (and their typos). */
  minPrefixLength: 2,
  /** Shorter words with no match under their own initial are not looked for under the others (a typo in the first letter). */
  minFirstLetterTypoLength: 5,
};

// MiniSearch's default tokenizer: runs of spaces, line breaks and punctuation separate words.
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** The words of a text as written (empty strings where it starts or ends with a separator), as MiniSearch splits it. */
export function splitWords(text: string): string[] {
  return text.split(SPACE_OR_PUNCTUATION);
}

/** The lower-cased words of a text, as the index stores them and queries look them up. */
export function tokenize(text: string): string[] {
  return splitWords(text)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

/**
 * The index is split so that a query downloads only what it needs:
 * - the manifest (fixed URL, revalidated): the version of the other files and which initials exist;
 * - a term list per initial letter (prefix and typo matching happen there);
 * - postings: per term, the sections it occurs in with a precomputed score, in files of neighbouring terms;
 * - the stored sections (link, titles, excerpt), in files of consecutive sections.
 * The other files' names start with the version, so one deploy's files are never mixed with another's.
 */
export type SearchManifest = {
  version: string;
  /** Initials (first characters of terms) that have a term file, as one string. */
  initials: string;
  /** Sections per docs file. */
  docsPerFile: number;
};

/**
 * Terms starting with one initial, sorted; postingsFrom[i] is the index of the first term of postings file i.
 * When all their postings fit in one file, they come inline instead (one request less per word).
 */
export type TermsFile = { terms: string[]; postingsFrom: number[]; postings?: PostingsFile };

/**
 * Per term: section numbers as gaps from the previous one, each followed by its
 * score (×10, rounded). `truncated` terms kept only their best-scoring sections.
 */
export type PostingsFile = { postings: Record<string, number[]>; truncated: string[] };

/** Stored sections: [route, anchor, pageTitle, heading, excerpt]. */
export type DocsFile = [string, string, string, string, string][];

/** Scores are stored as integers: tenths. */
export const SCORE_SCALE = 10;

const initialCode = (initial: string) => initial.codePointAt(0)!.toString(16);
export const termsFile = (version: string, initial: string) => `${version}-terms-${initialCode(initial)}.json`;
export const postingsFile = (version: string, initial: string, part: number) => `${version}-postings-${initialCode(initial)}-${part}.json`;
export const docsFile = (version: string, part: number) => `${version}-docs-${part}.json`;

/** The first character of a term (a whole code point). */
export function initialOf(term: string): string {
  return String.fromCodePoint(term.codePointAt(0)!);
}

/** Link to a section: "/customization#themes". */
export function sectionHref(section: Pick<SearchSection, 'route' | 'anchor'>): string {
  return section.anchor ? `${section.route}#${section.anchor}` : section.route;
}
