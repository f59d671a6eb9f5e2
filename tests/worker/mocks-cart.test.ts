import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { AuthSchema, CartAndSavedSchema, CartSchema, ApplicableShippingMethodsSchema, ErrorResponseSchema, SaveForLaterSchema, type Cart } from '../../shared/schemas';
import { generateCatalog, type ProductRecord } from '../../mocks/data/catalog';
import { STORES, storeStock } from '../../mocks/data/stores';
import type { Env } from '../../worker/env';

// The mocks' cart backend, called as the worker calls it: every call carries a guest's token,
// every answer is checked against the catalogue's schemas, and every refusal against its error id.

const mocks = (env as unknown as Env).MOCKS;
const catalog = generateCatalog();

interface Call {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string>;
  raw?: string;
}

function call(method: string, path: string, { token, body, query, raw }: Call = {}): Promise<Response> {
  const search = new URLSearchParams({ locale: 'en-us', ...query });
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return mocks.fetch(`https://mocks.internal${path}?${search}`, { method, headers, ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

async function guest(): Promise<string> {
  const response = await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } });
  return AuthSchema.parse(await response.json()).accessToken;
}

async function cartOf(response: Response, status = 200): Promise<Cart> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return CartSchema.parse(JSON.parse(text));
}

async function refusal(response: Response, status: number, errorId: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const detail = ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!;
  expect(detail.errorId).toBe(errorId);
  return detail;
}

async function newCart(token: string): Promise<Cart> {
  return cartOf(await call('POST', '/cart/v1/cart', { token, body: {} }), 201);
}

const add = (token: string, cartId: string, items: unknown[], query?: Record<string, string>) => call('POST', '/cart/v1/item', { token, body: { cartId, items }, ...(query ? { query } : {}) });
const getCart = (token: string, basketId: string, query?: Record<string, string>) => call('GET', `/cart/v1/cart/${basketId}`, { token, ...(query ? { query } : {}) });
const update = (token: string, basketId: string, body: unknown) => call('PUT', `/cart/v1/cart/${basketId}/item`, { token, body });

/** A variant of a product of this family whose online stock passes the test, priced in USD. */
function variant(family: string, stock: (units: number) => boolean, product: (record: ProductRecord) => boolean = () => true): { sku: string; record: ProductRecord; units: number } {
  for (const record of catalog) {
    if (!record.id.startsWith(family) || !product(record)) continue;
    for (const [i, color] of record.colors.entries()) {
      for (const [j, size] of record.sizes.entries()) {
        const units = record.stock[i]?.[j] ?? 0;
        if (stock(units)) return { sku: `${record.id}${color.code}-${size.code}`, record, units };
      }
    }
  }
  throw new Error(`no ${family} variant fits`);
}

const fullPrice = (record: ProductRecord) => record.prices.USD!.percentagePriceDiscount === 0;
const JACKET = variant('JK', (units) => units >= 20, (record) => fullPrice(record) && record.prices.USD!.lowCurrent >= 300);
const FLEECE = variant('FL', (units) => units >= 20, fullPrice);
const BASELAYER = variant('BL', (units) => units >= 10, fullPrice);
const HEADWEAR = variant('HW', (units) => units >= 10, fullPrice);
const GLOVES = variant('GL', (units) => units >= 10, fullPrice);
const PACK = variant('PK', (units) => units >= 10);
const SOLD_OUT = variant('JK', (units) => units === 0);
const SOLD_OUT_TOO = variant('FL', (units) => units === 0);
const FEW_LEFT = variant('FL', (units) => units >= 2 && units <= 4);
const PICKUP_STORE = STORES.find((store) => store.address.country === 'US' && store.pickupAvailable && storeStock(store.storeId, JACKET.sku, JACKET.units).quantity >= 2)!;
const US_STORE = 'US-SEA-01';

const price = (record: ProductRecord) => record.prices.USD!.lowCurrent;

describe('mock cart: the basket', () => {
  it('creates one basket per shopper, gets it, and prices an added line from the catalogue', async () => {
    const token = await guest();
    const created = await newCart(token);
    expect(created.items).toEqual([]);
    expect(created.totals.total).toBe(0);
    const again = await cartOf(await call('POST', '/cart/v1/cart', { token, body: {} }));
    expect(again.basketId).toBe(created.basketId);

    const withJacket = await cartOf(await add(token, created.basketId, [{ productId: JACKET.sku, qty: 2 }]));
    const [line] = withJacket.items;
    expect(line).toMatchObject({ productId: JACKET.sku, masterId: JACKET.record.id, qty: 2, maxQty: 999999, bonus: false, available: true });
    expect(line!.price.current).toBe(price(JACKET.record));
    expect(line!.price.rowTotal).toBe(Math.round(price(JACKET.record) * 200) / 100);
    expect(line!.shippingOptions.selected).toBe('standard');
    expect(withJacket.totals.totalUnits).toBe(2);

    // The same variant again joins its line.
    const twice = await cartOf(await add(token, created.basketId, [{ productId: JACKET.sku, qty: 1 }]));
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]!.qty).toBe(3);

    const read = await cartOf(await getCart(token, created.basketId, { favStoreId: US_STORE, isPatchRequired: 'true', inventorySupplyCheck: 'true' }));
    expect(read.items[0]!.shippingOptions.available.map((option) => option.shippingMethod.code)).toEqual(['standard', 'pudo', 'pickup', 'sts']);
    expect(read.items[0]!.shippingOptions.available.find((option) => option.shippingMethod.code === 'pickup')!.storeInfo!.id).toBe(US_STORE);
    expect(read.totals).toEqual(twice.totals);
  });

  it('creates a basket with items, and reserves an item at a store in a basket of its own', async () => {
    const token = await guest();
    const created = await cartOf(await call('POST', '/cart/v1/cartWithItem', { token, body: { items: [{ productId: FLEECE.sku, qty: 1 }] } }), 201);
    expect(created.items.map((item) => item.productId)).toEqual([FLEECE.sku]);

    const reserved = await cartOf(await call('POST', '/cart/v1/reserveWithItem', { token, body: { productId: JACKET.sku, qty: 1, storeId: PICKUP_STORE.storeId } }), 201);
    expect(reserved.basketId).not.toBe(created.basketId);
    expect(reserved.items[0]!.shippingOptions).toMatchObject({ selected: 'pickup', storeId: PICKUP_STORE.storeId });
    const main = await cartOf(await getCart(token, created.basketId));
    expect(main.items.map((item) => item.productId)).toEqual([FLEECE.sku]);
  });

  it('updates quantity and limit, removes a line, and keeps a digital gift card at e-mail delivery with its gift message', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const added = await cartOf(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }, { productId: 'GC000001000-50', qty: 1, giftOption: { email: 'ann@example.com', to: 'Ann', message: 'Happy trails' } }]));
    const fleece = added.items.find((item) => item.productId === FLEECE.sku)!;
    const card = added.items.find((item) => item.isDigital)!;
    expect(card.shippingOptions.selected).toBe('digital');
    expect(card.shippingOptions.available.map((option) => option.shippingMethod.code)).toEqual(['digital']);
    expect(card.giftOption).toEqual({ email: 'ann@example.com', to: 'Ann', message: 'Happy trails' });
    expect(card.price.current).toBe(50);

    const updated = await cartOf(await update(token, basketId, { itemId: fleece.itemId, qty: 3, maxQty: 5 }));
    expect(updated.items.find((item) => item.itemId === fleece.itemId)).toMatchObject({ qty: 3, maxQty: 5 });
    const over = await refusal(await update(token, basketId, { itemId: fleece.itemId, qty: 6 }), 409, 'ADDED_MAX_QUANTITY');
    expect(over).toMatchObject({ code: 'INV408', maxAllowedQty: 5, itemId: fleece.itemId });

    const removed = await cartOf(await call('DELETE', '/cart/v1/item', { token, query: { cartId: basketId, itemId: fleece.itemId } }));
    expect(removed.items.map((item) => item.itemId)).toEqual([card.itemId]);
    await refusal(await call('DELETE', '/cart/v1/item', { token, query: { cartId: basketId, itemId: fleece.itemId } }), 404, 'ITEM_NOT_AVAILABLE');
  });
});

describe('mock cart: delivery per item', () => {
  it('switches a line to pickup, ship to store and home, reporting each change, and lists a shipment’s methods', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const added = await cartOf(await add(token, basketId, [{ productId: JACKET.sku, qty: 1 }, { productId: FLEECE.sku, qty: 1 }]));
    const jacket = added.items.find((item) => item.productId === JACKET.sku)!;

    const toPickup = await cartOf(await call('POST', '/cart/v1/shippingMethod', { token, body: { cartId: basketId, code: 'pickup', shippingId: 'standard', itemId: jacket.itemId, storeId: PICKUP_STORE.storeId, shopperAppliedSM: true } }));
    expect(toPickup.flash).toEqual([expect.objectContaining({ type: 'SthToPickupTransition', code: 'ORD516', details: expect.objectContaining({ itemId: jacket.itemId, from: 'standard', to: 'pickup' }) })]);
    const moved = toPickup.items.find((item) => item.itemId === jacket.itemId)!;
    expect(moved.shippingOptions).toMatchObject({ selected: 'pickup', storeId: PICKUP_STORE.storeId });
    expect(toPickup.items.find((item) => item.productId === FLEECE.sku)!.shippingOptions.selected).toBe('standard');
    const pickupShipment = `pickup-${PICKUP_STORE.storeId}`;
    expect(toPickup.shippingMethods.map((shipment) => shipment.shippingId).sort()).toEqual([pickupShipment, 'standard'].sort());

    const methods = ApplicableShippingMethodsSchema.parse(await (await call('GET', `/cart/v1/cart/${basketId}/shippingMethod/${pickupShipment}`, { token })).json());
    expect(methods.applicableShippingMethods.map((method) => method.code)).toEqual(['standard', 'pudo', 'pickup', 'sts']);

    const toStore = await cartOf(await call('POST', '/cart/v1/shippingMethod', { token, body: { cartId: basketId, code: 'sts', shippingId: pickupShipment } }));
    expect(toStore.flash[0]).toMatchObject({ type: 'PickupToStsTransition', code: 'ORD518' });
    const home = await cartOf(await call('POST', '/cart/v1/shippingMethod', { token, body: { cartId: basketId, code: 'standard', shippingId: `sts-${PICKUP_STORE.storeId}` } }));
    expect(home.flash[0]).toMatchObject({ type: 'StsToSthTransition', code: 'ORD517' });
    // Back home, the jacket joins nothing (the fleece is another variant) and both ship together.
    expect(home.shippingMethods.map((shipment) => shipment.shippingId)).toEqual(['standard']);

    await refusal(await call('GET', `/cart/v1/cart/${basketId}/shippingMethod/pudo`, { token }), 404, 'SHP404');
    await refusal(await call('POST', '/cart/v1/shippingMethod', { token, body: { cartId: basketId, code: 'digital', shippingId: 'standard' } }), 409, 'SHP404');
  });

  it('adds straight to a store with action=pickup, and refuses a store that does not exist or cannot hand out orders', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const added = await cartOf(await add(token, basketId, [{ productId: JACKET.sku, qty: 1 }], { action: 'pickup', favStoreId: PICKUP_STORE.storeId }));
    expect(added.items[0]!.shippingOptions).toMatchObject({ selected: 'pickup', storeId: PICKUP_STORE.storeId });
    expect(added.items[0]!.shippingOptions.available.find((option) => option.shippingMethod.code === 'pickup')!.storeInfo!.storeInventory).toBe(storeStock(PICKUP_STORE.storeId, JACKET.sku, JACKET.units).quantity);
    await refusal(await add(token, basketId, [{ productId: JACKET.sku, qty: 1 }], { action: 'pickup', favStoreId: 'GB-LON-01' }), 404, 'STR404');
    await refusal(await add(token, basketId, [{ productId: JACKET.sku, qty: 1 }], { action: 'pickup', favStoreId: 'US-BOU-01' }), 409, 'SHP404');
  });
});
