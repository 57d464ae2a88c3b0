import { SiteLink } from '@/components/ui/SiteLink';
import type { Tag } from '@/lib/content/docs';

/** "Tags:" and a link to each tag's page, under a doc, as Docusaurus. */
export function DocTags({ tags }: { tags: Tag[] }) {
  return (
    <div className="doc-tags">
      <b>Tags:</b>
      <ul className="doc-tags__list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <SiteLink href={tag.permalink} className="doc-tag" rel="tag">
              {tag.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
