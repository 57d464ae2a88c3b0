/**
 * Build-time search index: every doc and page split into sections at h2/h3
 * headings, with the same GitHub slugs as the rendered heading ids
 * (lib/mdx/remark/heading-ids.mjs), written as the files of a sharded index
 * (lib/content/search-shards.ts). The text of each doc comes from the MDX compile
 * when it saved it (lib/mdx/search-blocks.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { loadSearchBlocks, searchBlocks, searchBlocksDir, type SearchBlock } from '../mdx/search-blocks.mjs';
import { siteConfig } from '../site-config';
import { EXCERPT_LENGTH, type SearchSection } from '../browser/search-options';
import { shardSearchIndex } from './search-shards';

export type SearchSource = { route: string; title: string; source: string };

// remark-directive as on the page, so ":::tip" fences are not indexed as text (lib/mdx/remark/admonitions.mjs).
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

/** The first EXCERPT_LENGTH characters, cut at a word boundary. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : EXCERPT_LENGTH)} …`;
}

const savedBlocksDirs = new Map<string, string | undefined>();

/** The blocks of a source: as the MDX compile saved them in this build's folder, else parsed here. */
function blocksOf(source: string): SearchBlock[] {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!savedBlocksDirs.has(distDir)) savedBlocksDirs.set(distDir, searchBlocksDir(distDir));
  const dir = savedBlocksDirs.get(distDir);
  return (dir && loadSearchBlocks(dir, source)) || searchBlocks(parser.parse(source) as Root);
}

/** Sections of one MDX source: the introduction (before the first h2), then one per h2/h3. */
export function sectionsOf({ route, title, source }: SearchSource): SearchSection[] {
  const sections: SearchSection[] = [];
  let current: SearchSection = { id: route, route, anchor: '', pageTitle: title, heading: title, text: '', excerpt: '' };
  const texts: string[] = [];
  const flush = () => {
    const text = texts.join(' ').replace(/\s+/g, ' ').trim();
    sections.push({ ...current, text, excerpt: excerptOf(text) });
    texts.length = 0;
  };
  for (const block of blocksOf(source)) {
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
  }));
}
