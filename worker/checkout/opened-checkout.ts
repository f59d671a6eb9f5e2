import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { LoadResult } from '../../shared/page';
import { isCartNotFound, isInvalidCustomer } from '../../shared/cart/errors';
import { shopperSessionOf, type ShopperSessionHandle } from '../session';
import { createUpstreamClient, type UpstreamClient } from '../upstream';
import { rememberCartCount } from '../decisions';
import { fail, type CheckoutFailure, type Outcome } from './outcome';

/*
 * The checkout opened on the session's basket: the basket is always the session's own and every
 * call goes upstream with the shopper's token. Each checkout call runs on one (`onBasket`); a
 * refused call that finds the basket gone forgets it, so the next add starts a new one.
 */

export const NO_BASKET = () => fail(409, 'CART_NOT_FOUND', 'There is no cart to check out', { code: 'BSK404' });

/** A checkout call's basket: the request's inputs, the session, its upstream client and whether the shopper is signed in. */
export interface Checkout {
  inputs: ServiceInputs;
  handle: ShopperSessionHandle;
  upstream: UpstreamClient;
  basketId: string;
  registered: boolean;
}

/**
 * A basket is checked out only on the site it was made on, so an order is never charged in another
 * site's currency: from another site's pages the checkout has no basket (the cart there brings the
 * lines over, priced in its own currency, before the shopper can check out again).
 */
const OTHER_SITE_BASKET = () => fail(409, 'CART_NOT_FOUND', "This cart belongs to another of our sites: it is checked out there, in that site's currency", { code: 'BSK404' });

/** The session's basket and an upstream client with the shopper's token; no basket (or one of another site), nothing to check out. */
export async function open(inputs: ServiceInputs): Promise<Checkout | { ok: false; failure: CheckoutFailure }> {
  const handle = shopperSessionOf(inputs);
  const session = await handle.current();
  if (!session?.basketId) return NO_BASKET();
  if (session.basketSiteId !== null && session.basketSiteId !== inputs.ctx.siteParams.siteId) return OTHER_SITE_BASKET();
  return { inputs, handle, upstream: createUpstreamClient(inputs.env, inputs.ctx, handle), basketId: session.basketId, registered: session.type === 'Registered' };
}

/** A refused upstream call; a basket gone or someone else's leaves the session and empties the header. */
export async function refused(checkout: Pick<Checkout, 'inputs' | 'handle'>, result: Extract<LoadResult<unknown>, { ok: false }>): Promise<{ ok: false; failure: CheckoutFailure }> {
  if (isCartNotFound(result.errorId) || isInvalidCustomer(result.errorId)) await forgetBasket(checkout);
  return { ok: false, failure: { status: result.status, errorId: result.errorId, message: result.message, ...(result.extras ? { extras: result.extras } : {}) } };
}

/** The session keeps no basket, and the header's count is emptied with it. */
export async function forgetBasket({ inputs, handle }: Pick<Checkout, 'inputs' | 'handle'>): Promise<void> {
  await handle.remember({ basketId: null });
  await rememberCartCount(inputs, 0);
}

/** The basket read as an order to be (its shipments' applicable methods and the payment methods with it). */
export const readCheckoutCart = (checkout: Checkout) => checkout.upstream.call(api.cart.prepareOrder, { body: { basketId: checkout.basketId } });

/** Runs `run` on the session's basket. */
export async function onBasket<T>(inputs: ServiceInputs, run: (checkout: Checkout) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const checkout = await open(inputs);
  return 'ok' in checkout ? checkout : run(checkout);
}
