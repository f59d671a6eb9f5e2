import { api } from '../../shared/api';
import type { SiteSwitch } from '../../shared/cart/cart-routes';
import type { CartItem } from '../../shared/cart/schemas/cart';
import { siteById } from '../../shared/site';
import type { CartSession } from './cart-service';

/*
 * A basket belongs to the site it was made on: it is priced in that site's currency, price book,
 * tax and delivery rules, and the backend answers it on no other. When a shopper with a basket
 * moves to another site, the lines come along into their basket there, priced by that site; the
 * old basket is left as it was on its own site. A line the new site does not sell (no price in its
 * currency, a gift card value it does not issue) stays behind and is named in the notice.
 */

type NewLine = { productId: string; qty: number; giftOption?: NonNullable<CartItem['giftOption']> };

/** The lines to bring: what the shopper chose, never a bonus item a promotion added; home delivery, as the old site's stores are in another country. */
function linesOf(items: readonly CartItem[]): Array<{ line: NewLine; name: string }> {
  return items
    .filter((item) => !item.bonus)
    .map((item) => ({ line: { productId: item.productId, qty: item.qty, ...(item.giftOption ? { giftOption: item.giftOption } : {}) }, name: item.name }));
}

/**
 * Adds the lines to the shopper's basket on this site (the backend starts one when there is none):
 * in one call when the site sells them all, else line by line, so those it refuses stay behind.
 * Answers the lines left behind.
 */
async function bringLines(session: CartSession, lines: ReturnType<typeof linesOf>): Promise<ReturnType<typeof linesOf>> {
  const all = await session.upstream.call(api.cart.createCartWithItem, { body: { items: lines.map(({ line }) => line) } });
  if (all.ok) {
    await session.rememberBasket(all.data.basketId);
    return [];
  }
  const left: ReturnType<typeof linesOf> = [];
  for (const entry of lines) {
    // One at a time on purpose: each add lands in the basket the previous one made.
    const one = await session.upstream.call(api.cart.createCartWithItem, { body: { items: [entry.line] } });
    if (one.ok) await session.rememberBasket(one.data.basketId);
    else left.push(entry);
  }
  return left;
}

/**
 * When the session's basket was made on another site than this request's, moves its lines to this
 * site (see above) and answers what happened, for the notice; null when nothing moved. The session
 * forgets the old basket either way: a basket is never priced or checked out off its own site.
 */
export async function settleBasketSite(session: CartSession): Promise<SiteSwitch | null> {
  const basketId = session.basketId();
  const fromSiteId = session.basketSiteId();
  if (!basketId || fromSiteId === null || fromSiteId === session.siteId) return null;
  // Reading the old basket and filling the new one both need the shopper's token.
  if (await session.ensureShopper()) return null;
  const fromSite = siteById(fromSiteId);
  const old = fromSite ? await session.upstreamOn(fromSite).call(api.cart.cart, { params: { basketId } }) : null;
  await session.rememberBasket(null);
  const lines = old?.ok ? linesOf(old.data.items) : [];
  if (!lines.length) return null;
  const left = await bringLines(session, lines);
  return { fromSiteId, leftBehind: left.map(({ line, name }) => ({ productId: line.productId, name })) };
}
