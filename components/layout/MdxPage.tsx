import type { Metadata } from 'next';
import type { MDXContent } from 'mdx/types';
import { descriptionOf } from '@/lib/content/description';
import { getPage } from '@/lib/content/docs';
import { pageSeo } from '@/lib/content/seo';

export function pageMetadata(name: string): Metadata {
  const page = getPage(name);
  return pageSeo({ title: page.title, description: descriptionOf(page), route: page.route });
}

/** A standalone MDX page from content/pages: no sidebar, no TOC. */
export async function MdxPage({ name }: { name: string }) {
  const page = getPage(name);
  const { default: Content, contentTitle } = (await import(`@/content/pages/${page.id}.mdx`)) as {
    default: MDXContent;
    contentTitle: string | null;
  };
  return (
    <div className="mdx-page__main">
      <article className="markdown">
        {contentTitle === null && <h1>{page.title}</h1>}
        <Content />
      </article>
    </div>
  );
}
