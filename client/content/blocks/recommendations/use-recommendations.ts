import { useEffect, useRef, useState } from 'react';
import type { RecommendationItem } from '../../../../shared/catalogue/schemas/recommendations';
import { api, callApi } from '../../../api';
import { pushProductRecClick, pushProductRecImpressions, pushUpsellImpression } from '../../../analytics/data-layer';
import { usePageInfo } from '../../../state/PageContext';
import { usePersonalisation } from '../../../decisions';
import { recommendationDecision } from '../../../../shared/decisions/personalisation';
import { trackEvent } from '../../../analytics/tracked-events';
import { loadRecommendationSets } from './recalculation';
import { useSignals } from '@preact/signals-react/runtime';
import { recImpressionTokens } from '../../../../shared/decisions/personalisation/events';
import { recommendationImpressions, shouldSendImpressions, widgetRecommendationsQuery, type InteractionOrigin } from './recommendation-view';

/**
 * Products the personalisation engine chose on this page, so a click on one is recorded with the
 * engine too. Filled only from effects, which never run on the server, so no request's data
 * lingers in the worker isolate.
 */
const engineProducts = new WeakSet<RecommendationItem>();

interface RecommendationSource {
  widgetId: string;
  recommendedProducts?: RecommendationItem[];
  selected: boolean;
  monetateDecision?: { name: string; Control: boolean };
  /** The block's place in the second engine's array. */
  bloomreachIndex?: number;
}

/**
 * Products for a recommendation block: the editor's pinned list, else the personalisation
 * engine's products for this widget (decided by the worker, so they are in the SSR HTML),
 * else the second engine's set at the block's `bloomreachIndex` (one array per
 * page, read by index), else the recommendations endpoint for this page's product or
 * category. Decisions and the second engine's array follow the recalculate event.
 * `null` while loading; a failure yields [].
 */
export function useRecommendations(block: RecommendationSource, count: number, origin: InteractionOrigin): RecommendationItem[] | null {
  useSignals();
  const { productId, categoryId } = usePageInfo();
  const personalisation = usePersonalisation();
  const decided = recommendationDecision(personalisation.decision.value, block.widgetId);
  const secondEngineIndex = block.recommendedProducts || decided ? undefined : block.bloomreachIndex;
  const sets = personalisation.recommendationSets.value;
  const given = block.recommendedProducts ?? decided?.products ?? (secondEngineIndex !== undefined && sets ? (sets[secondEngineIndex]?.products ?? []) : undefined);
  const [fetched, setFetched] = useState<RecommendationItem[] | null>(null);
  const products = given ? given.slice(0, count) : fetched;
  // The products last reported as shown, so a refreshed set is reported once too.
  const reported = useRef<string | null>(null);
  // monetateDecision: the engine's, when it chose these products.
  const monetateDecision = decided && !block.recommendedProducts ? { name: decided.name, Control: decided.control } : block.monetateDecision;

  useEffect(() => {
    if (secondEngineIndex !== undefined) void loadRecommendationSets(personalisation, { productId, categoryId });
  }, [secondEngineIndex, personalisation, productId, categoryId]);

  useEffect(() => {
    if (given || secondEngineIndex !== undefined) return;
    const controller = new AbortController();
    callApi(api.recommendations.widgetRecommendations, { query: widgetRecommendationsQuery({ widgetId: block.widgetId, productId, categoryId, count }), signal: controller.signal })
      .then((result) => {
        if (!result.ok) throw new Error(`HTTP ${result.status} ${result.error.errorId}`);
        setFetched(result.data.products.slice(0, count));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('recommendations: could not load products', error);
        setFetched([]);
      });
    return () => controller.abort();
  }, [given, secondEngineIndex, block.widgetId, productId, categoryId, count]);

  useEffect(() => {
    if (decided && !block.recommendedProducts) for (const product of products ?? []) engineProducts.add(product);
  }, [products, decided, block.recommendedProducts]);

  useEffect(() => {
    if (!products || !shouldSendImpressions(products, block.selected, monetateDecision)) return;
    const shownKey = products.map((product) => product.recToken).join();
    if (reported.current === shownKey) return;
    reported.current = shownKey;
    const push = origin === 'upsell complete the look' ? pushUpsellImpression : pushProductRecImpressions;
    push(block.widgetId, recommendationImpressions(products, origin));
    // The engine's own impression record, for the products it chose.
    if (decided && !block.recommendedProducts) {
      const shown = origin === 'upsell complete the look' ? ({ kind: 'upsell', stackedCount: count } as const) : ({ kind: 'carousel' } as const);
      trackEvent({ type: 'recImpressions', recTokens: recImpressionTokens(products, shown) });
    }
  }, [products, block.selected, monetateDecision, block.widgetId, origin, decided, block.recommendedProducts, count]);

  return products;
}

/** "Product rec click": one product, with its recToken. */
export function pushRecommendationClick(product: RecommendationItem, position: number, origin: InteractionOrigin): void {
  const [impression] = recommendationImpressions([product], origin, 1);
  if (impression) pushProductRecClick({ ...impression, position });
  // Record RecClicks: the clicked recommendation's recToken.
  if (engineProducts.has(product)) {
    trackEvent({ type: 'recClicks', recTokens: [product.recToken] });
    // An upsell click also reports one impression, the clicked product.
    if (origin === 'upsell complete the look') trackEvent({ type: 'recImpressions', recTokens: recImpressionTokens([product], { kind: 'upsell-click' }) });
  }
}
