import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { shopperSession } from '../../middleware/session';
import { fail } from './checkout-service';

/**
 * A page still checking out a basket that this session has already placed (the order went
 * through in another tab or window): the refusal names that order, so the page says it was placed
 * and links to it, instead of calling the basket expired. Null when the basket is still open here.
 */
export async function alreadyPlaced(c: Context<AppEnv>, basketId: string | undefined) {
  if (!basketId) return null;
  const session = await shopperSession(c).current();
  if (!session || session.basketId === basketId) return null;
  const order = session.orders.find((kept) => kept.basketId === basketId);
  return order ? fail('ORDER_ALREADY_PLACED', 'This basket has already been placed as an order', { orderNumber: order.orderNumber }) : null;
}
