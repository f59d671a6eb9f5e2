import type { ServiceInputs } from '../services/inputs';
import { adoptSite } from '../services/request-site';
import { CANNOT_AUTHORIZE, shopperSessionOf } from '../session';
import { createUpstreamClient } from '../upstream';
import type { CartFailure, CartSession } from './cart-service';

/**
 * The cart's view of this request's shopper session: the basket it owns and an upstream client
 * carrying the shopper's token. A basket found gone or someone else's is dropped from the session;
 * the next basket the shopper gets takes its place.
 *
 * A page render passes `keepGoneBasket`: it drops such a basket for its own request only, so the
 * browser's own read meets CART_NOT_FOUND too, since only the browser holds the lines to restore.
 */
export async function cartSession(inputs: ServiceInputs, { keepGoneBasket = false } = {}): Promise<CartSession> {
  const { env, ctx } = inputs;
  const handle = shopperSessionOf(inputs);
  const upstream = createUpstreamClient(env, ctx, handle);
  const current = await handle.current();
  let basketId = current?.basketId ?? null;
  let basketSiteId = current?.basketSiteId ?? null;
  return {
    upstream,
    siteId: ctx.siteParams.siteId,
    basketId: () => basketId,
    basketSiteId: () => basketSiteId,
    buyingInStore: Boolean(current?.buyInStore),
    upstreamOn(site) {
      const elsewhere = { ...ctx };
      adoptSite(elsewhere, site);
      return createUpstreamClient(env, elsewhere, handle);
    },
    async ensureShopper(): Promise<CartFailure | null> {
      const outcome = await handle.ensure();
      if (!outcome.ok) return outcome.failure;
      // A refused token call (403, minting or refreshing) leaves the shopper anonymous, and no basket is written without a token.
      if (!outcome.session || !(await handle.authorization())) return { ...CANNOT_AUTHORIZE };
      basketId = outcome.session.basketId ?? basketId;
      return null;
    },
    async rememberBasket(next) {
      basketId = next;
      // Every basket answer this session's client gets is of the request's site (the backend answers a basket only on its own).
      basketSiteId = next === null ? null : ctx.siteParams.siteId;
      if (next === null && keepGoneBasket) return;
      // A basket found gone or someone else's leaves the sealed session too, so the next add starts a new one.
      await handle.remember({ basketId: next });
    },
    async rememberSavedList(saveForLaterId) {
      await handle.remember({ saveForLaterId });
    },
  };
}
