import type { CategoryCard as CategoryCardBlock, Collection as CollectionBlock } from '../../../shared/schemas';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export function CategoryCard({ card }: { card: CategoryCardBlock }) {
  return (
    <a className="category-card" href={card.target.url} data-block="category-card">
      <ResponsiveImage className="category-card__media" src={card.media.url} alt={card.media.alt} width={480} height={Math.round((480 * card.media.height) / card.media.width)} />
      <span className="category-card__title">{card.title}</span>
    </a>
  );
}

/** A category card placed on its own, outside a collection. */
export function StandaloneCategoryCard({ block }: { block: CategoryCardBlock }) {
  return <CategoryCard card={block} />;
}

export function Collection({ block }: { block: CollectionBlock }) {
  return (
    <section className={`collection collection--${block.variant}`} data-block="collection">
      <h2 className="collection__title">{block.title}</h2>
      {block.subtitle ? <p className="collection__subtitle">{block.subtitle}</p> : null}
      <ul className="collection__items">
        {block.items.map((card) => (
          <li key={card.id}><CategoryCard card={card} /></li>
        ))}
      </ul>
    </section>
  );
}
