/**
 * The docs registry: every MDX file in content/docs is a doc, every MDX file
 * in content/pages a standalone page. Read once at build time (server only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOCS_DIR, PAGES_DIR, docRoute, idFromFile, pageRoute, parseFrontMatter, type FrontMatter } from './docs-source.mjs';
import { MissingIdError } from './errors';
import { resolveSidebar, type SidebarItem } from './sidebar';
import { siteConfig } from '../site-config';
import { sidebars } from '@/content/sidebars';

export type DocMeta = {
  id: string;
  title: string;
  description?: string;
  sidebarLabel: string;
  /** Front matter sidebar_position; docs are listed in this order (then by id). */
  position: number;
  route: string;
  /** Path relative to the project root, for error messages. */
  file: string;
};

export type PageMeta = Omit<DocMeta, 'sidebarLabel' | 'position'>;

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

function readMeta(absFile: string, route: (id: string, frontMatter: FrontMatter) => string): DocMeta {
  const file = path.relative(process.cwd(), absFile);
  const frontMatter = parseFrontMatter(fs.readFileSync(absFile, 'utf8'), file);
  const id = idFromFile(absFile);
  return {
    id,
    title: frontMatter.title,
    description: frontMatter.description,
    sidebarLabel: frontMatter.sidebar_label ?? frontMatter.title,
    position: frontMatter.sidebar_position ?? Number.MAX_SAFE_INTEGER,
    route: route(id, frontMatter),
    file,
  };
}

/** Pages the app serves itself (app/<route>/page.tsx), besides docs and standalone pages: listed in the sitemap. */
export const APP_PAGES: readonly { route: string; source: string }[] = [{ route: '/search', source: 'app/search' }];

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
  ['/404', 'the not-found page'],
  ['/_not-found', 'the not-found page'],
  ['/_next', "Next.js's assets"],
]);

function assertUniqueRoutes(entries: PageMeta[]): void {
  const seen = new Map<string, string>(RESERVED_ROUTES);
  for (const entry of entries) {
    const other = seen.get(entry.route);
    if (other) {
      throw new Error(`Two sources claim the route "${entry.route}": ${other} and ${entry.file}. Change the "slug" (or the file name) of ${entry.file}.`);
    }
    seen.set(entry.route, entry.file);
  }
}

/** Loads the registry from folders (parameters exist for tests). */
export function loadContent(docsDir = DOCS_DIR, pagesDir = PAGES_DIR): { docs: DocMeta[]; pages: PageMeta[] } {
  const docs = mdxFiles(docsDir)
    .map((file) => readMeta(file, docRoute))
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  const pages = mdxFiles(pagesDir).map((file) => readMeta(file, (id) => pageRoute(id)));
  assertUniqueRoutes([...docs, ...pages]);
  return { docs, pages };
}

/** A standalone page is served by app/<name>/page.tsx; without one it would be listed (search) but never built. */
function assertPagesHaveRoutes(pages: PageMeta[], appDir = path.join(process.cwd(), 'app')): void {
  for (const page of pages) {
    if (fs.existsSync(path.join(appDir, page.id, 'page.tsx'))) continue;
    throw new Error(
      `${page.file} has no route. Add app/${page.id}/page.tsx with:\n` +
        `import { MdxPage, pageMetadata } from '@/components/layout/MdxPage';\n` +
        `export const generateMetadata = () => pageMetadata('${page.id}');\n` +
        `export default function Page() {\n  return <MdxPage name="${page.id}" />;\n}`,
    );
  }
}

let cached: ReturnType<typeof loadContent> | undefined;
function content() {
  if (!cached) {
    cached = loadContent();
    assertPagesHaveRoutes(cached.pages);
  }
  return cached;
}

export function getDocs(): DocMeta[] {
  return content().docs;
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
  if (!page) throw new Error(`Page "${name}" not found in content/pages. Available pages: ${pages.map((p) => p.id).join(', ')}`);
  return page;
}

/** The doc served at "/" (front matter `slug: /`). */
export function getRootDoc(docs: DocMeta[] = getDocs()): DocMeta {
  const doc = docs.find((candidate) => candidate.route === '/');
  if (!doc) throw new Error('No doc has `slug: /` in its front matter, so "/" has no page. Add it to the intro doc.');
  return doc;
}

let cachedSidebar: SidebarItem[] | undefined;

/** The docs sidebar (siteConfig.docs.sidebarId from content/sidebars.ts), resolved once per build. */
export function getDocsSidebar(): SidebarItem[] {
  cachedSidebar ??= resolveSidebar(sidebars, siteConfig.docs.sidebarId, getDocs());
  return cachedSidebar;
}

/** Every page a reader can land on (docs, standalone pages, the app's own pages), with its source file if any. */
export function listedPages(): { route: string; file?: string }[] {
  return [...getDocs(), ...getPages(), ...APP_PAGES].map((entry) => ({ route: entry.route, file: 'file' in entry ? entry.file : undefined }));
}

/** Route segments of docs served by app/[slug] (every doc except the one at "/"). */
export function docSlugParams(docs: DocMeta[] = getDocs()): { slug: string }[] {
  return docs.filter((doc) => doc.route !== '/').map((doc) => ({ slug: doc.route.slice(1) }));
}

export function docBySlug(slug: string, docs: DocMeta[] = getDocs()): DocMeta | undefined {
  return docs.find((doc) => doc.route === `/${slug}`);
}
