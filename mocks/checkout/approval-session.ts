import type { IRequest } from 'itty-router';
import { api } from '../../shared/api';
import { basketAfter, cartNotFound, type OpenBasket } from '../cart';
import { toMinor } from '../markets';
import { answer } from '../catalogue-routes';
import type { Env } from '../env';
import { errorResponse } from '../http';
import { type ApprovalMethod, openApproval, parentOriginOf } from '../payments';

/**
 * The provider session Klarna or PayPal opens for a basket at its total, for the shopper to
 * authorise or approve on the provider's page. A PayPal session keeps the shop origin it may
 * return to (the `referer` the storefront sends), so its page redirects nowhere else.
 */
export async function approvalSession(request: IRequest, env: Env, open: OpenBasket, method: ApprovalMethod, referer: string | undefined): Promise<Response> {
  const returnOrigin = method === 'PAYPAL' ? parentOriginOf(referer) : null;
  if (method === 'PAYPAL' && !returnOrigin) return errorResponse(request, 400, 'API400', 'referer must be the shop’s origin');
  const cart = await basketAfter(request, env, open, { unchanged: true });
  if (!cart.items.length) return cartNotFound(request);
  const sessionId = await openApproval(env.DB, { method, cartId: open.state.cart.id, amount: toMinor(cart.totals.total, cart.currency), currency: cart.currency, returnOrigin });
  return answer(api.cart.paymentSession, { sessionId, basketId: open.state.cart.id });
}
