import { DEFAULT_MAX_QTY, type CartItem } from '../../shared/cart/schemas/cart';

/** What a line's quantity may reach, and why it stops there. */
export interface LineLimit {
  /** The most the shopper can have: the units left for its delivery, or the per-order maximum. */
  max: number;
  /** `stock` when the units left stop it, `perOrder` when the item's own maximum does, null while it can grow. */
  reason: 'stock' | 'perOrder' | null;
  /** The line wants more than is left (another shopper bought the rest): it cannot be ordered as it is. */
  short: boolean;
}

/**
 * The line's limit. Stock is checked before the per-order maximum, since what is left is the
 * tighter truth; the per-order maximum is named only when an item really has one (the default
 * means none).
 */
export function lineLimit(item: Pick<CartItem, 'qty' | 'maxQty' | 'inventory'>): LineLimit {
  const stock = item.inventory ?? Number.POSITIVE_INFINITY;
  const perOrder = item.maxQty < DEFAULT_MAX_QTY ? item.maxQty : Number.POSITIVE_INFINITY;
  const max = Math.min(stock, perOrder, DEFAULT_MAX_QTY);
  const short = stock < item.qty;
  if (item.qty < max && !short) return { max, reason: null, short };
  return { max, reason: stock <= perOrder ? 'stock' : 'perOrder', short };
}
