import { batch } from '@preact/signals-core';
import { StoreIdSchema, type Cart, type CartItem } from '../../shared/cart/schemas/cart';
import type { AddSetBody, AddToCartBody, DeliveryBody, RestoreBody, UpdateLineBody } from '../../shared/cart/cart-routes';
import { INVALID_CUSTOMER_RELOAD_MS, isCartNotFound, isInvalidCustomer } from '../../shared/cart/errors';
import { cartPayload, pushDataLayer, type CartLineSource, type InteractionOrigin } from '../analytics/data-layer';
import { reportConversion } from '../analytics/tracked-events';
import { requestRecalculate } from '../state/recalculate';
import { isEmployeeConnected, readBuyInStoreSession } from '../in-store';
import type { Store } from '../state/store';
import { MINI_CART_DIALOG } from '../dialogs/dialog-ids';
import { readFavoriteStore } from '../catalogue';
import type { ApiError } from '../api';
import { cartCall, type CartResult } from './cart-client';
import { cart as cartRoutes } from '../../shared/fapi/routes/cart';
import { cartKey, forget, readJson, writeJson } from '../persistence';

/** The cart as the storefront remembers it between pages and after a basket expires (local storage). */
interface Remembered {
  basketId: string;
  items: RestoreBody['items'];
  /** The lines as the shopper last saw them, shown while the basket cannot be read (the commerce backend down). */
  lines?: CartItem[];
}

function remember(cart: Cart | null): void {
  // Where storage is blocked or full nothing is kept: the basket itself is still on the server.
  if (!cart) forget(cartKey);
  else {
    const items = cart.items.filter((item) => !item.bonus).map((item) => ({ productId: item.productId, qty: item.qty, ...(item.shippingOptions.selected === 'pickup' && item.shippingOptions.storeId ? { storeId: item.shippingOptions.storeId } : {}) }));
    writeJson(cartKey, { basketId: cart.basketId, items, lines: cart.items } satisfies Remembered);
  }
}

/** Forgets the remembered cart (an order was placed with it). */
export function forgetRememberedCart(): void {
  remember(null);
}

/** The cart's lines as this browser last saw them, for when the basket cannot be read; none when it never saw one. */
export function lastKnownLines(): CartItem[] {
  const lines = remembered()?.lines;
  return Array.isArray(lines) ? lines : [];
}

function remembered(): Remembered | null {
  const value = readJson(cartKey) as Remembered | null;
  return value && Array.isArray(value.items) ? value : null;
}

/** Puts an answer into the page's state; a change of emptiness lets personalisation recalculate. */
function settle(store: Store, result: CartResult & { ok: true }): void {
  const { cart, saveForLater, siteSwitch } = result.data;
  const wasEmpty = store.cart.value.totalItems === 0;
  batch(() => {
    store.cartDetail.value = cart;
    if (saveForLater) store.savedForLater.value = saveForLater;
    if (siteSwitch) store.cartSiteSwitch.value = siteSwitch;
  });
  remember(cart);
  if (wasEmpty !== (store.cart.value.totalItems === 0)) requestRecalculate();
}

/**
 * Runs one cart call with the cart's error rules: a basket that has expired is recreated with
 * the lines the storefront remembers and the call tried once more; one that belongs to another
 * session is forgotten, the shopper told, a new one started and the page reloaded after 4 s.
 */
async function run(store: Store, call: () => Promise<CartResult>): Promise<CartResult> {
  store.cartBusy.value = true;
  try {
    let result = await call();
    if (!result.ok && isCartNotFound(result.error.errorId)) {
      const restored = await cartCall(cartRoutes.restore, { body: { items: remembered()?.items ?? [] } satisfies RestoreBody });
      if (restored.ok) {
        settle(store, restored);
        result = await call();
      }
    }
    if (!result.ok && isInvalidCustomer(result.error.errorId)) {
      remember(null);
      store.cartDetail.value = null;
      void cartCall(cartRoutes.restore, { body: { items: [] } satisfies RestoreBody });
      setTimeout(() => location.reload(), INVALID_CUSTOMER_RELOAD_MS);
    }
    if (result.ok) settle(store, result);
    return result;
  } finally {
    store.cartBusy.value = false;
  }
}

function lineSource(item: CartItem, origin?: InteractionOrigin): CartLineSource {
  const size = item.variants.find((variant) => variant.code === 'size')?.value ?? '';
  const colour = item.variants.find((variant) => variant.code === 'color')?.value ?? item.color;
  return {
    styleCode: item.masterId,
    colourCode: colour || null,
    size,
    name: item.name,
    quantity: item.qty,
    price: { lowCurrent: item.price.current, lowOriginal: item.price.original, currency: item.price.currency },
    ...(item.bonus ? { labels: ['Free Gift' as const] } : {}),
    ...(origin ? { origin } : {}),
  };
}

function pushCart(event: 'addToCart' | 'removeFromCart', cart: Cart | null, lines: CartLineSource[]): void {
  pushDataLayer({ event, ecommerce: { ...cartPayload(cart?.basketId ?? null, lines), cart: cartPayload(cart?.basketId ?? null, (cart?.items ?? []).map((item) => lineSource(item))) } });
}

/** Reads the basket (and the saved list, unless a store employee is connected). */
export function loadCart(store: Store): Promise<CartResult> {
  const query = new URLSearchParams();
  if (isEmployeeConnected(readBuyInStoreSession())) query.set('saved', '0');
  // The shopper's store, so each line can offer pickup there.
  const favStoreId = store.favoriteStore.value?.storeId ?? readFavoriteStore()?.storeId;
  if (favStoreId && StoreIdSchema.safeParse(favStoreId).success) query.set('favStoreId', favStoreId);
  return run(store, () => cartCall(cartRoutes.read, { query: Object.fromEntries(query) }));
}

/** What an accepted add reports: the analytics add for its origin, then the experiment goal. */
function reportAdded(cart: Cart | null, line: { productId: string; qty: number }, origin: InteractionOrigin): void {
  const added = cart?.items.find((item) => item.productId === line.productId);
  if (added) pushCart('addToCart', cart, [{ ...lineSource(added, origin), quantity: line.qty }]);
  reportConversion({ key: 'add_to_cart', tags: { sku: line.productId } });
}

/** Adds a line; the experiment goal counts only once the cart accepted it. */
export async function addToCart(store: Store, body: AddToCartBody, origin: InteractionOrigin = 'direct to PDP'): Promise<CartResult> {
  const result = await run(store, () => cartCall(cartRoutes.addItem, { body }));
  if (result.ok) {
    reportAdded(result.data.cart, body, origin);
    // The cart's lines feed the engines: let them recalculate.
    requestRecalculate();
  }
  return result;
}

/**
 * Tells the shopper an add went in: the mini-cart when that setting is on and the page is not a
 * cart page (where the lines are already in view), else a toast.
 */
export function announceAdd(store: Store, pageType: string, toast: { title: string; message: string }): void {
  if (store.cartSettings.miniCart && !pageType.includes('cart')) store.dialogs.open(MINI_CART_DIALOG);
  else store.toasts.show({ kind: 'success', ...toast });
}

/** How an add of several lines went: what went in, each refused line's reason, or why nothing could be tried. */
export interface SetOutcome {
  added: string[];
  refused: Map<string, ApiError>;
  /** A failure not about any one line (the backend, the network, the session): shown for the whole set. */
  error: ApiError | null;
}

/**
 * Adds several lines in one cart action. The cart takes a set whole or refuses it whole without
 * saying which line it could not take, so a refused set is added again line by line: each line
 * then has its own answer, shown at that line, and the lines the cart can take stay added.
 */
export async function addSetToCart(store: Store, items: AddSetBody['items'], origin: InteractionOrigin): Promise<SetOutcome> {
  const whole = await run(store, () => cartCall(cartRoutes.addSet, { body: { items, origin } satisfies AddSetBody }));
  if (whole.ok) {
    for (const item of items) reportAdded(whole.data.cart, item, origin);
    requestRecalculate();
    return { added: items.map((item) => item.productId), refused: new Map(), error: null };
  }
  if (!isLineRefusal(whole)) return { added: [], refused: new Map(), error: whole.error };
  if (items.length === 1) return { added: [], refused: new Map([[items[0]!.productId, whole.error]]), error: null };
  const outcome: SetOutcome = { added: [], refused: new Map(), error: null };
  for (const item of items) {
    const alone = await addToCart(store, { ...item, origin }, origin);
    if (alone.ok) outcome.added.push(item.productId);
    else if (isLineRefusal(alone)) outcome.refused.set(item.productId, alone.error);
    else return { ...outcome, error: alone.error };
  }
  return outcome;
}

/** A refusal of what was asked (stock, limits, availability), not of the basket or the session, and no backend failure. */
function isLineRefusal(result: CartResult & { ok: false }): boolean {
  return result.status >= 400 && result.status < 500 && !isCartNotFound(result.error.errorId) && !isInvalidCustomer(result.error.errorId);
}

export function updateLine(store: Store, itemId: string, body: UpdateLineBody): Promise<CartResult> {
  return run(store, () => cartCall(cartRoutes.updateLine, { params: { itemId }, body }));
}

export async function removeLine(store: Store, item: CartItem): Promise<CartResult> {
  const result = await run(store, () => cartCall(cartRoutes.removeLine, { params: { itemId: item.itemId } }));
  if (result.ok) pushCart('removeFromCart', result.data.cart, [lineSource(item)]);
  return result;
}

export function setDelivery(store: Store, itemId: string, body: DeliveryBody): Promise<CartResult> {
  return run(store, () => cartCall(cartRoutes.setDelivery, { params: { itemId }, body }));
}

export function saveForLater(store: Store, itemId: string): Promise<CartResult> {
  return run(store, () => cartCall(cartRoutes.saveForLater, { params: { itemId } }));
}

export function moveToCart(store: Store, listId: string, itemId: string): Promise<CartResult> {
  return run(store, () => cartCall(cartRoutes.moveToCart, { params: { listId, itemId } }));
}

/** Takes an item off the saved-for-later list for good. */
export function removeSaved(store: Store, listId: string, itemId: string): Promise<CartResult> {
  return run(store, () => cartCall(cartRoutes.removeSaved, { params: { listId, itemId } }));
}

export function applyCoupon(store: Store, code: string): Promise<CartResult> {
  return run(store, () => cartCall(cartRoutes.applyCoupon, { body: { code } }));
}

export function removeCoupon(store: Store, code: string): Promise<CartResult> {
  return run(store, () => cartCall(cartRoutes.removeCoupon, { params: { code } }));
}
