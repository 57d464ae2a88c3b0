import type { MDXContent } from 'mdx/types';
import { CopyPageIcon } from '@/components/icons/Icons';
import { siteConfig } from '@/lib/site-config';
import type { DocMeta } from '@/lib/content/docs';
import { breadcrumbsOfRoute, paginationOfRoute } from '@/lib/content/routes';
import { markdownRoute, sitePath } from '@/lib/site-url';
import { tocTree, type TocEntry } from '@/lib/content/toc';
import { Breadcrumbs } from './Breadcrumbs';
import { CopyButton } from '@/components/ui/CopyButton';
import { DocFooter } from './DocFooter';
import { DocPaginator } from './DocPaginator';
import { DocTags } from './DocTags';
import { PageBanner, UnlistedPageBanner } from './PageBanner';
import { TableOfContents } from './TableOfContents';

type DocModule = { default: MDXContent; toc: TocEntry[]; contentTitle: string | null };

/**
 * One doc: breadcrumbs, the MDX article, pagination, its table of contents. One grid (DocPage.css):
 * the TOC sits above the article on narrow screens and in a column beside it on desktop.
 */
export async function DocPage({ doc }: { doc: DocMeta }) {
  // The docs folder is @/content/docs (next.config.mjs points it at TEXTWIDGET_CONTENT_DIR for the fixture build).
  // A pattern the bundler reads as "*.md*": Markdown files only (not _category_.json or images), and
  // valid whether the folder has .md files, .mdx files or both.
  const stem = doc.relFile.replace(/\.mdx?$/, '');
  const x = doc.relFile.endsWith('.mdx') ? 'x' : '';
  const { default: Content, toc, contentTitle } = (await import(`@/content/docs/${stem}.md${x}`)) as DocModule;
  const entry = { kind: 'doc', route: doc.route, doc } as const;
  const minLevel = doc.tocMinHeadingLevel ?? siteConfig.toc.minHeadingLevel;
  const maxLevel = doc.tocMaxHeadingLevel ?? Math.max(minLevel, siteConfig.toc.maxHeadingLevel);
  const tocNodes = doc.hideTableOfContents ? [] : tocTree(toc, minLevel, maxLevel);
  const { previous, next } = paginationOfRoute(entry);

  return (
    <div className="doc-page">
      <div className="doc-page__header">
        {siteConfig.docs.breadcrumbs && <Breadcrumbs crumbs={breadcrumbsOfRoute(entry)} />}
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
      <article className="markdown">
        {doc.unlisted && <UnlistedPageBanner />}
        {doc.draft && (
          <PageBanner title="Draft page">This page is a draft. It will only be visible in dev and be excluded from the production build.</PageBanner>
        )}
        {/* A doc without its own "# Title" gets its title, as in Docusaurus (unless hide_title). */}
        {contentTitle === null && !doc.hideTitle && <h1>{doc.title}</h1>}
        <Content />
      </article>
      {doc.tags.length > 0 && <DocTags tags={doc.tags} />}
      <DocFooter file={doc.file} editUrl={doc.customEditUrl} lastUpdate={doc.lastUpdate} />
      <DocPaginator previous={previous} next={next} />
      {/* Last, as in Docusaurus: the keyboard reaches it after the page (DocPage.css places it). */}
      <TableOfContents nodes={tocNodes} />
    </div>
  );
}
