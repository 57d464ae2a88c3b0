import { SiteLink } from '@/components/ui/SiteLink';
import { getTagPages } from '@/lib/content/docs';

/** /tags: every tag of listed docs with its count, grouped by first letter, as Docusaurus. */
export function TagsListPage() {
  const tags = getTagPages().filter((tag) => !tag.unlisted);
  const letters = new Map<string, typeof tags>();
  for (const tag of tags) {
    const letter = tag.label[0].toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), tag]);
  }
  return (
    <div className="doc-page">
      <article className="markdown">
        <h1>Tags</h1>
        {[...letters].map(([letter, group]) => (
          <section key={letter} aria-labelledby={`tags-${letter}`}>
            <h2 id={`tags-${letter}`}>{letter}</h2>
            <ul className="doc-tags__list">
              {group.map((tag) => (
                <li key={tag.route}>
                  <SiteLink href={tag.route} className="doc-tag">
                    {tag.label} <span className="doc-tag__count">{tag.docs.length}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </article>
    </div>
  );
}
