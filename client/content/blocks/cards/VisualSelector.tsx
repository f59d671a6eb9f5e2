import type { VisualSelector as VisualSelectorBlock } from '../../../../shared/content/schemas/blocks/cards';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/** Visual selector: square images, each with a title linking to its target. */
export function VisualSelector({ block }: { block: VisualSelectorBlock }) {
  return (
    <section className="visual-selector" data-block="visual-selector" aria-label={block.title ?? undefined}>
      {block.title ? <h2 className="visual-selector__title">{block.title}</h2> : null}
      <ul className="visual-selector__items">
        {block.items.map((item) => (
          <li key={item.id}>
            <a className="visual-selector__link" href={item.target.url} target={item.target.targetAttribute}>
              <ResponsiveImage className="visual-selector__media" src={item.media.url} alt="" width={240} height={240} />
              <span className="visual-selector__label">{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
