import type { Metadata } from 'next';
import type { MDXContent } from 'mdx/types';
import { siteConfig } from '@/lib/site-config';
import { getDocsSidebar, type DocMeta } from '@/lib/docs';
import { breadcrumbsFor, paginationFor } from '@/lib/sidebar';
import { tocTree, type TocEntry } from '@/lib/toc';
import { Breadcrumbs } from './Breadcrumbs';
import { DocPaginator } from './DocPaginator';
import { MobileToc } from './MobileToc';
import { TableOfContents } from './TableOfContents';
import { TocList } from './TocList';
import styles from './DocPage.module.css';

type DocModule = { default: MDXContent; toc: TocEntry[]; contentTitle: string | null };

export function docMetadata(doc: DocMeta): Metadata {
  return { title: doc.title, description: doc.description };
}

/** One doc: breadcrumbs, the MDX article, pagination, and its table of contents. */
export async function DocPage({ doc }: { doc: DocMeta }) {
  const { default: Content, toc, contentTitle } = (await import(`@/content/docs/${doc.id}.mdx`)) as DocModule;
  const tree = getDocsSidebar();
  const { minHeadingLevel, maxHeadingLevel } = siteConfig.toc;
  const tocNodes = tocTree(toc, minHeadingLevel, maxHeadingLevel);
  const { previous, next } = paginationFor(tree, doc.id);

  return (
    <div className={styles.row}>
      <div className={styles.content}>
        {siteConfig.docs.breadcrumbs && <Breadcrumbs crumbs={breadcrumbsFor(tree, doc.id)} />}
        {tocNodes.length > 0 && (
          <MobileToc>
            <TocList nodes={tocNodes} />
          </MobileToc>
        )}
        <article className="markdown">
          {/* A doc without its own "# Title" gets its front matter title, as in Docusaurus. */}
          {contentTitle === null && <h1>{doc.title}</h1>}
          <Content />
        </article>
        <DocPaginator previous={previous} next={next} />
      </div>
      <TableOfContents nodes={tocNodes} />
    </div>
  );
}
