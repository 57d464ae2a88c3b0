import { SiteLink } from '@/components/ui/SiteLink';

export type DocCard = { href: string; title: string; description?: string; icon: string };

/** The cards of a category page: each item's title (with Docusaurus's 📄, 🗃️ or 🔗) and description. */
export function DocCardList({ cards }: { cards: DocCard[] }) {
  return (
    <ul className="doc-cards">
      {cards.map((card) => (
        <li key={card.href}>
          <SiteLink href={card.href} className="doc-card">
            <span className="doc-card__title">
              <span aria-hidden="true">{card.icon} </span>
              {card.title}
            </span>
            {card.description && <span className="doc-card__description">{card.description}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
