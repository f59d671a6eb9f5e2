import type { ServiceInputs } from '../services/inputs';
import { shopperSessionOf } from '../session';
import { fail } from './outcome';

/**
 * A page still checking out a basket that this session has already placed (the order went
 * through in another tab or window): the refusal names that order, so the page says it was placed
 * and links to it, instead of calling the basket expired. Null when the basket is still open here.
 */
export async function alreadyPlaced(inputs: ServiceInputs, basketId: string | undefined) {
  if (!basketId) return null;
  const session = await shopperSessionOf(inputs).current();
  if (!session || session.basketId === basketId) return null;
  const order = session.orders.find((kept) => kept.basketId === basketId);
  return order ? fail('ORDER_ALREADY_PLACED', 'This basket has already been placed as an order', { orderNumber: order.orderNumber }) : null;
}
