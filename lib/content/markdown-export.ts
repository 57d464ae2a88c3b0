/**
 * The Markdown copy of a doc or page (served at /<route>.md, copied by "Copy page", linked from
 * llms.txt): the source as authored, without its front matter, with its title as "# h1".
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { markdownRoute } from '../site-url';

const FRONT_MATTER = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter);

type AnyNode = { type: string; depth?: number; children?: AnyNode[] };

function hasH1(node: AnyNode): boolean {
  return (node.type === 'heading' && node.depth === 1) || (node.children ?? []).some(hasH1);
}

/** Markdown of one source file: front matter removed; "# title" added when the text has no h1 (as the page shows). */
export function toMarkdown(source: string, title: string): string {
  const body = source.replace(FRONT_MATTER, '').replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
  const withTitle = hasH1(parser.parse(body) as AnyNode) ? body : `# ${title}\n\n${body}`.trimEnd();
  return `${withTitle}\n`;
}

export type MarkdownFile = { route: string; file: string; title: string };

/** Writes `<outDir><markdownRoute(route)>` for each entry; returns the paths written, relative to outDir. */
export function writeMarkdownCopies(entries: MarkdownFile[], outDir: string): string[] {
  return entries.map((entry) => {
    const target = markdownRoute(entry.route);
    const markdown = toMarkdown(fs.readFileSync(entry.file, 'utf8'), entry.title);
    fs.writeFileSync(path.join(outDir, target), markdown);
    return target;
  });
}
