import type { LinkedCards as LinkedCardsBlock } from '../../../../shared/content/schemas/blocks/cards';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/** Linked cards: a row of image cards, each linking to its target. */
export function LinkedCards({ block }: { block: LinkedCardsBlock }) {
  return (
    <section className="linked-cards" data-block="linked-cards" aria-label={block.title ?? undefined}>
      {block.title ? <h2 className="linked-cards__title">{block.title}</h2> : null}
      <ul className="linked-cards__row">
        {block.items.map((card) => (
          <li key={card.id} className="linked-cards__item">
            <a className="linked-cards__link" href={card.target.url} target={card.target.targetAttribute}>
              <ResponsiveImage className="linked-cards__media" src={card.media.url} alt="" width={400} height={Math.round((400 * card.media.height) / card.media.width)} />
              <span className="linked-cards__card-title">{card.title}</span>
              <span className="linked-cards__cta">{card.target.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
