import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { shopperSession } from '../session';
import { createUpstreamClient } from '../upstream';
import type { CartFailure, CartSession } from './cart-service';

/**
 * The cart's view of this request's shopper session: the basket it owns and an upstream client
 * carrying the shopper's token. A basket found gone or someone else's is dropped for the rest of
 * the request; the next basket the shopper gets replaces it in the session.
 */
export async function cartSession(c: Context<AppEnv>): Promise<CartSession> {
  const handle = shopperSession(c);
  const upstream = createUpstreamClient(c.env, c.get('requestContext'), handle);
  let basketId = (await handle.current())?.basketId ?? null;
  return {
    upstream,
    basketId: () => basketId,
    async ensureShopper(): Promise<CartFailure | null> {
      const outcome = await handle.ensure();
      if (!outcome.ok) return outcome.failure;
      // A refused token (403) leaves the shopper anonymous: the cart call says what that means.
      basketId = outcome.session?.basketId ?? basketId;
      return null;
    },
    async rememberBasket(next) {
      basketId = next;
      if (next) await handle.remember({ basketId: next });
    },
    async rememberSavedList(saveForLaterId) {
      await handle.remember({ saveForLaterId });
    },
  };
}
