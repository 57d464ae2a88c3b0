/**
 * The docs registry, as Docusaurus's docs plugin reads a docs folder: every .md/.mdx
 * file under content/docs (at any depth) is a doc, every file in content/pages a
 * standalone page; sidebars (content/sidebars.ts), category pages and tags derive
 * from them. Discovered once per build process (server only), never per page; under
 * `next dev`, again after each edit of the content folders (./content-version.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {
  DOCS_DIR,
  INCLUDE_DRAFTS,
  PAGES_DIR,
  contentTitleOf,
  docFiles,
  idFromFile,
  pageRoute,
  parseFrontMatter,
  readDocSource,
  type FrontMatter,
} from './docs-source.mjs';
import { MissingIdError } from './errors';
import { readTagsFile, type DefinedTag } from './tags-file';
import { perContentVersion } from './content-version';
import { resolveSidebar } from './sidebar-resolve';
import {
  docIdsIn,
  flattenCategories,
  flattenDocs,
  listedItems,
  type GeneratedIndex,
  type SidebarCategory,
  type SidebarItem,
  type SidebarsConfig,
} from './sidebar';
import { siteConfig } from '../site-config';
import { sidebars as sidebarsConfig } from '@/content/sidebars';
import { docError } from '../mdx/doc-error.mjs';

export type Tag = { label: string; permalink: string; description?: string };

export type DocMeta = {
  id: string;
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  sidebarClassName?: string;
  /** Front matter displayed_sidebar: a sidebar id, or null for none. */
  displayedSidebar?: string | null;
  paginationLabel?: string;
  /** Doc ids; null hides the link. */
  paginationPrev?: string | null;
  paginationNext?: string | null;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  /** Built by `next dev` only. */
  draft: boolean;
  /** Built, but out of sidebars, search, sitemap and pagination, with noindex. */
  unlisted: boolean;
  tags: Tag[];
  lastUpdate?: { date?: string; author?: string };
  /** null: no "Edit this page" link. */
  customEditUrl?: string | null;
  route: string;
  /** Path relative to the project root, for error messages. */
  file: string;
  /** Path inside the docs folder ("01-guides/02-setup.md"), to import the MDX module. */
  relFile: string;
  /** Folder inside the docs folder as written ("01-guides"), "" at the root. */
  sourceDirName: string;
  /** The same without number prefixes ("guides"). */
  dirName: string;
  fileName: string;
  numberPrefix?: number;
  isIndex: boolean;
  /** The doc starts with its own "# Title" (which is then its h1). */
  hasContentTitle: boolean;
};

export type PageMeta = { id: string; title: string; description?: string; route: string; file: string };

function tagsOf(frontMatter: FrontMatter, tagsFile: Map<string, DefinedTag> | null): Tag[] {
  return (frontMatter.tags ?? []).map((tag) => {
    const defined = typeof tag === 'string' ? tagsFile?.get(tag) : undefined;
    const { label, permalink, description } = defined ?? (typeof tag === 'string' ? { label: tag, permalink: undefined, description: undefined } : tag);
    const slug = permalink ? permalink.replace(/^\/+|\/+$/g, '') : new GithubSlugger().slug(label);
    return { label, permalink: `${TAGS_ROUTE}/${slug}`, ...(description && { description }) };
  });
}

function dateString(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : undefined;
}

function readDoc(absFile: string, docsDir: string, tagsFile: Map<string, DefinedTag> | null): DocMeta {
  const source = readDocSource(absFile, docsDir);
  const fm = source.frontMatter;
  const doc: DocMeta = {
    id: source.id,
    title: source.title,
    sidebarLabel: fm.sidebar_label ?? source.title,
    hideTitle: fm.hide_title ?? false,
    hideTableOfContents: fm.hide_table_of_contents ?? false,
    draft: fm.draft ?? false,
    unlisted: fm.unlisted ?? false,
    tags: tagsOf(fm, tagsFile),
    route: source.route,
    file: source.file,
    relFile: source.relFile,
    sourceDirName: source.sourceDirName,
    dirName: source.dirName,
    fileName: path.posix.basename(source.relFile),
    isIndex: source.isIndex,
    hasContentTitle: source.hasContentTitle,
  };
  const optional: Partial<DocMeta> = {
    description: fm.description,
    keywords: fm.keywords,
    image: fm.image,
    sidebarPosition: fm.sidebar_position,
    sidebarClassName: fm.sidebar_class_name,
    displayedSidebar: fm.displayed_sidebar,
    paginationLabel: fm.pagination_label,
    paginationPrev: fm.pagination_prev,
    paginationNext: fm.pagination_next,
    tocMinHeadingLevel: fm.toc_min_heading_level,
    tocMaxHeadingLevel: fm.toc_max_heading_level,
    customEditUrl: fm.custom_edit_url,
    numberPrefix: source.numberPrefix,
    lastUpdate: fm.last_update && { date: dateString(fm.last_update.date), author: fm.last_update.author },
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(doc, { [key]: value });
  return doc;
}

function readPage(absFile: string): PageMeta {
  const source = fs.readFileSync(absFile, 'utf8');
  const file = path.relative(process.cwd(), absFile);
  const frontMatter = parseFrontMatter(source, file);
  const id = idFromFile(absFile);
  const page: PageMeta = { id, title: frontMatter.title ?? contentTitleOf(source) ?? id, route: pageRoute(id), file };
  if (frontMatter.description) page.description = frontMatter.description;
  return page;
}

function pageFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

export const TAGS_ROUTE = '/tags';

/** Pages the app serves itself (app/<route>/page.tsx), besides docs and standalone pages: listed in the sitemap. */
const APP_PAGES: readonly { route: string; source: string }[] = [{ route: '/search', source: 'app/search' }];

/** Routes the app itself serves (app/): a doc or page there would be silently shadowed. */
const RESERVED_ROUTES = new Map([
  ...APP_PAGES.map(({ route, source }): [string, string] => [route, source]),
  // out/index.html and /index.md belong to the doc at "/".
  ['/index', 'the doc at "/" (index.html, index.md)'],
  ['/llms.txt', 'app/llms.txt'],
  ['/sitemap.xml', 'app/sitemap.ts'],
  ['/robots.txt', 'app/robots.ts'],
  ['/manifest.webmanifest', 'app/manifest.ts'],
  ['/search-index', 'app/search-index'],
  ['/sidebar', 'app/sidebar (the sidebar items files)'],
  ['/404', 'the not-found page'],
  ['/_not-found', 'the not-found page'],
  ['/_next', "Next.js's assets"],
  ['/e2e-crash', 'a test-only route (app/(docs)/e2e-crash)'],
]);

function assertUniqueRoutes(entries: { route: string; file: string }[]): void {
  const seen = new Map<string, string>(RESERVED_ROUTES);
  for (const entry of entries) {
    const other = seen.get(entry.route);
    if (other) {
      throw docError(`Two sources claim the route "${entry.route}": ${other} and ${entry.file}. Change the "slug" (or the file name) of one of them.`);
    }
    seen.set(entry.route, entry.file);
  }
}

function assertUniqueIds(docs: DocMeta[]): void {
  const seen = new Map<string, string>();
  for (const doc of docs) {
    const other = seen.get(doc.id);
    if (other) throw docError(`Two docs have the id "${doc.id}": ${other} and ${doc.file}. Change the "id" in the front matter (or the file name) of one of them.`);
    seen.set(doc.id, doc.file);
  }
}

export type Content = { docs: DocMeta[]; pages: PageMeta[]; draftIds: string[] };

/** Loads the registry from folders (parameters exist for tests). */
export function loadContent(docsDir = DOCS_DIR, pagesDir = PAGES_DIR, { includeDrafts = INCLUDE_DRAFTS } = {}): Content {
  // Every file's malformed front matter in one build, not the first file's only.
  const malformed: Error[] = [];
  const tagsFile = readTagsFile(docsDir);
  const all = docFiles(docsDir).flatMap((file) => {
    try {
      return [readDoc(file, docsDir, tagsFile)];
    } catch (error) {
      if ((error as Error).name !== 'FrontMatterError') throw error;
      malformed.push(error as Error);
      return [];
    }
  });
  if (malformed.length > 0) throw malformed.length === 1 ? malformed[0] : docError(malformed.map((error) => error.message).join('\n\n'));
  const docs = all
    .filter((doc) => includeDrafts || !doc.draft)
    .sort((a, b) => (a.sidebarPosition ?? Infinity) - (b.sidebarPosition ?? Infinity) || a.id.localeCompare(b.id));
  const draftIds = all.filter((doc) => doc.draft && !includeDrafts).map((doc) => doc.id);
  const pages = pageFiles(pagesDir).map(readPage);
  assertUniqueIds(docs);
  assertUniqueRoutes([...docs, ...pages]);
  return { docs, pages, draftIds };
}

/**
 * A standalone page is served by app/<name>/page.tsx, inside app/<name>/layout.tsx (which makes it the
 * <main>, the skip link's target); without them it would be listed (search) but never built, or built
 * without its <main>. The error gives both files whole.
 */
export function assertPagesHaveRoutes(pages: PageMeta[], appDir = path.join(process.cwd(), 'app')): void {
  for (const page of pages) {
    const missing = ['page.tsx', 'layout.tsx'].filter((file) => !fs.existsSync(path.join(appDir, page.id, file)));
    if (missing.length === 0) continue;
    const files = {
      'page.tsx':
        `import { MdxPage, pageMetadata } from '@/components/layout/MdxPage';\n\n` +
        `export const generateMetadata = () => pageMetadata('${page.id}');\n\n` +
        `export default function Page() {\n  return <MdxPage name="${page.id}" />;\n}\n`,
      'layout.tsx':
        `import { MainContent } from '@/components/layout/MainContent';\n\n` +
        `export default function Layout({ children }: { children: React.ReactNode }) {\n  return <MainContent>{children}</MainContent>;\n}\n`,
    };
    throw docError(
      `${page.file} has no route: ${missing.map((file) => `app/${page.id}/${file}`).join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing ` +
        `(copy them from app/markdown-page/). Add:\n` +
        missing.map((file) => `\n--- app/${page.id}/${file}\n${files[file as keyof typeof files]}`).join(''),
    );
  }
}

const content = perContentVersion((): Content => {
  const loaded = loadContent();
  assertPagesHaveRoutes(loaded.pages);
  return loaded;
});

/** Every doc this build serves (unlisted ones too; drafts only under `next dev`). */
export function getDocs(): DocMeta[] {
  return content().docs;
}

/** Docs a reader finds in lists: search, sitemap, llms.txt, tags pages. */
export function getListedDocs(): DocMeta[] {
  return getDocs().filter((doc) => !doc.unlisted);
}

export function getPages(): PageMeta[] {
  return content().pages;
}

/** The doc with this id; raises an error listing the available ids otherwise. */
export function getDoc(id: string, docs: DocMeta[] = getDocs()): DocMeta {
  const doc = docs.find((candidate) => candidate.id === id);
  if (!doc) throw new MissingIdError('Doc', id, docs.map((candidate) => candidate.id));
  return doc;
}

export function getPage(name: string, pages: PageMeta[] = getPages()): PageMeta {
  const page = pages.find((candidate) => candidate.id === name);
  if (!page) throw docError(`Page "${name}" not found in content/pages. Available pages: ${pages.map((p) => p.id).join(', ')}`);
  return page;
}

/* -------------------------------- sidebars ------------------------------- */

/** Every sidebar resolved (unlisted docs still in, flagged): resolve with `resolveAllSidebars` in tests. */
export function resolveAllSidebars(config: SidebarsConfig, { docs, draftIds }: Content, docsDir = DOCS_DIR): Record<string, SidebarItem[]> {
  const options = { docsDir, draftIds, source: 'content/sidebars.ts', slugger: new GithubSlugger() };
  return Object.fromEntries(Object.keys(config).map((id) => [id, resolveSidebar(config, id, docs, options)]));
}

const sidebars = perContentVersion(() => resolveAllSidebars(sidebarsConfig as SidebarsConfig, content()));

const sidebarOfDoc = perContentVersion(() => sidebarOfDocIds(sidebars()));

/** Doc id → the first sidebar that lists it, computed once (every page asks). */
function sidebarOfDocIds(all: Record<string, SidebarItem[]>): Map<string, string> {
  const map = new Map<string, string>();
  for (const id of Object.keys(all)) for (const docId of docIdsIn(all[id])) if (!map.has(docId)) map.set(docId, id);
  return map;
}

/**
 * The sidebar a doc shows, as Docusaurus picks it: its `displayed_sidebar`, else the first
 * sidebar that lists it; undefined when none (the doc is built without a sidebar).
 */
export function sidebarIdOf(doc: DocMeta, all?: Record<string, SidebarItem[]>): string | undefined {
  const sidebarsById = all ?? sidebars();
  if (doc.displayedSidebar === null) return undefined;
  if (doc.displayedSidebar !== undefined) {
    if (!sidebarsById[doc.displayedSidebar]) {
      const error = new MissingIdError('Sidebar', doc.displayedSidebar, Object.keys(sidebarsById));
      error.message += `. Used as "displayed_sidebar" in ${doc.file}.`;
      throw error;
    }
    return doc.displayedSidebar;
  }
  const owners = all ? sidebarOfDocIds(all) : sidebarOfDoc();
  return owners.get(doc.id);
}

const listedSidebars = perContentVersion(() => new Map<string, SidebarItem[]>());

/** A sidebar as readers see it (unlisted docs left out), computed once. */
export function getSidebar(sidebarId: string): SidebarItem[] {
  const all = sidebars();
  if (!all[sidebarId]) throw new MissingIdError('Sidebar', sidebarId, Object.keys(all));
  let listed = listedSidebars().get(sidebarId);
  if (!listed) {
    listed = listedItems(all[sidebarId]);
    listedSidebars().set(sidebarId, listed);
  }
  return listed;
}

/** Per sidebar, the routes of its unlisted docs, read once (every page asks). */
const unlistedRoutes = perContentVersion(() => {
  const all = sidebars();
  return new Map(Object.keys(all).map((id) => [id, new Set(flattenDocs(all[id]).flatMap((doc) => (doc.unlisted ? [doc.href] : [])))]));
});

/**
 * The sidebar as the page at `route` shows it: as readers see it (getSidebar), except on an unlisted
 * doc of it, which shows itself in its place (current, its categories open) and gets breadcrumbs, as
 * in Docusaurus. Other pages never list it.
 */
export function getSidebarOfPage(sidebarId: string, route: string): SidebarItem[] {
  return unlistedRoutes().get(sidebarId)?.has(route) ? listedItems(sidebars()[sidebarId], route) : getSidebar(sidebarId);
}

/** The ids of every sidebar (content/sidebars.ts). */
export function getSidebarIds(): string[] {
  return Object.keys(sidebars());
}

/** The main docs sidebar (siteConfig.docs.sidebarId), as readers see it. */
export function getDocsSidebar(): SidebarItem[] {
  return getSidebar(siteConfig.docs.sidebarId);
}

/**
 * The route of a docs version's main doc, where its menu item leads from a page that is not a doc
 * (Docusaurus's mainDocId): the doc at the version's root, else the first doc of the first sidebar,
 * else the first doc.
 */
export function mainDocRoute(versionPath: string, docs: DocMeta[] = getListedDocs(), firstSidebar: SidebarItem[] = firstSidebarItems()): string {
  const atRoot = docs.find((doc) => doc.route === versionPath)?.route;
  return atRoot ?? firstDocHref(firstSidebar) ?? docs[0]?.route ?? versionPath;
}

/** The first doc in reading order, a category's own doc first (Docusaurus's getFirstDocIdOfSidebar). */
function firstDocHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.href;
    if (item.type !== 'category') continue;
    const href = item.linkedDocId ? item.href : firstDocHref(item.items);
    if (href) return href;
  }
  return undefined;
}

function firstSidebarItems(): SidebarItem[] {
  const [first] = getSidebarIds();
  return first === undefined ? [] : getSidebar(first);
}

/* -------------------------- category and tag pages ------------------------ */

export type CategoryPage = { route: string; sidebarId: string; category: SidebarCategory & { generatedIndex: GeneratedIndex } };

/** The generated-index pages of every sidebar's categories. */
const getCategoryPages = perContentVersion((): CategoryPage[] => {
  const seen = new Set<string>();
  return Object.keys(sidebars()).flatMap((sidebarId) =>
    flattenCategories(getSidebar(sidebarId)).flatMap((category) => {
      if (!category.generatedIndex || !category.href || seen.has(category.href)) return [];
      seen.add(category.href);
      return [{ route: category.href, sidebarId, category: category as CategoryPage['category'] }];
    }),
  );
});

/** `unlisted`: every doc with the tag is unlisted, so is its page (noindex, not in /tags or the sitemap). */
export type TagPage = Tag & { route: string; docs: DocMeta[]; unlisted: boolean };

/**
 * Every tag used by a doc, by label, with the listed docs that have it; as Docusaurus, a tag only
 * unlisted docs have is an unlisted page of those docs, not an empty one.
 */
export function getTagPages(docs: DocMeta[] = getDocs()): TagPage[] {
  const byRoute = new Map<string, { tag: Tag; docs: DocMeta[] }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const entry = byRoute.get(tag.permalink) ?? { tag, docs: [] };
      entry.docs.push(doc);
      byRoute.set(tag.permalink, entry);
    }
  }
  return [...byRoute.values()]
    .map(({ tag, docs: tagged }) => {
      const listed = tagged.filter((doc) => !doc.unlisted);
      return { ...tag, route: tag.permalink, docs: listed.length > 0 ? listed : tagged, unlisted: listed.length === 0 };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** /tags is unlisted too when every tag is. */
export function tagsListUnlisted(tags: TagPage[] = getTagPages()): boolean {
  return tags.every((tag) => tag.unlisted);
}

/* --------------------------------- routes -------------------------------- */

export type SiteRoute =
  | { kind: 'doc'; route: string; doc: DocMeta }
  | { kind: 'category'; route: string; page: CategoryPage }
  | { kind: 'tags'; route: string }
  | { kind: 'tag'; route: string; tag: TagPage };

/** Every route of the docs plugin: docs, category pages, and (when docs have tags) the tags pages. */
const docsRoutes = perContentVersion((): Map<string, SiteRoute> => {
  const tags = getTagPages();
  const routes: SiteRoute[] = [
    ...getDocs().map((doc): SiteRoute => ({ kind: 'doc', route: doc.route, doc })),
    ...getCategoryPages().map((page): SiteRoute => ({ kind: 'category', route: page.route, page })),
    ...(tags.length > 0 ? [{ kind: 'tags', route: TAGS_ROUTE } as const] : []),
    ...tags.map((tag): SiteRoute => ({ kind: 'tag', route: tag.route, tag })),
  ];
  const fileOf = (entry: SiteRoute) => {
    if (entry.kind === 'doc') return entry.doc.file;
    if (entry.kind === 'category') return `the category page of "${entry.page.category.label}" (sidebar "${entry.page.sidebarId}")`;
    return `the tags pages (${TAGS_ROUTE}, from the "tags" of docs)`;
  };
  assertUniqueRoutes([...getPages(), ...routes.map((entry) => ({ route: entry.route, file: fileOf(entry) }))]);
  if (!routes.some((entry) => entry.route === '/')) {
    throw docError('No doc has `slug: /` in its front matter, so "/" has no page. Add it to the intro doc.');
  }
  return new Map(routes.map((entry) => [entry.route, entry]));
});

/** Params of app/(docs)/[[...slug]]: one per docs route ("/" is the empty slug). */
export function docsRouteParams(): { slug: string[] }[] {
  return [...docsRoutes().keys()].map((route) => ({ slug: route === '/' ? [] : route.slice(1).split('/') }));
}

/** The docs route for the catch-all's params (segments arrive URL-encoded). */
export function docsRouteOf(slug: string[] | undefined): SiteRoute | undefined {
  const route = `/${(slug ?? []).map(decodeURIComponent).join('/')}`;
  return docsRoutes().get(route);
}

/** Every page a reader can land on from lists (sitemap): listed docs, category and tags pages, standalone pages, the app's own. */
export function listedPages(): { route: string; file?: string }[] {
  const plugin = [...docsRoutes().values()].flatMap((entry) => {
    if (entry.kind === 'doc') return entry.doc.unlisted ? [] : [{ route: entry.route, file: entry.doc.file }];
    if (entry.kind === 'tag' && entry.tag.unlisted) return [];
    if (entry.kind === 'tags' && tagsListUnlisted()) return [];
    return [{ route: entry.route }];
  });
  return [...plugin, ...getPages().map(({ route, file }) => ({ route, file })), ...APP_PAGES.map(({ route }) => ({ route }))];
}
