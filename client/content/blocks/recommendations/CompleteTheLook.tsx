import type { CompleteTheLook as CompleteTheLookBlock } from '../../../../shared/content/schemas/blocks/recommendations';
import { usePageInfo } from '../../../state/PageContext';
import type { BlockProps } from '../types';
import { RecommendationCard, RecommendationCardSkeleton } from './RecommendationCard';
import { RecommendationTitle } from './RecommendationTitle';
import { upsellCount } from './recommendation-view';
import { pushRecommendationClick, useRecommendations } from './use-recommendations';
import { useT } from '../../../state/i18n';
import { SetChoice, SetSummary, useCartSet } from './CartSet';

const ORIGIN = 'upsell complete the look' as const;

/** The complete-the-look upsell: up to stackedCount (or 3) products stacked together, added one by one or, with checkboxes, together. */
export function CompleteTheLook({ block }: BlockProps<CompleteTheLookBlock>) {
  const t = useT();
  const { site } = usePageInfo();
  const count = upsellCount(block.stackedCount);
  const products = useRecommendations(block, count, ORIGIN);
  const headingId = `${block.id}-title`;
  const hasTitle = Boolean(block.title || block.titleHtml);
  const set = useCartSet(block.id, products ?? [], ORIGIN);
  const checkboxes = block.addToCartControls === 'checkbox';

  if (products && products.length === 0) return null;
  return (
    <section
      className="complete-the-look"
      data-block="complete-the-look"
      aria-labelledby={hasTitle ? headingId : undefined}
      aria-label={hasTitle ? undefined : t('blocks.completeTheLook')}
      aria-busy={products === null}
    >
      <RecommendationTitle id={headingId} title={block.title} titleHtml={block.titleHtml} className="complete-the-look__title" />
      <ul className="complete-the-look__list">
        {products
          ? products.map((product) => (
              <li key={product.id}>
                <RecommendationCard product={product} site={site} showRatings={block.showRatings} addToCart={block.addToCartControls === 'cta' ? ORIGIN : undefined} onSelect={() => pushRecommendationClick(product, 1, ORIGIN)}>
                  {checkboxes ? <SetChoice set={set} product={product} /> : null}
                </RecommendationCard>
              </li>
            ))
          : Array.from({ length: count }, (_, index) => <li key={index}><RecommendationCardSkeleton /></li>)}
      </ul>
      {checkboxes && products ? <SetSummary set={set} /> : null}
    </section>
  );
}
