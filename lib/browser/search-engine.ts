/**
 * Queries the sharded index (lib/content/search-shards.ts) while downloading
 * only what a query needs: the manifest once, the term list of each query
 * word's initial, the postings of the terms it matches, and the stored
 * sections of the results shown. Every file is fetched once per page life.
 * Term matching (prefix, typo) uses MiniSearch's radix tree, SearchableMap.
 */
import SearchableMap from 'minisearch/SearchableMap';
import {
  MANIFEST_FILE,
  MATCHING,
  SCORE_SCALE,
  docsFile,
  initialOf,
  postingsFile,
  sectionHref,
  termsFile,
  tokenize,
  type DocsFile,
  type PostingsFile,
  type SearchManifest,
  type StoredSection,
  type TermsFile,
} from './search-options';

export type SearchHitData = StoredSection & { id: string; /** Words to highlight. */ terms: string[] };

/** Reads one index file (a name in /search-index/) as parsed JSON; rejects when it cannot. */
type IndexFileLoader = (file: string) => Promise<unknown>;

type Terms = { map: SearchableMap<number>; postingsFrom: number[]; inline?: PostingsFile; initial: string };
/** The sections one query word matches, with their scores and the index terms that matched. */
type WordResult = { scores: Map<number, number>; matched: Map<number, Set<string>>; complete: boolean };

export type SearchEngine = { search(query: string, limit?: number): Promise<SearchHitData[]>; prepare(): void };

export function createSearchEngine(loadFile: IndexFileLoader): SearchEngine {
  const files = new Map<string, Promise<unknown>>();
  const terms = new Map<string, Promise<Terms>>();

  function load<T>(file: string): Promise<T> {
    let loading = files.get(file);
    if (!loading) {
      loading = loadFile(file);
      files.set(file, loading);
      // A failed file can be fetched again, with a fresh manifest (a new deploy renames the other files).
      loading.catch(() => {
        files.delete(file);
        files.delete(MANIFEST_FILE);
        terms.clear();
      });
    }
    return loading as Promise<T>;
  }

  function termsOf(manifest: SearchManifest, initial: string): Promise<Terms> | null {
    if (!manifest.initials.includes(initial)) return null;
    const key = `${manifest.version}:${initial}`;
    let loading = terms.get(key);
    if (!loading) {
      loading = load<TermsFile>(termsFile(manifest.version, initial)).then(({ terms: list, postingsFrom, postings }) => ({
        map: SearchableMap.from(list.map((term, index): [string, number] => [term, index])),
        postingsFrom,
        inline: postings,
        initial,
      }));
      terms.set(key, loading);
    }
    return loading;
  }

  const maxTypos = (word: string) => Math.min(MATCHING.maxFuzzy, Math.round(word.length * MATCHING.fuzzy));

  /** Index terms within the word's typo distance, with MiniSearch's typo weight, unless already in `matches`. */
  function addTypos(word: string, { map }: Terms, matches: Map<string, number>): Map<string, number> {
    const maxDistance = maxTypos(word);
    if (maxDistance === 0) return matches;
    for (const [term, [, distance]] of map.fuzzyGet(word, maxDistance)) {
      if (distance > 0 && !matches.has(term)) matches.set(term, (MATCHING.fuzzyWeight * term.length) / (term.length + distance));
    }
    return matches;
  }

  /**
   * The index terms a query word matches, with MiniSearch's weights: exact 1, then prefix, then typo.
   * `asPrefix` false: only exact and typo.
   */
  function matchesOf(word: string, terms: Terms, asPrefix: boolean): Map<string, number> {
    const { map } = terms;
    const matches = new Map<string, number>();
    if (map.has(word)) matches.set(word, 1);
    if (!asPrefix) return addTypos(word, terms, matches);
    const prefixed = [...map.atPrefix(word).keys()]
      .filter((term) => term !== word)
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
      .slice(0, MATCHING.maxPrefixTerms);
    for (const term of prefixed) {
      const distance = term.length - word.length;
      matches.set(term, (MATCHING.prefixWeight * term.length) / (term.length + 0.3 * distance));
    }
    return addTypos(word, terms, matches);
  }

  /**
   * Each term list that the word matches in, with its matches: the list of its initial; when that has
   * none, a typo in the first letter ("vonfiguration", "onfiguration") is looked for in the others,
   * so typo tolerance is MiniSearch's whole-index one, at the cost of every term list only then.
   */
  async function matchingLists(manifest: SearchManifest, word: string, asPrefix: boolean): Promise<{ list: Terms; matches: Map<string, number> }[]> {
    const initial = initialOf(word);
    const own = await termsOf(manifest, initial);
    const matches = own ? matchesOf(word, own, asPrefix) : new Map<string, number>();
    // Words too short for it would read every list for nothing, as the reader types ("von", "vonf"…).
    if (matches.size > 0 || word.length < MATCHING.minFirstLetterTypoLength) return own ? [{ list: own, matches }] : [];
    const others = Array.from(manifest.initials).filter((other) => other !== initial);
    // A list that cannot be fetched is left out: the others still answer.
    const lists = await Promise.allSettled(others.map((other) => termsOf(manifest, other)!));
    return lists.flatMap((list) => (list.status === 'fulfilled' ? [{ list: list.value, matches: addTypos(word, list.value, new Map()) }] : [])).filter(({ matches }) => matches.size > 0);
  }

  async function resultsOf(manifest: SearchManifest, word: string, asPrefix: boolean): Promise<WordResult> {
    const result: WordResult = { scores: new Map(), matched: new Map(), complete: true };
    for (const { list, matches } of await matchingLists(manifest, word, asPrefix)) {
      // The postings of each term: inline, or in the last file starting at or before the term's position.
      const postingsOf = (term: string): Promise<PostingsFile> => {
        if (list.inline) return Promise.resolve(list.inline);
        const position = list.map.get(term)!;
        let part = list.postingsFrom.length - 1;
        while (list.postingsFrom[part] > position) part -= 1;
        return load<PostingsFile>(postingsFile(manifest.version, list.initial, part));
      };
      const postingsFiles = await Promise.all([...matches.keys()].map(postingsOf));
      [...matches].forEach(([term, weight], index) => {
        const file = postingsFiles[index];
        if (file.truncated.includes(term)) result.complete = false;
        const postings = file.postings[term];
        for (let at = 0, id = 0; at < postings.length; at += 2) {
          id += postings[at];
          result.scores.set(id, (result.scores.get(id) ?? 0) + (weight * postings[at + 1]) / SCORE_SCALE);
          const matched = result.matched.get(id) ?? new Set<string>();
          matched.add(term);
          result.matched.set(id, matched);
        }
      });
    }
    return result;
  }

  /**
   * Sections matching every word first; if none does, sections matching any.
   * A word whose terms were truncated (found in too many sections to keep all)
   * does not narrow the results when another word's list is complete.
   */
  function combine(words: WordResult[]): number[] {
    const complete = words.filter((word) => word.complete);
    const narrowing = complete.length > 0 ? complete : words;
    let ids = [...narrowing[0].scores.keys()].filter((id) => narrowing.every((word) => word.scores.has(id)));
    if (ids.length === 0) ids = [...new Set(words.flatMap((word) => [...word.scores.keys()]))];
    return ids;
  }

  async function search(query: string, limit = 20): Promise<SearchHitData[]> {
    const words = [...new Set(tokenize(query))];
    if (words.length === 0) return [];
    const manifest = await load<SearchManifest>(MANIFEST_FILE);
    // A one-character word among others ("9" in "topic 9 page 9") is taken as typed: as a prefix it
    // matches every longer term ("95", "91"…), whose sum outranks the section with the word itself.
    // Alone, it is the start of what the reader is typing: a prefix.
    const asPrefix = (word: string) => word.length >= MATCHING.minPrefixLength || words.length === 1;
    const results = await Promise.all(words.map((word) => resultsOf(manifest, word, asPrefix(word))));
    const score = (id: number) => results.reduce((sum, word) => sum + (word.scores.get(id) ?? 0), 0);
    const best = combine(results)
      .map((id) => ({ id, score: score(id) }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, limit);
    const docs = await Promise.all(
      best.map(({ id }) => load<DocsFile>(docsFile(manifest.version, Math.floor(id / manifest.docsPerFile)))),
    );
    return best.map(({ id }, index) => {
      const [route, anchor, pageTitle, heading, excerpt] = docs[index][id % manifest.docsPerFile];
      const matched = results.flatMap((word) => [...(word.matched.get(id) ?? [])]);
      return { id: sectionHref({ route, anchor }), route, anchor, pageTitle, heading, excerpt, terms: [...new Set([...matched, ...words])] };
    });
  }

  return {
    search,
    // The manifest, ahead of the first query (when the search UI opens): one round trip less to the first result.
    prepare: () => void load(MANIFEST_FILE).catch(() => {}),
  };
}
