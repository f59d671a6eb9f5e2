import * as z from 'zod';
import { PagePathSchema } from '../../routing/page-path';
import { RECOMMENDATION_IMPRESSION_CAP, UPSELL_DEFAULT_COUNT } from '../../catalogue/recommendations-limits';

// What the browser may ask the worker to record with the personalisation engine (its
// further event calls). The worker adds the engine id, customer and channel itself.

const Token = z.string().min(1).max(256);

export const PersonalisationEventSchema = z.discriminatedUnion('type', [
  /** Recommendations shown: up to 24, 1 for an upsell click, stackedCount for an upsell. */
  z.object({ type: z.literal('recImpressions'), recTokens: z.array(Token).min(1).max(RECOMMENDATION_IMPRESSION_CAP) }),
  z.object({ type: z.literal('recClicks'), recTokens: z.array(Token).min(1).max(RECOMMENDATION_IMPRESSION_CAP) }),
  /** An experience's trackingEvent. */
  z.object({ type: z.literal('pageEvents'), pageEvents: z.array(z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/)).min(1).max(20) }),
  /** A page the browser showed: the customer-data tracking pixel (v2/zaius.gif). */
  z.object({ type: z.literal('pageView'), page: PagePathSchema }),
]);
export type PersonalisationEvent = z.infer<typeof PersonalisationEventSchema>;

/**
 * Recommendation impressions: the recTokens reported for what was shown. A carousel
 * reports up to 24, an upsell its stackedCount (default 3), and an upsell click just the one clicked.
 */
export function recImpressionTokens(products: readonly { recToken: string }[], shown: { kind: 'carousel' } | { kind: 'upsell'; stackedCount?: number | undefined } | { kind: 'upsell-click' }): string[] {
  const cap = shown.kind === 'carousel' ? RECOMMENDATION_IMPRESSION_CAP : shown.kind === 'upsell' ? Math.min(shown.stackedCount ?? UPSELL_DEFAULT_COUNT, RECOMMENDATION_IMPRESSION_CAP) : 1;
  return products.slice(0, cap).map((product) => product.recToken);
}
