/**
 * The Markdown copy of a doc or page (served at /<route>.md, copied by "Copy page", linked from
 * llms.txt): the source as authored, without its front matter, with its title as "# h1", and
 * links to docs and pages (relative file links, routes, <DocLink>) pointing at their Markdown
 * copies: a reader (or a language model) of a copy stays among copies. What the page shows and the
 * source only names is written out: a partial's text where it is shown (<Steps />), a constant's
 * value ({version}); imports and exports, which mean nothing outside MDX, are left out. Images and
 * other site URLs are the ones the page uses (under the base path; an image beside the doc at the
 * URL the build gave it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LinkSite } from '../mdx/markdown-links.mjs';
import { parsedDoc } from '../mdx/parsed-doc.mjs';
import { readPartial } from '../mdx/partials.mjs';
import { markdownRoute, sitePath } from '../site-url';
import { applyEdits, type Edit } from '../text-edits';
import { linkTargetOfFile } from './docs-source.mjs';

const FRONT_MATTER = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** What links in a copy can lead to: doc routes by id (for <DocLink>), and every doc and page route. */
export type LinkTargets = { docRoutes: Map<string, string>; routes: Set<string> };

/**
 * The URL the built page gives an image file beside a doc (bundled: /_next/static/media/…), or
 * undefined when it is not known.
 */
export type BuiltImageUrl = (file: string) => string | undefined;

/** What a copy's URLs are made from: the site's link targets, and the built URLs of images. */
type CopyContext = { targets?: LinkTargets; imageUrl?: BuiltImageUrl };

const FILE_LINK = /^(?![a-z][a-z0-9+.-]*:|\/)([^#?]+\.mdx?)(#.*)?$/i;
const ROUTE_LINK = /^(\/(?!\/)[^#?]*)(#.*)?$/;
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|[/#?])([^#?]+)/i;

/** The Markdown copy's URL for a link's or image's `url`, or null to leave it as written. */
function copyUrl(url: string, image: boolean, file: string | undefined, { targets, imageUrl }: CopyContext): string | null {
  const fileLink = image ? null : FILE_LINK.exec(url);
  if (fileLink && file) {
    const resolved = linkTargetOfFile(path.resolve(path.dirname(file), decodeURI(fileLink[1])));
    return 'route' in resolved ? sitePath(markdownRoute(resolved.route)) + (fileLink[2] ?? '') : null;
  }
  const relative = image ? RELATIVE.exec(url) : null;
  if (relative && file) return imageUrl?.(path.resolve(path.dirname(file), decodeURI(relative[1]))) ?? null;
  const routeLink = ROUTE_LINK.exec(url);
  if (!routeLink) return null;
  if (!image && targets?.routes.has(routeLink[1])) return sitePath(markdownRoute(routeLink[1])) + (routeLink[2] ?? '');
  // Any other URL from the site's root (/search, an image in public/) is under the base path on the page too.
  return sitePath(url) === url ? null : sitePath(url);
}

/**
 * The edits that make a copy's links lead to Markdown copies: a relative link to a doc's file
 * ("../guides/setup.md#install") or a link to a doc or page route ("/installation#npm") becomes its
 * copy's URL ("/guides/setup.md#install", "/installation.md#npm"); `<DocLink id hash>text</DocLink>`
 * (MDX) becomes a Markdown link to the doc's copy; images get the URL the page has. Unresolvable
 * links are left as written.
 */
function linkEdits(source: string, links: LinkSite[], file: string | undefined, context: CopyContext): Edit[] {
  return links.flatMap(({ start, end, ...site }): Edit[] => {
    if ('url' in site) {
      const url = copyUrl(site.url, site.image === true, file, context);
      const at = source.slice(0, end).indexOf(site.url, site.from);
      return url !== null && at !== -1 ? [{ start: at, end: at + site.url.length, text: url }] : [];
    }
    const { id, hash, label } = site.docLink;
    const route = context.targets?.docRoutes.get(id ?? '');
    if (route === undefined) return [];
    const text = label ? source.slice(label[0], label[1]).trim() : route;
    return [{ start, end, text: `[${text}](${sitePath(markdownRoute(route))}${hash ? `#${hash}` : ''})` }];
  });
}

/** `edits` without those that overlap one before them (a link inside a partial's element, say): the outer one is kept. */
function outermost(edits: Edit[]): Edit[] {
  let end = 0;
  return [...edits]
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((edit) => {
      if (edit.start < end) return false;
      end = Math.max(end, edit.end);
      return true;
    });
}

/**
 * A source's text as its copy has it, without front matter or title (a partial's is shown where the
 * doc shows it): links and images edited, constants written out, partials in place, ESM removed.
 * `seen`: the files being shown (a partial that shows itself is left as written).
 */
function copyText(source: string, file: string | undefined, context: CopyContext, seen: ReadonlySet<string>, parsed = parsedDoc(source).markdown): string {
  const { links, esm, partials, values } = parsed;
  const partialEdits = partials.flatMap(({ start, end, source: imported }): Edit[] => {
    const partial = file === undefined ? undefined : readPartial(imported, file, seen);
    if (!partial) return [];
    return [{ start, end, text: copyText(partial.text, partial.file, context, new Set([...seen, partial.file])) }];
  });
  // An import or export line goes with its line break.
  const esmEdits = esm.map(({ start, end }) => ({ start, end: end + (/^[ \t]*\r?\n/.exec(source.slice(end))?.[0].length ?? 0), text: '' }));
  const edited = applyEdits(source, outermost([...esmEdits, ...partialEdits, ...values, ...linkEdits(source, links, file, context)]));
  return edited.replace(FRONT_MATTER, '').replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
}

/**
 * Markdown of one source file: front matter removed; "# title" added when the text has no h1 (as the
 * page shows); with `file` (its path), its partials shown and links to docs lead to their copies;
 * with the site's link `targets`, so do links to routes and <DocLink>; with `imageUrl`, images
 * beside the doc have their built URL (copyText).
 */
export function toMarkdown(source: string, title: string, file?: string, targets?: LinkTargets, imageUrl?: BuiltImageUrl): string {
  // Read once: the compile's saved result is a file.
  const parsed = parsedDoc(source).markdown;
  const body = copyText(source, file && path.resolve(file), { targets, imageUrl }, new Set(file ? [path.resolve(file)] : []), parsed);
  const { hasH1 } = parsed;
  const withTitle = hasH1 ? body : `# ${title}\n\n${body}`.trimEnd();
  return `${withTitle}\n`;
}

export type MarkdownFile = { id: string; route: string; file: string; title: string };

// A bundled image's URL in the page's HTML; the bundler names the file <name>.<hash>.<ext>.
const MEDIA_SRC = /\ssrc="([^"]*\/_next\/static\/media\/[^"/]+)"/g;

/** The built URLs of the images a page's HTML shows from beside its source, found by file name. */
export function bundledImageUrls(html: string): BuiltImageUrl {
  const urls = [...new Set(Array.from(html.matchAll(MEDIA_SRC), (match) => match[1]))];
  return (file) => {
    const extension = path.extname(file);
    const stem = path.basename(file, extension);
    const found = urls.filter((url) => {
      const name = url.slice(url.lastIndexOf('/') + 1);
      return name.startsWith(`${stem}.`) && name.endsWith(extension) && !name.slice(stem.length + 1, name.length - extension.length).includes('.');
    });
    // Two images of one name from different folders: which is which is not known.
    return found.length === 1 ? found[0] : undefined;
  };
}

/** The page's HTML file in the export: "/" → index.html, "/guides/setup" → guides/setup.html. */
const htmlFileOf = (outDir: string, route: string) => path.join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

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
    const htmlFile = htmlFileOf(outDir, entry.route);
    const html = fs.existsSync(htmlFile) ? fs.readFileSync(htmlFile, 'utf8') : '';
    const markdown = toMarkdown(fs.readFileSync(entry.file, 'utf8'), entry.title, entry.file, targets, bundledImageUrls(html));
    // Nested docs ("/guides/setup.md") need their folder.
    fs.mkdirSync(path.dirname(path.join(outDir, target)), { recursive: true });
    fs.writeFileSync(path.join(outDir, target), markdown);
    return target;
  });
}
