import type { RecommendationItem } from '../../../../shared/catalogue/schemas/recommendations';
import type { InteractionOrigin as AnalyticsOrigin } from '../../../analytics/payloads';
import { RECOMMENDATION_IMPRESSION_CAP, UPSELL_DEFAULT_COUNT, type RecommendationVariant } from '../../../../shared/catalogue/recommendations-limits';

// Pure rules behind the recommendation blocks: what they show, when impressions go out, and their limits.

export const CARDS_PER_ROW: Record<RecommendationVariant, number> = { '3-cards': 3, '5-cards': 5, '6-cards': 6 };
/** How many products a carousel asks for. */
export const CAROUSEL_COUNT = 12;

/** The skeleton is 1 row for 3-cards, else 2 rows. */
export function skeletonCards(variant: RecommendationVariant): number {
  return CARDS_PER_ROW[variant] * (variant === '3-cards' ? 1 : 2);
}

/** The upsell shows up to stackedCount, or 3. */
export const upsellCount = (stackedCount: number | undefined) => stackedCount ?? UPSELL_DEFAULT_COUNT;

export interface RecommendationContext {
  widgetId: string;
  productId: string | null;
  categoryId: string | null;
  count: number;
}

/** The page a recommendation call is for: its product or category, when it has one (the worker adds locale and headers). */
export function pageContextQuery(page: { productId: string | null; categoryId: string | null }): { productId?: string; categoryId?: string } {
  return { ...(page.productId ? { productId: page.productId } : {}), ...(page.categoryId ? { categoryId: page.categoryId } : {}) };
}

/** The widget recommendations call's query. */
export function widgetRecommendationsQuery({ widgetId, productId, categoryId, count }: RecommendationContext) {
  return { widgetId, count, ...pageContextQuery({ productId, categoryId }) };
}

/** Impressions go out only for a selected, non-control decision that has products. */
export function shouldSendImpressions(products: readonly unknown[], selected: boolean, decision?: { Control: boolean }): boolean {
  return products.length > 0 && selected && !decision?.Control;
}

/** The interaction origins a recommendation block reports. */
export type InteractionOrigin = Extract<AnalyticsOrigin, 'recommendation carousel' | 'upsell complete the look'>;

/** Analytics payload for recommendations; capped at 24 per push. */
export function recommendationImpressions(products: readonly RecommendationItem[], origin: InteractionOrigin, cap = RECOMMENDATION_IMPRESSION_CAP) {
  return products.slice(0, cap).map((product, index) => ({
    id: product.productId,
    name: product.title,
    price: product.price.lowCurrent,
    currency: product.price.currency,
    position: index + 1,
    recToken: product.recToken,
    list: origin,
  }));
}
