import { SiteLink } from '@/components/ui/SiteLink';
import { descriptionOf } from '@/lib/content/description';
import { TAGS_ROUTE, type TagPage } from '@/lib/content/docs';
import { tagPageTitle } from '@/lib/content/routes';
import { UnlistedPageBanner } from './PageBanner';

/** /tags/<tag>: the docs with this tag, each with its description, as Docusaurus. */
export function TagDocsPage({ tag }: { tag: TagPage }) {
  return (
    <div className="doc-page">
      <article className="markdown">
        {tag.unlisted && <UnlistedPageBanner />}
        <h1>{tagPageTitle(tag.label, tag.docs.length)}</h1>
        {tag.description && <p>{tag.description}</p>}
        <p>
          <SiteLink href={TAGS_ROUTE}>View all tags</SiteLink>
        </p>
        {tag.docs.map((doc) => (
          <section key={doc.id} className="tag-doc">
            <h2>
              <SiteLink href={doc.route}>{doc.title}</SiteLink>
            </h2>
            <p>{descriptionOf(doc)}</p>
          </section>
        ))}
      </article>
    </div>
  );
}
