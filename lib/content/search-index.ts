/**
 * Build-time search index: every doc and page split into sections at h2/h3
 * headings, with the same GitHub slugs as the rendered heading ids
 * (lib/mdx/remark/heading-ids.mjs), written as the files of a sharded index
 * (lib/content/search-shards.ts). The text of each doc comes from the MDX compile
 * when it saved it (lib/mdx/parsed-doc.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parsedDoc } from '../mdx/parsed-doc.mjs';
import { readPartial } from '../mdx/partials.mjs';
import type { SearchBlock } from '../mdx/search-blocks.mjs';
import { siteConfig } from '../site-config';
import { EXCERPT_LENGTH, type SearchSection } from '../browser/search-options';
import { shardSearchIndex } from './search-shards';

/** `file`, the source's path, finds the partials it imports (without it they are left out). */
export type SearchSource = { route: string; title: string; source: string; file?: string };

type ShownBlock = Exclude<SearchBlock, { include: string }>;

/**
 * The blocks of a source with its partials in place: a partial shown at the top level adds its
 * blocks (headings too: the page shows them with their ids), one shown inside a block adds its text
 * to that block's.
 */
function shownBlocks(source: string, file: string | undefined, seen: ReadonlySet<string> = new Set()): ShownBlock[] {
  const partialBlocks = (include: string): ShownBlock[] => {
    const partial = file === undefined ? undefined : readPartial(include, file, seen);
    return partial ? shownBlocks(partial.text, partial.file, new Set([...seen, partial.file])) : [];
  };
  return parsedDoc(source).search.flatMap((block): ShownBlock[] => {
    if ('include' in block) return partialBlocks(block.include);
    if (!('includes' in block) || !block.includes) return [block];
    const included = block.includes.flatMap(partialBlocks).map((shown) => ('depth' in shown ? `${shown.heading} ${shown.text}` : shown.text));
    return [{ text: [block.text, ...included].filter(Boolean).join(' ') }];
  });
}

/** The first EXCERPT_LENGTH characters, cut at a word boundary. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : EXCERPT_LENGTH)} …`;
}

/** Sections of one MDX source: the introduction (before the first h2), then one per h2/h3. */
export function sectionsOf({ route, title, source, file }: SearchSource): SearchSection[] {
  const sections: SearchSection[] = [];
  let current: SearchSection = { id: route, route, anchor: '', pageTitle: title, heading: title, text: '', excerpt: '' };
  const texts: string[] = [];
  const flush = () => {
    const text = texts.join(' ').replace(/\s+/g, ' ').trim();
    sections.push({ ...current, text, excerpt: excerptOf(text) });
    texts.length = 0;
  };
  for (const block of shownBlocks(source, file && path.resolve(file))) {
    if ('depth' in block) {
      // Sections follow the table of contents levels (h2–h3).
      const { depth, heading, anchor } = block;
      if (depth >= siteConfig.toc.minHeadingLevel && depth <= siteConfig.toc.maxHeadingLevel) {
        flush();
        current = { id: `${route}#${anchor}`, route, anchor, pageTitle: title, heading, text: '', excerpt: '' };
        continue;
      }
      if (depth === 1) continue;
    }
    if (block.text) texts.push(block.text);
  }
  flush();
  return sections;
}

/** The index files of all sources: file name (in /search-index/) → JSON text. */
export function buildSearchIndex(sources: SearchSource[]): Map<string, string> {
  return shardSearchIndex(sources.flatMap(sectionsOf));
}

/** Sources of every doc and page in the registry (read from content/). */
export function readSources(entries: { route: string; title: string; file: string }[]): SearchSource[] {
  return entries.map((entry) => ({
    route: entry.route,
    title: entry.title,
    source: fs.readFileSync(path.resolve(entry.file), 'utf8'),
    file: entry.file,
  }));
}
