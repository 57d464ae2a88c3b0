import type { Metadata } from 'next';
import type { MDXContent } from 'mdx/types';
import { CopyPageIcon } from '@/components/icons/Icons';
import { siteConfig } from '@/lib/site-config';
import { descriptionOf } from '@/lib/content/description';
import { getDocsSidebar, type DocMeta } from '@/lib/content/docs';
import { pageSeo } from '@/lib/content/seo';
import { markdownRoute, sitePath } from '@/lib/site-url';
import { breadcrumbsFor, paginationFor } from '@/lib/content/sidebar';
import { tocTree, type TocEntry } from '@/lib/content/toc';
import { Breadcrumbs } from './Breadcrumbs';
import { CopyButton } from '@/components/ui/CopyButton';
import { DocFooter } from './DocFooter';
import { DocPaginator } from './DocPaginator';
import { TableOfContents } from './TableOfContents';

type DocModule = { default: MDXContent; toc: TocEntry[]; contentTitle: string | null };

export function docMetadata(doc: DocMeta): Metadata {
  return pageSeo({ title: doc.title, description: descriptionOf(doc), route: doc.route });
}

/**
 * One doc: breadcrumbs, its table of contents, the MDX article, pagination. One grid (DocPage.css):
 * the TOC sits above the article on narrow screens and in a column beside it on desktop.
 */
export async function DocPage({ doc }: { doc: DocMeta }) {
  const { default: Content, toc, contentTitle } = (await import(`@/content/docs/${doc.id}.mdx`)) as DocModule;
  const tree = getDocsSidebar();
  const { minHeadingLevel, maxHeadingLevel } = siteConfig.toc;
  const tocNodes = tocTree(toc, minHeadingLevel, maxHeadingLevel);
  const { previous, next } = paginationFor(tree, doc.id);

  return (
    <div className="doc-page">
      <div className="doc-page__header">
        {siteConfig.docs.breadcrumbs && <Breadcrumbs crumbs={breadcrumbsFor(tree, doc.id)} />}
        <div className="doc-page__actions">
          <CopyButton
            href={sitePath(markdownRoute(doc.route))}
            className="copy-page-button"
            label="Copy page"
            copiedMessage="Copied the page as Markdown"
            failedMessage="Could not copy the page"
          >
            <CopyPageIcon />
          </CopyButton>
        </div>
      </div>
      <TableOfContents nodes={tocNodes} />
      <article className="markdown">
        {/* A doc without its own "# Title" gets its front matter title, as in Docusaurus. */}
        {contentTitle === null && <h1>{doc.title}</h1>}
        <Content />
      </article>
      <DocFooter file={doc.file} />
      <DocPaginator previous={previous} next={next} />
    </div>
  );
}
