import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { api } from '../../../shared/api';
import type { GiftCardBalanceAnswer, GiftCardBalanceBody } from '../../../shared/checkout/checkout-routes';
import { shopperSession } from '../session';
import { createUpstreamClient } from '../upstream';
import type { Outcome } from './checkout-service';

/**
 * A gift card's balance for the shopper at checkout (a guest too), in the site's currency: the
 * backend's answer, or its refusal with the catalogue code (GFC400, GFC800, GFC812…).
 */
export async function giftCardBalance(c: Context<AppEnv>, body: GiftCardBalanceBody): Promise<Outcome<GiftCardBalanceAnswer>> {
  const handle = shopperSession(c);
  const session = await handle.current();
  if (!session?.basketId) return { ok: false, failure: { status: 409, errorId: 'CART_NOT_FOUND', message: 'There is no cart to check out', extras: { code: 'BSK404' } } };
  const upstream = createUpstreamClient(c.env, c.get('requestContext'), handle);
  const result = await upstream.call(api.cart.giftCardBalance, { body });
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, failure: { status: result.status, errorId: result.errorId, message: result.message, ...(result.extras ? { extras: result.extras } : {}) } };
}
