import { FlagResponseSchema, TranslationSchema, VoteResponseSchema, type FLAG_REASONS } from '../../../shared/schemas';
import { apiRequest, productApi, type ApiResult } from '../product/api-request';

export type FlagReason = (typeof FLAG_REASONS)[number];

/** spec §7 review vote: one per shopper (the session cookie), the latest counts. */
export function voteOnReview(productId: string, reviewId: string, helpful: boolean) {
  return apiRequest(productApi(productId, `/review/${encodeURIComponent(reviewId)}/vote`), VoteResponseSchema, { method: 'POST', body: { helpful } });
}

/** spec §7 answer vote, the same rule as reviews. */
export function voteOnAnswer(productId: string, answerId: string, helpful: boolean) {
  return apiRequest(productApi(productId, `/review/${encodeURIComponent(answerId)}/questions/vote`), VoteResponseSchema, { method: 'POST', body: { helpful } });
}

export function flagReview(productId: string, reviewId: string, reason: FlagReason): Promise<ApiResult<unknown>> {
  return apiRequest(productApi(productId, `/review/${encodeURIComponent(reviewId)}/flag`), FlagResponseSchema, { method: 'POST', body: { reason } });
}

export function translateReview(reviewId: string, targetLanguage: string) {
  return apiRequest(`/api/products/v1/review/${encodeURIComponent(reviewId)}/translate`, TranslationSchema, { method: 'POST', body: { targetLanguage } });
}

/** A review needs translating when its primary language differs from the page's. */
export function needsTranslation(reviewLanguage: string, pageLanguage: string): boolean {
  return reviewLanguage.toLowerCase().split('-')[0] !== pageLanguage.toLowerCase();
}
