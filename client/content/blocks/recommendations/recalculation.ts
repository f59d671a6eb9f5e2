import { onDemand } from '#on-demand';
import { useEffect } from 'react';
import { api, callApi } from '../../../api';
import type { PersonalisationStore } from '../../../decisions';
import { RECALCULATE_EVENT } from '../../../state/recalculate';
// Each set carries a carousel's worth; a block shows up to its own count.
import { CAROUSEL_COUNT, pageContextQuery } from './recommendation-view';

/*
 * What a recalculate event refreshes: the second engine's recommendation sets and the engine's
 * decision, each only if the page already uses it. The event itself is the client state's, so the
 * cart and the consent banner can announce it without reaching into the blocks.
 */

interface PageContext {
  productId: string | null;
  categoryId: string | null;
}


/** Fills the second engine's array once per page (or again after a recalculation); a failure leaves it empty. */
export function loadRecommendationSets(store: PersonalisationStore, page: PageContext): Promise<void> {
  store.setsRequest ??= callApi(api.recommendations.recommendationSets, { query: { count: CAROUSEL_COUNT, ...pageContextQuery(page) } })
    .then((result) => {
      if (!result.ok) throw new Error(`HTTP ${result.status} ${result.error.errorId}`);
      store.recommendationSets.value = result.data.sets;
    })
    .catch((error: unknown) => {
      console.warn('recommendations: second engine unavailable', error);
      store.recommendationSets.value = [];
    });
  return store.setsRequest;
}

async function refreshDecision(store: PersonalisationStore): Promise<void> {
  // Its schema brings zod, which no page needs before the visitor's first action.
  const { PersonalisationDecisionsResponseSchema, PERSONALISATION_DECISIONS_PATH } = await onDemand.personalisationDecision();
  const response = await fetch(PERSONALISATION_DECISIONS_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: location.pathname }) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  // null (no consent, or the engine missed its budget) keeps what is shown.
  const { decision } = PersonalisationDecisionsResponseSchema.parse(await response.json());
  if (decision) store.decision.value = decision;
}

/** Mounted once per page: on each recalculate event, re-reads what the page already uses. */
export function useRecalculation(store: PersonalisationStore, page: PageContext): void {
  const { productId, categoryId } = page;
  useEffect(() => {
    const recalculate = () => {
      refreshDecision(store).catch((error: unknown) => console.warn('personalisation: decision not refreshed', error));
      if (store.setsRequest) {
        store.setsRequest = null;
        void loadRecommendationSets(store, { productId, categoryId });
      }
    };
    window.addEventListener(RECALCULATE_EVENT, recalculate);
    return () => window.removeEventListener(RECALCULATE_EVENT, recalculate);
  }, [store, productId, categoryId]);
}
