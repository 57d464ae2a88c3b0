/**
 * The Markdown copy of a doc or page (served at /<route>.md, copied by "Copy page", linked from
 * llms.txt): the source as authored, without its front matter, with its title as "# h1", and
 * relative links to other docs' files ("../guides/setup.md#install") pointing at their Markdown
 * copies ("/guides/setup.md#install"): the copy is served at its route, not beside its source.
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { markdownRoute } from '../site-url';
import { linkTargetOfFile } from './docs-source.mjs';

const FRONT_MATTER = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter);

type AnyNode = { type: string; depth?: number; url?: string; position?: { start: { offset?: number }; end: { offset?: number } }; children?: AnyNode[] };

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/)([^#?]+\.mdx?)(#.*)?$/i;

function fileLinks(node: AnyNode): AnyNode[] {
  const own = (node.type === 'link' || node.type === 'definition') && node.url && FILE_LINK.test(node.url) ? [node] : [];
  return [...own, ...(node.children ?? []).flatMap(fileLinks)];
}

/** `body` with each relative link to a doc's file replaced by the link to that doc's Markdown copy (unresolvable ones left as written). */
function linksToCopies(body: string, tree: AnyNode, file: string): string {
  let result = body;
  // From the end, so earlier offsets stay valid.
  for (const node of fileLinks(tree).reverse()) {
    const [, target, hash = ''] = FILE_LINK.exec(node.url!)!;
    const resolved = linkTargetOfFile(path.resolve(path.dirname(file), decodeURI(target)));
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (!('route' in resolved) || start === undefined || end === undefined) continue;
    const text = result.slice(start, end);
    const at = text.lastIndexOf(node.url!);
    if (at === -1) continue;
    result = result.slice(0, start) + text.slice(0, at) + markdownRoute(resolved.route) + hash + text.slice(at + node.url!.length) + result.slice(end);
  }
  return result;
}

function hasH1(node: AnyNode): boolean {
  return (node.type === 'heading' && node.depth === 1) || (node.children ?? []).some(hasH1);
}

/**
 * Markdown of one source file: front matter removed; "# title" added when the text has no h1 (as the
 * page shows); with `file` (its path), relative links to docs point at their Markdown copies.
 */
export function toMarkdown(source: string, title: string, file?: string): string {
  const stripped = source.replace(FRONT_MATTER, '').replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
  const tree = parser.parse(stripped) as AnyNode;
  const body = file ? linksToCopies(stripped, tree, file) : stripped;
  const withTitle = hasH1(tree) ? body : `# ${title}\n\n${body}`.trimEnd();
  return `${withTitle}\n`;
}

export type MarkdownFile = { route: string; file: string; title: string };

/** Writes `<outDir><markdownRoute(route)>` for each entry; returns the paths written, relative to outDir. */
export function writeMarkdownCopies(entries: MarkdownFile[], outDir: string): string[] {
  return entries.map((entry) => {
    const target = markdownRoute(entry.route);
    const markdown = toMarkdown(fs.readFileSync(entry.file, 'utf8'), entry.title, entry.file);
    // Nested docs ("/guides/setup.md") need their folder.
    fs.mkdirSync(path.dirname(path.join(outDir, target)), { recursive: true });
    fs.writeFileSync(path.join(outDir, target), markdown);
    return target;
  });
}
