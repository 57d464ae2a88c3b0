/**
 * The docs registry: every MDX file in content/docs is a doc, every MDX file
 * in content/pages a standalone page. Read once at build time (server only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOCS_DIR, PAGES_DIR, docRoute, idFromFile, pageRoute, parseFrontMatter, type FrontMatter } from './docs-source.mjs';
import { MissingIdError } from './errors';

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

function assertUniqueRoutes(entries: PageMeta[]): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const other = seen.get(entry.route);
    if (other) throw new Error(`Two files claim the route "${entry.route}": ${other} and ${entry.file}. Change the "slug" in one of them.`);
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

let cached: ReturnType<typeof loadContent> | undefined;
function content() {
  cached ??= loadContent();
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

/** Route segments of docs served by app/[slug] (every doc except the one at "/"). */
export function docSlugParams(docs: DocMeta[] = getDocs()): { slug: string }[] {
  return docs.filter((doc) => doc.route !== '/').map((doc) => ({ slug: doc.route.slice(1) }));
}

export function docBySlug(slug: string, docs: DocMeta[] = getDocs()): DocMeta | undefined {
  return docs.find((doc) => doc.route === `/${slug}`);
}
