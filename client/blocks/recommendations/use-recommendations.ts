import { useEffect, useRef, useState } from 'react';
import type { RecommendationItem, RecommendationsResponse } from '../../../shared/schemas';
import { pushDataLayer } from '../../analytics/data-layer';
import { usePageInfo } from '../../state/PageContext';
import { recommendationImpressions, recommendationsUrl, shouldSendImpressions, type InteractionOrigin } from './recommendation-view';

interface RecommendationSource {
  widgetId: string;
  recommendedProducts?: RecommendationItem[];
  selected: boolean;
  monetateDecision?: { name: string; Control: boolean };
}

/**
 * Products for a recommendation block: the editor's pinned list, else the recommendations
 * endpoint for this page's product or category. `null` while loading; a failure yields [].
 */
export function useRecommendations(block: RecommendationSource, count: number, origin: InteractionOrigin): RecommendationItem[] | null {
  const { productId, categoryId } = usePageInfo();
  const [products, setProducts] = useState<RecommendationItem[] | null>(block.recommendedProducts?.slice(0, count) ?? null);
  const impressionSent = useRef(false);

  useEffect(() => {
    if (block.recommendedProducts) return;
    const controller = new AbortController();
    fetch(recommendationsUrl({ widgetId: block.widgetId, productId, categoryId, count }), { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setProducts(((await response.json()) as RecommendationsResponse).products.slice(0, count));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('recommendations: could not load products', error);
        setProducts([]);
      });
    return () => controller.abort();
  }, [block.recommendedProducts, block.widgetId, productId, categoryId, count]);

  useEffect(() => {
    if (impressionSent.current || !products || !shouldSendImpressions(products, block.selected, block.monetateDecision)) return;
    impressionSent.current = true;
    const event = origin === 'upsell complete the look' ? 'upsellImpression' : 'productRecImpressions';
    pushDataLayer({ event, widgetId: block.widgetId, impressions: recommendationImpressions(products, origin) });
  }, [products, block.selected, block.monetateDecision, block.widgetId, origin]);

  return products;
}

/** spec §7 "Product rec click": one product, with its recToken. */
export function pushRecommendationClick(product: RecommendationItem, position: number, origin: InteractionOrigin): void {
  pushDataLayer({ event: 'productRecClick', impressions: recommendationImpressions([product], origin, 1).map((item) => ({ ...item, position })) });
}
