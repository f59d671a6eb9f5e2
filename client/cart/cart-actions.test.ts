import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../shared/cart/schemas/cart';
import { createStore, EMPTY_STORE } from '../state/store';
import { CART_STORAGE_KEY, FAVORITE_STORE_KEY } from '../persistence';
import { MINI_CART_DIALOG } from '../dialogs/dialog-ids';
import { addSetToCart, addToCart, announceAdd, loadCart } from './cart-actions';

const BASKET = 'a'.repeat(32);
const NEW_BASKET = 'b'.repeat(32);
const SKU = 'JK123456001-M';

function cart(basketId: string, lines: [sku: string, qty: number][]): Cart {
  const totals = { currency: 'USD', itemTotal: 0, itemSubTotal: 0, totalDiscount: 0, totalDiscountPercentage: 0, shipping: 0, tax: 0, taxAmount: 0, total: 0, totalWithoutTax: 0, netAmount: 0, remainingToPay: 0, totalUnits: lines.reduce((sum, [, qty]) => sum + qty, 0) };
  return {
    basketId,
    id: basketId,
    currency: 'USD',
    totalItems: lines.length,
    items: lines.map(([productId, qty], index) => ({
      itemId: `item${String(index).padStart(20, '0')}`,
      id: `item${String(index).padStart(20, '0')}`,
      productId,
      masterId: productId.slice(0, 8),
      name: 'Jacket',
      slug: 'jacket',
      qty,
      maxQty: 999999,
      color: '001',
      variants: [],
      pdpUrl: '/en-us/p/jacket-JK123456',
      productImageURL: '/i.svg',
      price: { currency: 'USD', original: 10, current: 10, rowTotal: 10 * qty, priceAfterItemDiscount: 10, priceAfterOrderDiscount: 10, proratedPrice: 10 },
      taxTotal: 0,
      shipmentId: 'standard',
      shippingOptions: { selected: 'standard', storeId: null, available: [] },
      giftOption: null,
      productPromotions: [],
      customerNotifications: [],
      bonus: false,
      available: true,
      isDigital: false,
    })),
    shippingMethods: [],
    couponItems: [],
    orderPromotions: [],
    priceAdjustments: [],
    promoSummary: [],
    approachingPromotions: [],
    flash: [],
    favoriteStoreId: null,
    saveForLaterId: null,
    totals,
    lastModified: '2026-01-01T00:00:00Z',
  } as Cart;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, errorId: string) => json({ errorDetails: [{ errorId, message: errorId }], appId: 'a', correlationId: 'c' }, status);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A scripted cart backend: each call gets the next answer, and is recorded. */
function backend(...answers: Response[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    // The page's event queue reports the experiment goal on its own: not a cart call.
    if (url.startsWith('/fapi/events')) return new Response(null, { status: 204 });
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next;
  });
  return calls;
}

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  reload = vi.fn();
  const target = new EventTarget();
  vi.stubGlobal('window', Object.assign(target, { dataLayer: [] as unknown[] }));
  vi.stubGlobal('document', { documentElement: { dataset: {} } });
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('location', { reload, pathname: '/en-us/cart', href: 'https://shop.test/en-us/cart' });
});

afterEach(async () => {
  vi.useRealTimers();
  // Let the event queue flush before the globals it reads go away.
  await new Promise((resolve) => setTimeout(resolve, 10));
  vi.unstubAllGlobals();
});

describe('cart actions', () => {
  it('recreate an expired basket with the remembered lines, then retry the call', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ basketId: BASKET, items: [{ productId: SKU, qty: 2 }] }));
    const store = createStore(EMPTY_STORE);
    const calls = backend(refusal(404, 'CART_NOT_FOUND'), json({ cart: cart(NEW_BASKET, [[SKU, 2]]), saveForLater: null }), json({ cart: cart(NEW_BASKET, [[SKU, 2]]), saveForLater: null }));
    const result = await loadCart(store);
    expect(result.ok).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /en-us/fapi/cart', 'POST /en-us/fapi/cart/restore', 'GET /en-us/fapi/cart']);
    expect(calls[1]!.body).toEqual({ items: [{ productId: SKU, qty: 2 }] });
    expect(store.cartDetail.value?.basketId).toBe(NEW_BASKET);
    expect(store.cart.value.totalItems).toBe(1);
  });

  it('ask for pickup at the store the shopper chose on a product page, and at no tampered one', async () => {
    localStorage.setItem(FAVORITE_STORE_KEY, JSON.stringify({ storeId: 'US-SEA-01', name: 'Seattle' }));
    const calls = backend(json({ cart: cart(BASKET, []), saveForLater: null }), json({ cart: cart(BASKET, []), saveForLater: null }));
    await loadCart(createStore(EMPTY_STORE));
    localStorage.setItem(FAVORITE_STORE_KEY, JSON.stringify({ storeId: 'US-SEA-01"&x', name: 'Seattle' }));
    await loadCart(createStore(EMPTY_STORE));
    expect(calls.map((call) => call.url)).toEqual(['/en-us/fapi/cart?favStoreId=US-SEA-01', '/en-us/fapi/cart']);
  });

  it('forget a basket that belongs to another session, start a new one and reload after 4 s', async () => {
    vi.useFakeTimers();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ basketId: BASKET, items: [{ productId: SKU, qty: 1 }] }));
    const store = createStore({ ...EMPTY_STORE, cart: { basketId: null, totalItems: 1 } });
    const calls = backend(refusal(403, 'INVALID_CUSTOMER'), json({ cart: cart(NEW_BASKET, []), saveForLater: null }));
    const result = await addToCart(store, { productId: SKU, qty: 1 });
    expect(result.ok).toBe(false);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(store.cart.value.totalItems).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /en-us/fapi/cart/items', 'POST /en-us/fapi/cart/restore']);
    expect(calls[1]!.body).toEqual({ items: [] });
    await vi.advanceTimersByTimeAsync(3999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('count the experiment goal and push the add only once the cart accepted it', async () => {
    document.documentElement.dataset.consent = 'C0001 C0002';
    const store = createStore(EMPTY_STORE);
    backend(refusal(409, 'ADDED_MAX_QUANTITY'));
    const recalculated = vi.fn();
    window.addEventListener('ridgeline:recalculate', recalculated);
    expect((await addToCart(store, { productId: SKU, qty: 5 })).ok).toBe(false);
    expect(window.dataLayer).toEqual([]);
    expect(recalculated).not.toHaveBeenCalled();

    backend(json({ cart: cart(BASKET, [[SKU, 1]]), saveForLater: null }));
    expect((await addToCart(store, { productId: SKU, qty: 1 }, 'recommendation carousel')).ok).toBe(true);
    const pushed = (window.dataLayer as { event: string; ecommerce: { items: { list: string; quantity: number }[] } }[]).filter((entry) => entry.event === 'addToCart');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.ecommerce.items[0]).toMatchObject({ list: 'recommendation carousel', quantity: 1 });
    expect(recalculated).toHaveBeenCalled();
    // The lines the shopper last saw are kept too, to show them while the cart cannot be read.
    const kept = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!) as { basketId: string; items: unknown[]; lines: { productId: string }[] };
    expect(kept).toMatchObject({ basketId: BASKET, items: [{ productId: SKU, qty: 1 }] });
    expect(kept.lines.map((line) => line.productId)).toEqual([SKU]);
  });
});

describe('adding a set', () => {
  const OTHER = 'FL123456002-ONE';
  const adds = () => (window.dataLayer as { event: string; ecommerce: { items: { id?: string; list: string }[] } }[]).filter((entry) => entry.event === 'addToCart');

  it('adds every line in one call, then pushes one add per line for its origin', async () => {
    document.documentElement.dataset.consent = 'C0001 C0002';
    const store = createStore(EMPTY_STORE);
    const calls = backend(json({ cart: cart(BASKET, [[SKU, 1], [OTHER, 1]]), saveForLater: null }));
    const outcome = await addSetToCart(store, [{ productId: SKU, qty: 1 }, { productId: OTHER, qty: 1 }], 'upsell complete the look');
    expect(outcome).toEqual({ added: [SKU, OTHER], refused: new Map(), error: null });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /en-us/fapi/cart/items/set']);
    expect(calls[0]!.body).toEqual({ items: [{ productId: SKU, qty: 1 }, { productId: OTHER, qty: 1 }], origin: 'upsell complete the look' });
    expect(adds().map((entry) => entry.ecommerce.items[0]!.list)).toEqual(['upsell complete the look', 'upsell complete the look']);
    expect(store.cart.value.totalItems).toBe(2);
  });

  it('adds a refused set line by line: the lines the cart takes stay added, each refusal belongs to its line', async () => {
    document.documentElement.dataset.consent = 'C0001 C0002';
    const store = createStore(EMPTY_STORE);
    const calls = backend(refusal(409, 'INV409'), refusal(409, 'INV700'), json({ cart: cart(BASKET, [[OTHER, 1]]), saveForLater: null }));
    const outcome = await addSetToCart(store, [{ productId: SKU, qty: 1 }, { productId: OTHER, qty: 1 }], 'recommendation carousel');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /en-us/fapi/cart/items/set', 'POST /en-us/fapi/cart/items', 'POST /en-us/fapi/cart/items']);
    expect(outcome.added).toEqual([OTHER]);
    expect([...outcome.refused.keys()]).toEqual([SKU]);
    expect(outcome.refused.get(SKU)?.errorId).toBe('INV700');
    expect(outcome.error).toBeNull();
    expect(adds()).toHaveLength(1);
    expect(store.cart.value.totalItems).toBe(1);
  });

  it('tries no line alone when the backend failed: the failure is for the whole set', async () => {
    const store = createStore(EMPTY_STORE);
    const calls = backend(refusal(502, 'GEN500'));
    const outcome = await addSetToCart(store, [{ productId: SKU, qty: 1 }, { productId: OTHER, qty: 1 }], 'recommendation carousel');
    expect(calls).toHaveLength(1);
    expect(outcome.added).toEqual([]);
    expect(outcome.refused.size).toBe(0);
    expect(outcome.error?.errorId).toBe('GEN500');
  });
});

const TOAST = { title: 'Added to cart', message: 'Jacket' };

describe('announceAdd', () => {
  it('opens the mini-cart away from the cart page', () => {
    const store = createStore(EMPTY_STORE);
    announceAdd(store, 'product', TOAST);
    expect(store.dialogs.phase(MINI_CART_DIALOG)).toBe('open');
    expect(store.toasts.toasts.value).toEqual([]);
  });

  it('shows a toast on the cart page, or anywhere when the mini-cart is switched off', () => {
    const onCart = createStore(EMPTY_STORE);
    announceAdd(onCart, 'cart', TOAST);
    const switchedOff = createStore({ ...EMPTY_STORE, cartSettings: { ...EMPTY_STORE.cartSettings, miniCart: false } });
    announceAdd(switchedOff, 'product', TOAST);
    for (const store of [onCart, switchedOff]) {
      expect(store.dialogs.phase(MINI_CART_DIALOG)).toBe('closed');
      expect(store.toasts.toasts.value).toMatchObject([{ kind: 'success', ...TOAST }]);
    }
  });
});
