import { useState } from 'react';
import type { SecondaryNav as SecondaryNavBlock } from '../../../../shared/content/schemas/blocks/cards';

/**
 * Secondary nav: inline links on medium and large screens; on small
 * screens a disclosure button toggles the list, and choosing a link closes it.
 * Right alignment spreads the links apart.
 */
export function SecondaryNav({ block }: { block: SecondaryNavBlock }) {
  const [open, setOpen] = useState(false);
  const listId = `${block.id}-links`;
  const title = block.titleHtml ? (
    // Sanitised when the canvas was parsed (SanitizedRichText).
    <span dangerouslySetInnerHTML={{ __html: block.titleHtml }} />
  ) : (
    block.title
  );
  const className = ['secondary-nav', `secondary-nav--${block.alignment}`, block.divider ? 'secondary-nav--divider' : '', open ? 'secondary-nav--open' : ''].filter(Boolean).join(' ');
  return (
    <nav className={className} data-block="secondary-nav" aria-label={block.title} style={{ backgroundColor: block.backgroundColor }}>
      <p className="secondary-nav__title" style={{ color: block.titleColor }}>{title}</p>
      <button type="button" className="secondary-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} style={{ color: block.titleColor }}>
        {block.title}
      </button>
      <ul className="secondary-nav__links" id={listId}>
        {block.targets.map((target) => (
          <li key={`${target.url}|${target.text}`}>
            <a className="secondary-nav__link" href={target.url} target={target.targetAttribute} rel={target.targetAttribute === '_blank' ? 'noopener noreferrer' : undefined} onClick={() => setOpen(false)}>
              {target.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
