/**
 * What each docs route shows around its content: its sidebar, breadcrumbs, pagination
 * and head tags, as Docusaurus derives them (server only, build time).
 */
import type { Metadata } from 'next';
import { perContentVersion } from './content-version';
import { descriptionOf } from './description';
import { getDoc, getDocs, getSidebarOfPage, sidebarIdOf, tagsListUnlisted, type DocMeta, type SiteRoute } from './docs';
import { pageSeo } from './seo';
import { breadcrumbsFor, navigablePages, type Crumb, type NavigablePage, type SidebarItem } from './sidebar';

/** The id of the sidebar shown beside a route: a doc's own (or none), a category page's; tags pages have none. */
export function sidebarIdOfRoute(entry: SiteRoute): string | undefined {
  if (entry.kind === 'doc') return sidebarIdOf(entry.doc);
  if (entry.kind === 'category') return entry.page.sidebarId;
  return undefined;
}

function sidebarOfRoute(entry: SiteRoute): SidebarItem[] | undefined {
  const id = sidebarIdOfRoute(entry);
  return id === undefined ? undefined : getSidebarOfPage(id, entry.route);
}

export function breadcrumbsOfRoute(entry: SiteRoute): Crumb[] {
  const sidebar = sidebarOfRoute(entry);
  return sidebar ? breadcrumbsFor(sidebar, entry.route) : [];
}

/** The page a doc's pagination_prev/pagination_next names: its pagination_label, else its title. */
function pageOfDocId(id: string, doc: DocMeta, key: string): NavigablePage {
  let target: DocMeta;
  try {
    target = getDoc(id);
  } catch (error) {
    if (error instanceof Error) error.message += `. Used as "${key}" in ${doc.file}.`;
    throw error;
  }
  return { label: target.paginationLabel ?? target.title, href: target.route, docId: target.id };
}

/** Reading order of each sidebar, and each route's place in it, computed once (every page asks). */
const readingOrders = new WeakMap<SidebarItem[], { pages: NavigablePage[]; indexOf: Map<string, number> }>();

function neighbours(sidebar: SidebarItem[], route: string): { previous?: NavigablePage; next?: NavigablePage } {
  let order = readingOrders.get(sidebar);
  if (!order) {
    const pages = navigablePages(sidebar);
    // navigablePages lists each href once.
    order = { pages, indexOf: new Map(pages.map((page, index) => [page.href, index])) };
    readingOrders.set(sidebar, order);
  }
  const index = order.indexOf.get(route);
  return index === undefined ? {} : { previous: order.pages[index - 1], next: order.pages[index + 1] };
}

/** Doc id → pagination_label, read once. */
const paginationLabels = perContentVersion(() => new Map(getDocs().flatMap((doc) => (doc.paginationLabel ? [[doc.id, doc.paginationLabel]] : []))));

/**
 * Previous and next pages in sidebar order (category pages included), with each doc's
 * pagination_label; a doc's pagination_prev/pagination_next override them (null hides).
 * Unlisted docs have none, as in Docusaurus.
 */
export function paginationOfRoute(entry: SiteRoute): { previous?: NavigablePage; next?: NavigablePage } {
  if (entry.kind === 'doc' && entry.doc.unlisted) return {};
  const sidebar = sidebarOfRoute(entry);
  const labels = paginationLabels();
  const relabel = (page?: NavigablePage) => (page?.docId && labels.has(page.docId) ? { ...page, label: labels.get(page.docId)! } : page);
  const { previous, next } = sidebar ? neighbours(sidebar, entry.route) : {};
  if (entry.kind !== 'doc') return { previous: relabel(previous), next: relabel(next) };
  const { doc } = entry;
  const pick = (value: string | null | undefined, key: string, fallback?: NavigablePage) => {
    if (value === null) return undefined;
    return value === undefined ? relabel(fallback) : pageOfDocId(value, doc, key);
  };
  return { previous: pick(doc.paginationPrev, 'pagination_prev', previous), next: pick(doc.paginationNext, 'pagination_next', next) };
}

export function metadataOfRoute(entry: SiteRoute): Metadata {
  switch (entry.kind) {
    case 'doc': {
      const { doc } = entry;
      return pageSeo({ title: doc.title, description: descriptionOf(doc), route: doc.route, keywords: doc.keywords, image: doc.image, noindex: doc.unlisted });
    }
    case 'category': {
      const { category } = entry.page;
      const { title, description, keywords, image } = category.generatedIndex;
      return pageSeo({ title, description: description ?? category.description ?? '', route: entry.route, keywords, image });
    }
    case 'tags':
      return pageSeo({ title: 'Tags', description: 'All the tags of the docs', route: entry.route, type: 'website', noindex: tagsListUnlisted() });
    case 'tag': {
      const { tag } = entry;
      const title = tagPageTitle(tag.label, tag.docs.length);
      return pageSeo({ title, description: tag.description ?? `Docs tagged with "${tag.label}"`, route: entry.route, type: 'website', noindex: tag.unlisted });
    }
  }
}

/** As Docusaurus: 'One doc tagged with "x"', '3 docs tagged with "x"'. */
export function tagPageTitle(label: string, count: number): string {
  return `${count === 1 ? 'One doc' : `${count} docs`} tagged with "${label}"`;
}
