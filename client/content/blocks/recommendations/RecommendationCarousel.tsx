import { useRef } from 'react';
import type { RecommendationCarousel as RecommendationCarouselBlock } from '../../../../shared/content/schemas/blocks/recommendations';
import { usePageInfo } from '../../../state/PageContext';
import type { BlockProps } from '../types';
import { RecommendationCard, RecommendationCardSkeleton } from './RecommendationCard';
import { RecommendationTitle } from './RecommendationTitle';
import { CARDS_PER_ROW, CAROUSEL_COUNT, skeletonCards } from './recommendation-view';
import { pushRecommendationClick, useRecommendations } from './use-recommendations';
import { SetChoice, SetSummary, useCartSet } from './CartSet';
import { useT } from '../../../state/i18n';

const ORIGIN = 'recommendation carousel' as const;

/**
 * A recommendation carousel, 3, 5 or 6 cards per view. With the cta add-to-cart
 * controls each card offers add to cart, through the quickshop so a size is chosen first; with
 * checkboxes the shopper picks several cards and adds them together.
 */
export function RecommendationCarousel({ block }: BlockProps<RecommendationCarouselBlock>) {
  const t = useT();
  const { site } = usePageInfo();
  const products = useRecommendations(block, block.stackedCount ?? CAROUSEL_COUNT, ORIGIN);
  const track = useRef<HTMLUListElement>(null);
  const headingId = `${block.id}-title`;
  const hasTitle = Boolean(block.title || block.titleHtml);
  const set = useCartSet(block.id, products ?? [], ORIGIN);
  const checkboxes = block.addToCartControls === 'checkbox';
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });

  if (products && products.length === 0) return null;
  return (
    <section
      className={`rec-carousel rec-carousel--${block.variant}`}
      data-block="recommendation-carousel"
      aria-labelledby={hasTitle ? headingId : undefined}
      aria-label={hasTitle ? undefined : t('blocks.recommended')}
      aria-busy={products === null}
      style={{ ['--rec-cards' as string]: CARDS_PER_ROW[block.variant] }}
    >
      <div className="rec-carousel__header">
        <RecommendationTitle id={headingId} title={block.title} titleHtml={block.titleHtml} className="rec-carousel__title" />
        {products ? (
          <div className="rec-carousel__arrows">
            <button type="button" className="rec-carousel__arrow" aria-label={t('blocks.previousProducts')} onClick={() => scroll(-1)}>‹</button>
            <button type="button" className="rec-carousel__arrow" aria-label={t('blocks.nextProducts')} onClick={() => scroll(1)}>›</button>
          </div>
        ) : null}
      </div>
      {products ? (
        <ul ref={track} className="rec-carousel__track" tabIndex={0} aria-label={t('blocks.recommendedScroll')}>
          {products.map((product, index) => (
            <li key={product.id} className="rec-carousel__slide">
              <RecommendationCard product={product} site={site} showRatings={block.showRatings} addToCart={block.addToCartControls === 'cta' ? ORIGIN : undefined} onSelect={() => pushRecommendationClick(product, index + 1, ORIGIN)}>
                {checkboxes ? <SetChoice set={set} product={product} /> : null}
              </RecommendationCard>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="rec-carousel__skeleton" aria-label={t('skeleton.loadingRecommendations')}>
          {Array.from({ length: skeletonCards(block.variant) }, (_, index) => <li key={index}><RecommendationCardSkeleton /></li>)}
        </ul>
      )}
      {checkboxes && products ? <SetSummary set={set} /> : null}
    </section>
  );
}
