import type { ApproachingPromotion } from './schemas/cart';

/** The three parts of a promotion's callout, in the order the threshold states use them. */
export interface CalloutParts {
  approaching: string;
  above: string;
  reached: string;
}

/** A callout that does not split into exactly three parts on its pipes is ignored (null). */
export function splitCallout(callout: string): CalloutParts | null {
  const parts = callout.split('|').map((part) => part.trim());
  if (parts.length !== 3) return null;
  const [approaching, above, reached] = parts as [string, string, string];
  return { approaching, above, reached };
}

export type ThresholdStatus = ApproachingPromotion['thresholdStatus'];

/** One approaching-promotion message as the cart shows it. */
export interface ApproachingMessage {
  promotionId: string;
  status: ThresholdStatus;
  /** The callout part of this state, with the amount still to spend filled in. */
  text: string;
}

/** Where a message may show; a promotion that names no context shows everywhere. */
export type DisplayContext = 'cart' | 'mini-cart';

type WithContexts = ApproachingPromotion & { displayContexts?: readonly string[] };

/**
 * The messages to show: below the threshold the approaching part, above it (the amount still
 * given) the second, reached the third. `formatAmount` writes the distance (`{distance}` in the
 * callout) and the threshold (`{threshold}`) in the site's currency. Dismissed promotion ids and
 * promotions meant for another context are left out; so is a callout without its three parts.
 */
export function approachingMessages(
  promotions: readonly ApproachingPromotion[],
  { dismissed, context, formatAmount }: { dismissed: ReadonlySet<string>; context: DisplayContext; formatAmount: (amount: number) => string },
): ApproachingMessage[] {
  const messages: ApproachingMessage[] = [];
  for (const promotion of promotions as readonly WithContexts[]) {
    if (dismissed.has(promotion.promotionId)) continue;
    if (promotion.displayContexts?.length && !promotion.displayContexts.includes(context)) continue;
    const parts = splitCallout(promotion.calloutMsg);
    if (!parts) continue;
    const template = promotion.thresholdStatus === 'Threshold Reached' ? parts.reached : promotion.thresholdStatus === 'Above Threshold' ? parts.above : parts.approaching;
    const text = template
      .replaceAll('{distance}', formatAmount(promotion.distanceFromConditionThreshold))
      .replaceAll('{threshold}', formatAmount(promotion.threshold));
    if (text) messages.push({ promotionId: promotion.promotionId, status: promotion.thresholdStatus, text });
  }
  return messages;
}
