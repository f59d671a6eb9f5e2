import type { IconAndText as IconAndTextBlock } from '../../../../shared/content/schemas/blocks/cards';
import { Icon } from './icons';

/** Icon-and-text: items of an icon and rich text, sizes small/medium/large, variants icon-above-text, icon-left and one-column. */
export function IconAndText({ block }: { block: IconAndTextBlock }) {
  return (
    <section className={`icon-and-text icon-and-text--${block.variant} icon-and-text--${block.iconSize}`} data-block="icon-and-text">
      <ul className="icon-and-text__items">
        {block.items.map((item) => (
          <li key={item.id} className="icon-and-text__item" style={{ backgroundColor: item.backgroundColor, color: item.textColor }}>
            <Icon name={item.icon} className="icon-and-text__icon" />
            <div className="icon-and-text__body">
              {/* Sanitised when the canvas was parsed (SanitizedRichText). */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.richText }} />
              {item.target ? <a className="icon-and-text__link" href={item.target.url} target={item.target.targetAttribute}>{item.target.text}</a> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
