/**
 * Build-time search index: every doc and page split into sections at h2/h3
 * headings, with the same GitHub slugs as the rendered heading ids
 * (lib/mdx/remark/heading-ids.mjs), written as the files of a sharded index
 * (lib/content/search-shards.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { toString } from 'mdast-util-to-string';
import type { Heading, Root } from 'mdast';
import { headingSlugs } from '../mdx/heading-slugs.mjs';
import { siteConfig } from '../site-config';
import { EXCERPT_LENGTH, type SearchSection } from '../browser/search-options';
import { shardSearchIndex } from './search-shards';

export type SearchSource = { route: string; title: string; source: string };

// remark-directive as on the page, so ":::tip" fences are not indexed as text (lib/mdx/remark/admonitions.mjs).
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

const NO_PROSE = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
// Between these, words must not run together ("Theme" + "Description" in a table row).
const SPACED = new Set(['table', 'tableRow', 'tableCell', 'list', 'listItem', 'blockquote', 'mdxJsxFlowElement', 'containerDirective']);

type AnyNode = { type: string; name?: string; value?: string; alt?: string | null; children?: AnyNode[] };

/** Readable text of a node; MDX expressions, ESM and front matter carry no prose. */
function textOf(node: AnyNode): string {
  if (NO_PROSE.has(node.type)) return '';
  // Prose such as "widget:ready" read as a directive: the page shows it as written.
  if (node.type === 'textDirective' || node.type === 'leafDirective') {
    const label = (node.children ?? []).map(textOf).join('');
    return `${node.type === 'leafDirective' ? '::' : ':'}${node.name}${label ? `[${label}]` : ''}`;
  }
  if (typeof node.value === 'string') return node.value;
  if (!node.children) return '';
  return node.children.map(textOf).join(SPACED.has(node.type) ? ' ' : '');
}

/** The first EXCERPT_LENGTH characters, cut at a word boundary. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : EXCERPT_LENGTH)} …`;
}

/** Sections of one MDX source: the introduction (before the first h2), then one per h2/h3. */
export function sectionsOf({ route, title, source }: SearchSource): SearchSection[] {
  const tree = parser.parse(source) as Root;
  // The same ids as the rendered page (lib/mdx/heading-slugs.mjs).
  const anchors = headingSlugs(tree);
  const sections: SearchSection[] = [];
  let current: SearchSection = { id: route, route, anchor: '', pageTitle: title, heading: title, text: '', excerpt: '' };
  const texts: string[] = [];
  const flush = () => {
    const text = texts.join(' ').replace(/\s+/g, ' ').trim();
    sections.push({ ...current, text, excerpt: excerptOf(text) });
    texts.length = 0;
  };
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = toString(node);
      const anchor = anchors.get(node)?.id ?? '';
      // Sections follow the table of contents levels (h2–h3).
      const { depth } = node as Heading;
      if (depth >= siteConfig.toc.minHeadingLevel && depth <= siteConfig.toc.maxHeadingLevel) {
        flush();
        current = { id: `${route}#${anchor}`, route, anchor, pageTitle: title, heading, text: '', excerpt: '' };
        continue;
      }
      if (depth === 1) continue;
    }
    const text = textOf(node as AnyNode);
    if (text) texts.push(text);
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
