import { api } from '../../shared/api';
import type { Cart, SaveForLater } from '../../shared/cart/schemas/cart';
import type { AddSetBody, AddToCartBody, CartAnswer, DeliveryBody, RestoreBody, UpdateLineBody } from '../../shared/cart/cart-routes';
import { isCartNotFound, isInvalidCustomer } from '../../shared/cart/errors';
import type { Site } from '../../shared/site';
import { idempotencyKey, type UpstreamClient, type UpstreamResult } from '../upstream';

/** A failed cart call in the error catalogue's terms. */
export interface CartFailure {
  status: number;
  errorId: string;
  message: string;
  maxAllowedQty?: number;
}

export type CartOutcome = { ok: true; answer: CartAnswer } | { ok: false; failure: CartFailure };

/**
 * What the cart service needs of the shopper's session: an upstream client that carries their
 * token, the basket their session owns, and a way to change it. Reads never mint a session;
 * `ensureShopper` gives a guest one before the first write.
 */
export interface CartSession {
  readonly upstream: UpstreamClient;
  /** The site (siteId) this request is made for: the one the page's locale names. */
  readonly siteId: string;
  /** The same shopper's client for another site: the old basket of a site switch is read on its own site. */
  upstreamOn(site: Site): UpstreamClient;
  basketId(): string | null;
  /** The site the basket was made on; null without a basket or while its site is not yet known. */
  basketSiteId(): string | null;
  /** Whether an associate sells in a store in this session: their saved-for-later list is not the customer's, so it is never read. */
  readonly buyingInStore?: boolean;
  /** Null once the shopper has a session and a live token; the failure to show when none could be had. */
  ensureShopper(): Promise<CartFailure | null>;
  rememberBasket(basketId: string | null): Promise<void>;
  /** Keeps the saved-for-later list's id, so a sign-in can merge it. */
  rememberSavedList(saveForLaterId: string): Promise<void>;
}

const failureOf = (result: Extract<UpstreamResult<unknown>, { ok: false }>): CartFailure => ({
  status: result.status,
  errorId: result.errorId,
  message: result.message,
  ...(result.maxAllowedQty !== undefined ? { maxAllowedQty: result.maxAllowedQty } : {}),
});

const NO_CART: CartFailure = { status: 404, errorId: 'CART_NOT_FOUND', message: 'Cart not found' };

/**
 * A failed basket call: a basket that is gone or someone else's is forgotten by the session, so
 * the next write starts a new one (the browser then re-adds what it remembers).
 */
async function failed(session: CartSession, result: Extract<UpstreamResult<unknown>, { ok: false }>): Promise<CartOutcome> {
  if (isCartNotFound(result.errorId) || isInvalidCustomer(result.errorId)) await session.rememberBasket(null);
  return { ok: false, failure: failureOf(result) };
}

async function withCart(session: CartSession, result: UpstreamResult<Cart>, saveForLater: SaveForLater | null = null): Promise<CartOutcome> {
  if (!result.ok) return failed(session, result);
  if (saveForLater?.saveForLaterId) await session.rememberSavedList(saveForLater.saveForLaterId);
  // A basket whose site the session did not know yet (sealed before baskets had one) learns it here.
  if (result.data.basketId !== session.basketId() || session.basketSiteId() === null) await session.rememberBasket(result.data.basketId);
  return { ok: true, answer: { cart: result.data, saveForLater } };
}

export interface ReadCartOptions {
  /** Whether the first page of the saved-for-later list comes too. */
  saved: boolean;
  favStoreId?: string | undefined;
  pageSize: number;
}

/** The shopper's basket (null without one) and, unless asked not to, the first page of their saved-for-later list. */
export async function readCart(session: CartSession, { saved, favStoreId, pageSize }: ReadCartOptions): Promise<CartOutcome> {
  // A basket of another site is none of this site's: it is never priced here (the cart routes move it first).
  const basketSiteId = session.basketSiteId();
  const basketId = basketSiteId === null || basketSiteId === session.siteId ? session.basketId() : null;
  const [cart, list] = await Promise.all([
    basketId ? session.upstream.call(api.cart.cart, { params: { basketId }, query: favStoreId ? { favStoreId } : {} }) : Promise.resolve(null),
    saved && basketId && !session.buyingInStore ? session.upstream.call(api.cart.savedForLater, { query: { start: 0, count: pageSize } }) : Promise.resolve(null),
  ]);
  const saveForLater = list?.ok ? list.data : null;
  if (!cart) return { ok: true, answer: { cart: null, saveForLater } };
  return withCart(session, cart, saveForLater);
}

/** Runs `run` once the shopper has a session and a token; the failure to show when none could be had. */
async function asShopper(session: CartSession, run: () => Promise<CartOutcome>): Promise<CartOutcome> {
  const refused = await session.ensureShopper();
  return refused ? { ok: false, failure: refused } : run();
}

/** A change to the basket the shopper has: without one it is CART_NOT_FOUND, and nothing is minted for it. */
function onBasket(session: CartSession, run: (basketId: string) => Promise<CartOutcome>): Promise<CartOutcome> {
  const basketId = session.basketId();
  if (!basketId) return Promise.resolve({ ok: false, failure: NO_CART });
  // A basket means a session already: this mints nothing, it only refuses a write without a token.
  return asShopper(session, () => run(basketId));
}

function write(session: CartSession, call: (basketId: string) => Promise<UpstreamResult<Cart>>): Promise<CartOutcome> {
  return onBasket(session, async (basketId) => withCart(session, await call(basketId)));
}

type NewItem = AddSetBody['items'][number] & Pick<AddToCartBody, 'storeId' | 'giftOption'>;

/**
 * Adds lines in one backend call: to the shopper's basket, or to a new one (and a new guest
 * session) when they have none. An add with an attempt id (one queued offline) goes with the
 * idempotency key made from it and the site, so the backend adds it once however often it comes.
 */
function addItems(session: CartSession, items: NewItem[], query: { action?: 'pickup'; favStoreId?: string }, attemptId?: string): Promise<CartOutcome> {
  return asShopper(session, async () => {
    const basketId = session.basketId();
    const options = attemptId ? { headers: { 'idempotency-key': await idempotencyKey(session.siteId, attemptId) } } : {};
    const result = basketId
      ? await session.upstream.call(api.cart.addItems, { query, body: { cartId: basketId, items } }, options)
      : await session.upstream.call(api.cart.createCartWithItem, { query, body: { items } }, options);
    return withCart(session, result);
  });
}

/** Adds a line, for home delivery or pickup in the chosen store; once per attempt id when it has one. */
export function addToCart(session: CartSession, body: AddToCartBody, attemptId?: string): Promise<CartOutcome> {
  const item = { productId: body.productId, qty: body.qty, ...(body.storeId ? { storeId: body.storeId } : {}), ...(body.giftOption ? { giftOption: body.giftOption } : {}) };
  return addItems(session, [item], body.storeId ? { action: 'pickup', favStoreId: body.storeId } : {}, attemptId);
}

/** Adds several lines for home delivery; the backend takes them all or refuses them all. */
export function addSet(session: CartSession, body: AddSetBody): Promise<CartOutcome> {
  return addItems(session, body.items, {});
}

/** A new basket with the lines the browser remembers, after the old one expired or was refused. */
export function restoreCart(session: CartSession, { items }: RestoreBody): Promise<CartOutcome> {
  return asShopper(session, async () => {
    const result = items.length ? await session.upstream.call(api.cart.createCartWithItem, { body: { items } }) : await session.upstream.call(api.cart.createCart, { body: {} });
    return withCart(session, result);
  });
}

export function updateLine(session: CartSession, itemId: string, body: UpdateLineBody): Promise<CartOutcome> {
  return write(session, (basketId) =>
    session.upstream.call(api.cart.updateItem, {
      params: { basketId },
      body: { itemId, ...(body.qty !== undefined ? { qty: body.qty } : {}), ...(body.giftOption !== undefined ? { giftOption: body.giftOption } : {}) },
    }),
  );
}

export function removeLine(session: CartSession, itemId: string): Promise<CartOutcome> {
  return write(session, (cartId) => session.upstream.call(api.cart.removeItem, { query: { cartId, itemId } }));
}

export function applyCoupon(session: CartSession, code: string): Promise<CartOutcome> {
  return write(session, (cartId) => session.upstream.call(api.cart.applyCoupon, { body: { cartId, code } }));
}

export function removeCoupon(session: CartSession, code: string): Promise<CartOutcome> {
  return write(session, (cartId) => session.upstream.call(api.cart.removeCoupon, { query: { cartId, code } }));
}

export function setDelivery(session: CartSession, itemId: string, body: DeliveryBody): Promise<CartOutcome> {
  return write(session, (cartId) =>
    session.upstream.call(api.cart.setShippingMethod, {
      body: { cartId, itemId, code: body.code, shippingId: body.shippingId, shopperAppliedSM: true, ...(body.storeId ? { storeId: body.storeId } : {}) },
    }),
  );
}

async function bothLists(session: CartSession, result: UpstreamResult<{ cart: Cart; saveForLater: SaveForLater }>): Promise<CartOutcome> {
  if (!result.ok) return failed(session, result);
  return withCart(session, { ok: true, data: result.data.cart }, result.data.saveForLater);
}

export function saveForLater(session: CartSession, itemId: string): Promise<CartOutcome> {
  return onBasket(session, async (basketId) => bothLists(session, await session.upstream.call(api.cart.saveForLater, { params: { basketId }, body: { itemId } })));
}

export function moveToCart(session: CartSession, saveForLaterId: string, itemId: string): Promise<CartOutcome> {
  return asShopper(session, async () => {
    let basketId = session.basketId();
    if (!basketId) {
      // The saved list outlives a basket: moving back into none starts one.
      const created = await withCart(session, await session.upstream.call(api.cart.createCart, { body: {} }));
      if (!created.ok) return created;
      basketId = created.answer.cart!.basketId;
    }
    return bothLists(session, await session.upstream.call(api.cart.updateSaveForLater, { body: { action: 'moveToCart', saveForLaterId, itemId, cartId: basketId } }));
  });
}

export async function removeSaved(session: CartSession, saveForLaterId: string, itemId: string): Promise<CartOutcome> {
  const list = await session.upstream.call(api.cart.removeSavedItem, { params: { saveForlaterId: saveForLaterId, itemId } });
  if (!list.ok) return { ok: false, failure: failureOf(list) };
  const basketId = session.basketId();
  const cart = basketId ? await session.upstream.call(api.cart.cart, { params: { basketId } }) : null;
  if (!cart) return { ok: true, answer: { cart: null, saveForLater: list.data } };
  return withCart(session, cart, list.data);
}

/** Lines in a basket, for the header count: bonus items included, as the cart counts them. */
export function cartCount(cart: Cart | null): number {
  return cart ? cart.totalItems : 0;
}
