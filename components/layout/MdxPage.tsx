import type { Metadata } from 'next';
import type { MDXContent } from 'mdx/types';
import { getPage } from '@/lib/docs';
import styles from './MdxPage.module.css';

export function pageMetadata(name: string): Metadata {
  const page = getPage(name);
  return { title: page.title, description: page.description };
}

/** A standalone MDX page from content/pages: no sidebar, no TOC. */
export async function MdxPage({ name }: { name: string }) {
  const page = getPage(name);
  const { default: Content, contentTitle } = (await import(`@/content/pages/${page.id}.mdx`)) as {
    default: MDXContent;
    contentTitle: string | null;
  };
  return (
    <div className={styles.main}>
      <article className="markdown">
        {contentTitle === null && <h1>{page.title}</h1>}
        <Content />
      </article>
    </div>
  );
}
