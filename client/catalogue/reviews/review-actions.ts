import type { FLAG_REASONS } from '../../../shared/catalogue/reviews-limits';
import { api, callApi, type ApiResult } from '../../api';

export type FlagReason = (typeof FLAG_REASONS)[number];

/** Review vote: one per shopper (the session cookie), the latest counts. */
export function voteOnReview(productId: string, reviewId: string, helpful: boolean) {
  return callApi(api.reviews.voteReview, { params: { productId, reviewId }, body: { helpful } });
}

/** Answer vote, the same rule as reviews. */
export function voteOnAnswer(productId: string, answerId: string, helpful: boolean) {
  return callApi(api.reviews.voteAnswer, { params: { productId, answerId }, body: { helpful } });
}

export function flagReview(productId: string, reviewId: string, reason: FlagReason): Promise<ApiResult<unknown>> {
  return callApi(api.reviews.flagReview, { params: { productId, reviewId }, body: { reason } });
}

export function translateReview(reviewId: string, targetLanguage: string) {
  return callApi(api.reviews.translateReview, { params: { reviewId }, body: { targetLanguage } });
}

/** A review needs translating when its primary language differs from the page's. */
export function needsTranslation(reviewLanguage: string, pageLanguage: string): boolean {
  return reviewLanguage.toLowerCase().split('-')[0] !== pageLanguage.toLowerCase();
}
