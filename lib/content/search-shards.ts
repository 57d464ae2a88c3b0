/**
 * The search index as many small files (formats in lib/browser/search-options.ts),
 * so that a query downloads only the terms, postings and sections it needs.
 * Scores are computed here, once, as MiniSearch computes them (BM25 per field,
 * times the field's boost): the browser only adds them up.
 */
import { createHash } from 'node:crypto';
import {
  FIELD_BOOSTS,
  MANIFEST_FILE,
  SCORE_SCALE,
  SEARCH_FIELDS,
  docsFile,
  initialOf,
  postingsFile,
  splitWords,
  termsFile,
  tokenize,
  type DocsFile,
  type PostingsFile,
  type SearchManifest,
  type SearchSection,
  type TermsFile,
} from '../browser/search-options';

const SHARDING = {
  /**
   * A term found in more sections keeps only its best-scoring ones (titles and headings
   * first): a word in every section would otherwise cost a download of the whole corpus.
   */
  maxPostingsPerTerm: 1000,
  /** A postings file is closed once it passes this size (raw JSON). */
  postingsFileBytes: 16_000,
  /**
   * Consecutive sections per docs file (sections of one page are neighbours): a query fetches the file of
   * each result it shows, about 8 KB raw each at 16.
   */
  docsPerFile: 16,
};

// MiniSearch's BM25+ parameters and formula (its calcBM25Score).
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
function bm25(termFreq: number, matching: number, total: number, fieldLength: number, averageLength: number): number {
  const { k, b, d } = BM25;
  const invDocFreq = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / averageLength)));
}

/** For every term, the score of each section it occurs in (all fields, boosts applied). */
export function termScores(sections: SearchSection[]): Map<string, Map<number, number>> {
  const scores = new Map<string, Map<number, number>>();
  for (const field of SEARCH_FIELDS) {
    const lengths: number[] = [];
    // term → section → occurrences in this field
    const frequencies = new Map<string, Map<number, number>>();
    sections.forEach((section, id) => {
      // A field's length is its number of distinct words as written, as MiniSearch counts it.
      const written = splitWords(section[field]);
      lengths.push(new Set(written).size);
      for (const word of tokenize(section[field])) {
        let bySection = frequencies.get(word);
        if (!bySection) frequencies.set(word, (bySection = new Map()));
        bySection.set(id, (bySection.get(id) ?? 0) + 1);
      }
    });
    const average = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, sections.length);
    for (const [term, bySection] of frequencies) {
      let termScores = scores.get(term);
      if (!termScores) scores.set(term, (termScores = new Map()));
      for (const [id, frequency] of bySection) {
        const score = FIELD_BOOSTS[field] * bm25(frequency, bySection.size, sections.length, lengths[id], average);
        termScores.set(id, (termScores.get(id) ?? 0) + score);
      }
    }
  }
  return scores;
}

/** One term's postings: its best sections, in section order, as [gap, score, gap, score, …]. */
function encodePostings(bySection: Map<number, number>): { postings: number[]; truncated: boolean } {
  let entries = [...bySection];
  const truncated = entries.length > SHARDING.maxPostingsPerTerm;
  if (truncated) entries = entries.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, SHARDING.maxPostingsPerTerm);
  entries.sort((a, b) => a[0] - b[0]);
  const postings: number[] = [];
  let previous = 0;
  for (const [id, score] of entries) {
    postings.push(id - previous, Math.max(1, Math.round(score * SCORE_SCALE)));
    previous = id;
  }
  return { postings, truncated };
}

/** Every file of the index: name → JSON text. */
export function shardSearchIndex(sections: SearchSection[]): Map<string, string> {
  const scores = termScores(sections);
  const byInitial = new Map<string, string[]>();
  for (const term of scores.keys()) {
    const initial = initialOf(term);
    const terms = byInitial.get(initial);
    if (terms) terms.push(term);
    else byInitial.set(initial, [term]);
  }

  // Contents first, named once the version (a hash of all contents) is known.
  const contents: { name: (version: string) => string; json: string }[] = [];
  const initials = [...byInitial.keys()].sort();
  for (const initial of initials) {
    const terms = byInitial.get(initial)!.sort();
    const postingsFrom: number[] = [];
    const files: PostingsFile[] = [];
    let file: PostingsFile = { postings: {}, truncated: [] };
    let bytes = 0;
    const close = () => {
      files.push(file);
      file = { postings: {}, truncated: [] };
      bytes = 0;
    };
    terms.forEach((term, index) => {
      if (index === 0 || bytes >= SHARDING.postingsFileBytes) {
        if (index > 0) close();
        postingsFrom.push(index);
      }
      const { postings, truncated } = encodePostings(scores.get(term)!);
      file.postings[term] = postings;
      if (truncated) file.truncated.push(term);
      bytes += term.length + postings.join(',').length + 6;
    });
    close();
    const termsJson: TermsFile = files.length === 1 ? { terms, postingsFrom: [], postings: files[0] } : { terms, postingsFrom };
    contents.push({ name: (version) => termsFile(version, initial), json: JSON.stringify(termsJson) });
    if (files.length > 1) {
      files.forEach((part, index) => contents.push({ name: (version) => postingsFile(version, initial, index), json: JSON.stringify(part) }));
    }
  }
  for (let start = 0, part = 0; start < sections.length; start += SHARDING.docsPerFile, part += 1) {
    const docs: DocsFile = sections
      .slice(start, start + SHARDING.docsPerFile)
      .map((section) => [section.route, section.anchor, section.pageTitle, section.heading, section.excerpt]);
    contents.push({ name: (version) => docsFile(version, part), json: JSON.stringify(docs) });
  }

  const hash = createHash('sha256');
  for (const { json } of contents) hash.update(json).update('\0');
  const version = hash.digest('hex').slice(0, 10);
  const manifest: SearchManifest = { version, initials: initials.join(''), docsPerFile: SHARDING.docsPerFile };
  return new Map([[MANIFEST_FILE, JSON.stringify(manifest)], ...contents.map(({ name, json }): [string, string] => [name(version), json])]);
}
