import { descriptionOf } from '@/lib/content/description';
import { getDocs, type CategoryPage } from '@/lib/content/docs';
import { breadcrumbsOfRoute, paginationOfRoute } from '@/lib/content/routes';
import type { SidebarItem } from '@/lib/content/sidebar';
import { siteConfig } from '@/lib/site-config';
import { Breadcrumbs } from './Breadcrumbs';
import { DocCardList, type DocCard } from './DocCardList';
import { DocPaginator } from './DocPaginator';

function cardOf(item: SidebarItem, descriptions: Map<string, string>): DocCard | undefined {
  if (item.type === 'doc') return { href: item.href, title: item.label, description: descriptions.get(item.id), icon: '📄' };
  if (item.type === 'link') return { href: item.href, title: item.label, description: item.description, icon: '🔗' };
  if (item.type !== 'category') return undefined;
  // A category without a page of its own links to its first page, as Docusaurus's card.
  const href = item.href ?? firstHref(item.items);
  if (!href) return undefined;
  const count = item.items.length;
  return { href, title: item.label, description: item.description ?? `${count} item${count === 1 ? '' : 's'}`, icon: '🗃️' };
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

/**
 * A category's generated index (link type generated-index): its title, description and a card
 * per item. Server-rendered like a doc, no client code of its own.
 */
export function CategoryIndexPage({ page }: { page: CategoryPage }) {
  const entry = { kind: 'category', route: page.route, page } as const;
  const { category } = page;
  const descriptions = new Map(getDocs().map((doc) => [doc.id, descriptionOf(doc)]));
  const cards = category.items.flatMap((item) => cardOf(item, descriptions) ?? []);
  const { previous, next } = paginationOfRoute(entry);
  return (
    <div className="doc-page">
      <div className="doc-page__header">{siteConfig.docs.breadcrumbs && <Breadcrumbs crumbs={breadcrumbsOfRoute(entry)} />}</div>
      <article className="markdown">
        <h1>{category.generatedIndex.title}</h1>
        {(category.generatedIndex.description ?? category.description) && <p>{category.generatedIndex.description ?? category.description}</p>}
        <DocCardList cards={cards} />
      </article>
      <DocPaginator previous={previous} next={next} />
    </div>
  );
}
