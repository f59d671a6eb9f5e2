import { errorPlacement } from '../../shared/cart/errors';

/** Where on the cart page a failed call's message goes. */
export type MessageSlot = 'coupon' | 'item' | 'top';

/**
 * The error's own placement, where the call that failed has that place: a promo error beside the
 * promo code field it came from, a line's error beside that line; everything else (the session,
 * the network, a line error from the coupon) at the top of the page.
 */
export function messageSlot(errorId: string, from: { itemId?: string; atInput?: boolean }): MessageSlot {
  const placement = errorPlacement(errorId);
  if (placement === 'input' && from.atInput) return 'coupon';
  if (placement === 'item' && from.itemId) return 'item';
  return 'top';
}
