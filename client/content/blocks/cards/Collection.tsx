import { useMemo, useRef, type CSSProperties } from 'react';
import type { CategoryCard as CategoryCardBlock, Collection as CollectionBlock } from '../../../../shared/content/schemas/blocks/cards';
import { BlockView } from '../BlockList';
import { asBlocks } from '../personalisation/as-blocks';
import { CategoryCard } from './CategoryCard';
import { BREAKPOINTS, collectionLayout, hasCarousel, stepSlide, type CollectionLayout } from './collection-layout';
import { useCarousel } from './use-carousel';
import { useT } from '../../../state/i18n';

/** Per-breakpoint classes and CSS variables: the server cannot know the viewport, so CSS picks grid or carousel. */
function layoutClasses(layout: CollectionLayout): string[] {
  return BREAKPOINTS.flatMap((name) => {
    const bp = layout.breakpoints[name];
    return [
      `collection--${name}-${bp.type}`,
      bp.type === 'carousel' && bp.showArrows ? `collection--${name}-arrows` : '',
      bp.type === 'carousel' && bp.showIndicators ? `collection--${name}-indicators` : '',
      bp.type === 'carousel' && bp.showProgress ? `collection--${name}-progress` : '',
    ];
  }).filter(Boolean);
}

function layoutVariables(layout: CollectionLayout): CSSProperties {
  const vars: Record<string, string> = {};
  for (const name of BREAKPOINTS) {
    const bp = layout.breakpoints[name];
    vars[`--slide-width-${name}`] = bp.slideWidth;
    vars[`--slide-max-width-${name}`] = bp.slideMaxWidth;
    vars[`--slide-gap-${name}`] = `${bp.slidePadding}px`;
    vars[`--track-margin-${name}`] = `${bp.margin}px`;
  }
  return vars as CSSProperties;
}

/**
 * Collection: a grid or a carousel per breakpoint (scroll-snap
 * track, prev/next, indicators, progress, autoplay), variants threeCardGrid and
 * highlightCenter, and the `[stacked]` rule.
 */
export function Collection({ block }: { block: CollectionBlock }) {
  const t = useT();
  const layout = useMemo(() => collectionLayout(block), [block]);
  const items = asBlocks(block.items);
  const count = items.length;
  const trackRef = useRef<HTMLUListElement>(null);
  const { active, goTo, setPaused } = useCarousel(trackRef, count, layout);
  const carousel = hasCarousel(layout) && count > 1;
  // Arrows follow the loop setting of the widest carousel breakpoint; without loop they stop at the ends.
  const loop = BREAKPOINTS.some((name) => layout.breakpoints[name].type === 'carousel' && layout.breakpoints[name].loop);
  const highlight = block.variant === 'highlightCenter' ? Math.floor((count - 1) / 2) : -1;
  const titleId = `${block.id}-title`;
  const className = ['collection', `collection--${block.variant}`, `collection--align-${block.alignment ?? 'left'}`, layout.stacked ? 'collection--stacked' : '', ...layoutClasses(layout)]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      className={className}
      data-block="collection"
      aria-labelledby={titleId}
      aria-roledescription={carousel ? t('blocks.carousel') : undefined}
      style={layoutVariables(layout)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="collection__header">
        <h2 className="collection__title" id={titleId}>{block.title}</h2>
        {block.subtitle ? <p className="collection__subtitle">{block.subtitle}</p> : null}
        {block.textLink ? <a className="collection__text-link" href={block.textLink.url}>{block.textLink.text}</a> : null}
      </div>
      <ul className="collection__items" ref={trackRef}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className={`collection__item${index === highlight ? ' collection__item--highlight' : ''}`}
            aria-roledescription={carousel ? t('blocks.slide') : undefined}
            aria-label={carousel ? t('blocks.slideOf', { number: index + 1, count }) : undefined}
          >
            {item.type === 'category-card' ? <CategoryCard block={item as CategoryCardBlock} /> : <BlockView block={item} />}
          </li>
        ))}
      </ul>
      {carousel ? (
        <div className="collection__controls">
          <button type="button" className="collection__arrow collection__arrow--prev" aria-label={t('blocks.previousSlide')} disabled={!loop && active === 0} onClick={() => goTo(stepSlide(active, -1, count, loop))}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="collection__indicators">
            {items.map((item, index) => (
              <button key={item.id} type="button" className="collection__indicator" aria-label={t('blocks.goToSlide', { number: index + 1 })} aria-current={index === active ? 'true' : undefined} onClick={() => goTo(index)} />
            ))}
          </div>
          <div className="collection__progress" aria-hidden="true">
            <span className="collection__progress-bar" style={{ width: `${((active + 1) / count) * 100}%` }} />
          </div>
          <button type="button" className="collection__arrow collection__arrow--next" aria-label={t('blocks.nextSlide')} disabled={!loop && active === count - 1} onClick={() => goTo(stepSlide(active, 1, count, loop))}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
