/**
 * The Markdown copy of a doc or page (served at /<route>.md, copied by "Copy page", linked from
 * llms.txt): the source as authored, without its front matter, with its title as "# h1", and
 * links to docs and pages (relative file links, routes, <DocLink>) pointing at their Markdown
 * copies: a reader (or a language model) of a copy stays among copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LinkSite } from '../mdx/markdown-links.mjs';
import { parsedDoc } from '../mdx/parsed-doc.mjs';
import { markdownRoute } from '../site-url';
import { applyEdits, type Edit } from '../text-edits';
import { linkTargetOfFile } from './docs-source.mjs';

const FRONT_MATTER = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** What links in a copy can lead to: doc routes by id (for <DocLink>), and every doc and page route. */
export type LinkTargets = { docRoutes: Map<string, string>; routes: Set<string> };

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/)([^#?]+\.mdx?)(#.*)?$/i;
const ROUTE_LINK = /^(\/[^#?]*)(#.*)?$/;

/** The Markdown copy's URL for a link's `url`, or null to leave it as written. */
function copyUrl(url: string, file: string | undefined, targets: LinkTargets | undefined): string | null {
  const fileLink = FILE_LINK.exec(url);
  if (fileLink && file) {
    const resolved = linkTargetOfFile(path.resolve(path.dirname(file), decodeURI(fileLink[1])));
    return 'route' in resolved ? markdownRoute(resolved.route) + (fileLink[2] ?? '') : null;
  }
  const routeLink = ROUTE_LINK.exec(url);
  if (routeLink && targets?.routes.has(routeLink[1])) return markdownRoute(routeLink[1]) + (routeLink[2] ?? '');
  return null;
}

/**
 * The edits that make a copy's links lead to Markdown copies: a relative link to a doc's file
 * ("../guides/setup.md#install") or a link to a doc or page route ("/installation#npm") becomes its
 * copy's URL ("/guides/setup.md#install", "/installation.md#npm"); `<DocLink id hash>text</DocLink>`
 * (MDX) becomes a Markdown link to the doc's copy. Unresolvable links are left as written.
 */
function linkEdits(source: string, links: LinkSite[], file: string | undefined, targets: LinkTargets | undefined): Edit[] {
  return links.flatMap(({ start, end, ...site }): Edit[] => {
    if ('url' in site) {
      const url = copyUrl(site.url, file, targets);
      const at = source.slice(0, end).indexOf(site.url, site.from);
      return url !== null && at !== -1 ? [{ start: at, end: at + site.url.length, text: url }] : [];
    }
    const { id, hash, label } = site.docLink;
    const route = targets?.docRoutes.get(id ?? '');
    if (route === undefined) return [];
    const text = label ? source.slice(label[0], label[1]).trim() : route;
    return [{ start, end, text: `[${text}](${markdownRoute(route)}${hash ? `#${hash}` : ''})` }];
  });
}

/**
 * Markdown of one source file: front matter removed; "# title" added when the text has no h1 (as the
 * page shows); with `file` (its path) and the site's link `targets`, links to docs and pages lead to
 * their Markdown copies (linkEdits).
 */
export function toMarkdown(source: string, title: string, file?: string, targets?: LinkTargets): string {
  const { links, hasH1 } = parsedDoc(source).markdown;
  // Edited first: the offsets are the source file's (lib/mdx/markdown-links.mjs). No link is in the front matter.
  const edited = applyEdits(source, linkEdits(source, links, file, targets));
  const body = edited.replace(FRONT_MATTER, '').replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
  const withTitle = hasH1 ? body : `# ${title}\n\n${body}`.trimEnd();
  return `${withTitle}\n`;
}

export type MarkdownFile = { id: string; route: string; file: string; title: string };

/**
 * Writes `<outDir><markdownRoute(route)>` for each doc and page (those `include` keeps, by their
 * index: one process's share); returns the paths written, relative to outDir. <DocLink id>
 * resolves among all the docs.
 */
export function writeMarkdownCopies(
  { docs, pages = [] }: { docs: MarkdownFile[]; pages?: MarkdownFile[] },
  outDir: string,
  include: (index: number) => boolean = () => true,
): string[] {
  const entries = [...docs, ...pages];
  const targets: LinkTargets = {
    docRoutes: new Map(docs.map((doc) => [doc.id, doc.route])),
    routes: new Set(entries.map((entry) => entry.route)),
  };
  return entries.filter((_, index) => include(index)).map((entry) => {
    const target = markdownRoute(entry.route);
    const markdown = toMarkdown(fs.readFileSync(entry.file, 'utf8'), entry.title, entry.file, targets);
    // Nested docs ("/guides/setup.md") need their folder.
    fs.mkdirSync(path.dirname(path.join(outDir, target)), { recursive: true });
    fs.writeFileSync(path.join(outDir, target), markdown);
    return target;
  });
}
