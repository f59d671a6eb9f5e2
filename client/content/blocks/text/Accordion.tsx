import type { Accordion as AccordionBlock } from '../../../../shared/content/schemas/blocks/text';
import { BlockList } from '../BlockList';
import { asBlocks } from '../personalisation/as-blocks';

/**
 * Accordion: native <details>/<summary>, so each item opens with
 * Enter or Space, is announced as expanded/collapsed, and works before hydration.
 */
export function Accordion({ block }: { block: AccordionBlock }) {
  return (
    <section className="accordion" data-block="accordion" aria-labelledby={block.title ? `${block.id}-title` : undefined}>
      {block.title ? <h2 className="accordion__title" id={`${block.id}-title`}>{block.title}</h2> : null}
      {block.items.map((item) => (
        <details key={item.id} className="accordion__item" open={item.expanded}>
          <summary className="accordion__summary">{item.title}</summary>
          <div className="accordion__panel">
            {/* Sanitised when the canvas was parsed (SanitizedRichText). */}
            {item.richText ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.richText }} /> : null}
            {item.components?.length ? <BlockList blocks={asBlocks(item.components)} /> : null}
          </div>
        </details>
      ))}
    </section>
  );
}
