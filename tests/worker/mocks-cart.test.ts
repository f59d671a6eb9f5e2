import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { AuthSchema } from '../../shared/account/schemas/auth';
import { CartAndSavedSchema, CartSchema, ApplicableShippingMethodsSchema, SaveForLaterSchema, type Cart } from '../../shared/cart/schemas/cart';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import type { ProductRecord } from '../../mocks/data/catalog';
import { STORES, storeStock } from '../../mocks/data/stores';
import type { Env } from '../../worker/env';
import { variantOf, variants } from '../fixtures/variants';

// The mocks' cart backend, called as the worker calls it: every call carries a guest's token,
// every answer is checked against the catalogue's schemas, and every refusal against its error id.

const mocks = (env as unknown as Env).MOCKS;

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
const getCart = (token: string | undefined, basketId: string, query?: Record<string, string>) => call('GET', `/cart/v1/cart/${basketId}`, { token, ...(query ? { query } : {}) });
const update = (token: string, basketId: string, body: unknown) => call('PUT', `/cart/v1/cart/${basketId}/item`, { token, body });

const fullPrice = (record: ProductRecord) => record.prices.USD!.percentagePriceDiscount === 0;
const JACKET = variantOf('JK', (units) => units >= 20, (record) => fullPrice(record) && record.prices.USD!.lowCurrent >= 300);
const FLEECE = variantOf('FL', (units) => units >= 20, fullPrice);
const BASELAYER = variantOf('BL', (units) => units >= 10, fullPrice);
const HEADWEAR = variantOf('HW', (units) => units >= 10, fullPrice);
const GLOVES = variantOf('GL', (units) => units >= 10, fullPrice);
const PACK = variantOf('PK', (units) => units >= 10);
const SOLD_OUT = variantOf('JK', (units) => units === 0);
const SOLD_OUT_TOO = variantOf('FL', (units) => units === 0);
const FEW_LEFT = variantOf('FL', (units) => units >= 2 && units <= 4);
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
    // Two tabs creating at once share one basket.
    const racer = await guest();
    const raced = await Promise.all([0, 1, 2].map(() => call('POST', '/cart/v1/cart', { token: racer, body: {} }).then((response) => response.json() as Promise<Cart>)));
    expect(new Set(raced.map((cart) => cart.basketId)).size).toBe(1);

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

    // Choosing a store for a line sends it there.
    const jacketHome = home.items.find((item) => item.productId === JACKET.sku)!;
    const toStoreByUpdate = await cartOf(await update(token, basketId, { itemId: jacketHome.itemId, storeId: PICKUP_STORE.storeId }));
    expect(toStoreByUpdate.flash[0]).toMatchObject({ type: 'SthToPickupTransition', code: 'ORD516' });
    expect(toStoreByUpdate.items.find((item) => item.itemId === jacketHome.itemId)!.shippingOptions).toMatchObject({ selected: 'pickup', storeId: PICKUP_STORE.storeId });

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

describe('mock cart: promotions and coupons', () => {
  it('applies product promotions by family and by shopper kind, and a gift with a pack that cannot be changed', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const cart = await cartOf(await add(token, basketId, [{ productId: BASELAYER.sku, qty: 1 }, { productId: HEADWEAR.sku, qty: 1 }, { productId: GLOVES.sku, qty: 1 }, { productId: PACK.sku, qty: 1 }]));
    const promoIds = cart.promoSummary.map((promo) => promo.promotionId);
    expect(promoIds).toEqual(expect.arrayContaining(['PRODUCT-BASELAYER-15', 'PRODUCT-GUEST-HEADWEAR-10', 'GWP-PACK-BOTTLE']));
    expect(promoIds).not.toContain('PRODUCT-REGISTERED-GLOVES-20');
    const baselayer = cart.items.find((item) => item.productId === BASELAYER.sku)!;
    expect(baselayer.productPromotions).toEqual([expect.objectContaining({ promotionId: 'PRODUCT-BASELAYER-15', price: -Math.round(price(BASELAYER.record) * 15) / 100 })]);
    expect(baselayer.price.priceAfterItemDiscount).toBe(Math.round(price(BASELAYER.record) * 85) / 100);

    const bonus = cart.items.find((item) => item.bonus)!;
    expect(bonus).toMatchObject({ productId: 'GW000001000-OS', qty: 1, bonus: true });
    expect(bonus.price.current).toBe(0);
    expect(bonus.price.rowTotal).toBe(0);
    for (const response of [
      await update(token, basketId, { itemId: bonus.itemId, qty: 2 }),
      await call('DELETE', '/cart/v1/item', { token, query: { cartId: basketId, itemId: bonus.itemId } }),
      await add(token, basketId, [{ productId: 'GW000001000-OS', qty: 1 }]),
      await call('POST', `/cart/v2/cart/${basketId}/saveForLater`, { token, body: { itemId: bonus.itemId } }),
    ]) {
      expect(await refusal(response, 403, 'GWP_PRODUCT')).toMatchObject({ code: 'GWP403' });
    }

    // Signed in (here: made registered through the test control), the members' offer replaces the guests'.
    expect((await call('POST', '/__test/consumer', { token, body: { type: 'Registered' } })).status).toBe(200);
    const member = await cartOf(await getCart(token, basketId));
    expect(member.promoSummary.map((promo) => promo.promotionId)).toEqual(expect.arrayContaining(['PRODUCT-REGISTERED-GLOVES-20']));
    expect(member.promoSummary.map((promo) => promo.promotionId)).not.toContain('PRODUCT-GUEST-HEADWEAR-10');
  });

  it('moves the spend threshold through its three states and frees standard shipping once reached', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    // USD: the US market's free-shipping threshold is 99 and the message starts at 60; a cap costs 25-45.
    const cap = await cartOf(await add(token, basketId, [{ productId: HEADWEAR.sku, qty: 1 }]));
    const shipping = (cart: Cart) => cart.approachingPromotions.find((promo) => promo.promotionId === 'SHIPPING-FREE-STANDARD')!;
    expect(shipping(cap)).toMatchObject({ thresholdStatus: 'Below Threshold', threshold: 99, approachingDisplayLevel: 60, level: 'SHIPPING' });
    expect(shipping(cap).calloutMsg.split('|')).toHaveLength(3);
    expect(cap.totals.shipping).toBe(7.95);
    expect(cap.shippingMethods[0]!.shippingMethod.price).toBe(7.95);

    const itemId = cap.items[0]!.itemId;
    const unit = cap.items[0]!.price.priceAfterItemDiscount;
    const aboveQty = Math.ceil(60 / unit);
    const above = await cartOf(await update(token, basketId, { itemId, qty: aboveQty }));
    const spend = above.items[0]!.price.priceAfterItemDiscount;
    // A cap costs 25-45, so the fewest caps reaching 60 stay under 99.
    expect(spend).toBeLessThan(99);
    expect(shipping(above)).toMatchObject({ thresholdStatus: 'Above Threshold', distanceFromConditionThreshold: Math.round((99 - spend) * 100) / 100 });
    expect(shipping(above).calloutMsg.split('|')[1]).toContain(`$${(99 - spend).toFixed(2)}`);
    const reached = await cartOf(await update(token, basketId, { itemId, qty: Math.ceil(99 / unit) + 1 }));
    expect(shipping(reached)).toMatchObject({ thresholdStatus: 'Threshold Reached', distanceFromConditionThreshold: 0 });
    expect(reached.promoSummary.map((promo) => promo.level)).toContain('SHIPPING');
    // The shopper still sees what shipping cost, and the discount that took it away.
    expect(reached.totals.shipping).toBe(7.95);
    expect(reached.shippingMethods[0]).toMatchObject({ shippingMethod: expect.objectContaining({ price: 0 }), shippingPromotions: [expect.objectContaining({ appliedDiscount: -7.95, price: 0 })] });
    const { totals } = reached;
    expect(Math.round((totals.itemTotal + totals.shipping - totals.totalDiscount + totals.tax) * 100) / 100).toBe(totals.total);
  });

  it('applies a coupon once, removes it, and refuses every other coupon with its own code', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const before = await cartOf(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]));
    const applied = await cartOf(await call('PUT', '/cart/v1/coupon', { token, body: { cartId: basketId, code: 'ridge10' } }));
    expect(applied.couponItems).toEqual([{ code: 'RIDGE10', promotionId: 'ORDER-COUPON-RIDGE10', valid: true }]);
    expect(applied.orderPromotions[0]).toMatchObject({ promotionId: 'ORDER-COUPON-RIDGE10', couponCode: 'RIDGE10', price: -Math.round(price(FLEECE.record) * 10) / 100 });
    expect(applied.totals.totalDiscount).toBeCloseTo(before.totals.totalDiscount + price(FLEECE.record) / 10, 2);
    expect(applied.items[0]!.price.priceAfterOrderDiscount).toBeCloseTo(price(FLEECE.record) * 0.9, 2);

    const cases: Array<[string, number, string]> = [
      ['RIDGE10', 409, 'PRM416'],
      ['NOT-A-CODE', 400, 'PRM130'],
      ['CANADA15', 400, 'PRM160'],
      ['SPRING-PREVIEW', 400, 'PRM135'],
      ['FLASH100', 400, 'PRM140'],
      ['WELCOME5', 400, 'PRM150'],
      ['SUMMER25', 400, 'PRM155'],
      ['PROMO-OUTAGE', 503, 'PRM175'],
      ['FREEBOTTLE', 403, 'GWP403'],
    ];
    for (const [code, status, errorId] of cases) await refusal(await call('PUT', '/cart/v1/coupon', { token, body: { cartId: basketId, code } }), status, errorId);

    const removed = await cartOf(await call('DELETE', '/cart/v1/coupon', { token, query: { cartId: basketId, code: 'RIDGE10' } }));
    expect(removed.couponItems).toEqual([]);
    expect(removed.totals).toEqual(before.totals);
  });
});

describe('mock cart: stock and availability', () => {
  it('refuses what cannot be had, each with its id and code, and leaves the basket as it was', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const before = await cartOf(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]));
    const single = (productId: string, qty = 1) => add(token, basketId, [{ productId, qty }]);

    expect(await refusal(await single('JK999999001-M'), 404, 'ITEM_NOT_AVAILABLE')).toMatchObject({ code: 'ORD404' });
    await refusal(await single('DC000001001-M'), 409, 'ORD430');
    expect(await refusal(await single('NP000001001-M'), 409, 'NO_PRICE')).toMatchObject({ code: 'INV702' });
    expect(await refusal(await single('IP000001001-M'), 409, 'INVALID_PRICE')).toMatchObject({ code: 'PRC400' });
    await refusal(await single(SOLD_OUT.sku), 409, 'INV700');
    expect(await refusal(await single(FEW_LEFT.sku, FEW_LEFT.units + 1), 409, 'ADDED_MAX_QUANTITY')).toMatchObject({ code: 'INV408', maxAllowedQty: FEW_LEFT.units });
    expect(await refusal(await add(token, basketId, [{ productId: JACKET.sku, qty: 3, maxQty: 2 }]), 409, 'ADDED_MAX_QUANTITY')).toMatchObject({ maxAllowedQty: 2 });
    expect(await refusal(await add(token, basketId, [{ productId: SOLD_OUT.sku, qty: 1 }, { productId: SOLD_OUT_TOO.sku, qty: 1 }]), 409, 'ITEMS_OOS')).toMatchObject({ code: 'INV406' });
    await refusal(await add(token, basketId, [{ productId: SOLD_OUT.sku, qty: 1 }, { productId: JACKET.sku, qty: 1 }]), 409, 'INV409');
    await refusal(await add(token, basketId, [{ productId: 'DC000001001-M', qty: 1 }, { productId: 'JK999999001-M', qty: 1 }]), 409, 'INV405');
    await refusal(await add(token, basketId, [{ productId: 'DC000001001-M', qty: 1 }, { productId: JACKET.sku, qty: 1 }]), 409, 'INV407');

    const after = await cartOf(await getCart(token, basketId));
    expect(after.items).toEqual(before.items);
    expect(after.totals).toEqual(before.totals);
  });

  it('moving a saved item back when none is left online is ITEM_OOS', async () => {
    // A variant sold out online that one store still has on its shelf: picked up, saved, then sent home.
    const shelfOf = (sku: string) => STORES.find((store) => store.address.country === 'US' && store.pickupAvailable && storeStock(store.storeId, sku, 0).quantity > 0);
    const [soldOut] = variants(1, (candidate) => candidate.units === 0 && !candidate.sku.startsWith('PK') && shelfOf(candidate.sku) !== undefined, 'sold-out variants on a shelf');
    const found = { sku: soldOut!.sku, storeId: shelfOf(soldOut!.sku)!.storeId };
    const token = await guest();
    const { basketId } = await newCart(token);
    const added = await cartOf(await add(token, basketId, [{ productId: found.sku, qty: 1 }], { action: 'pickup', favStoreId: found.storeId }));
    const saved = CartAndSavedSchema.parse(await (await call('POST', `/cart/v2/cart/${basketId}/saveForLater`, { token, body: { itemId: added.items[0]!.itemId } })).json());
    const item = saved.saveForLater.items[0]!;
    expect(item.available).toBe(false);
    const moved = await call('PUT', '/cart/v2/saveForLater', { token, body: { action: 'moveToCart', saveForLaterId: saved.saveForLater.saveForLaterId, itemId: item.itemId, cartId: basketId } });
    expect(await refusal(moved, 409, 'ITEM_OOS')).toMatchObject({ code: 'INV700', itemId: item.itemId });
  });
});

describe('mock cart: saved for later', () => {
  it('saves a line, pages the list, changes it, moves it back and deletes another', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const cart = await cartOf(await add(token, basketId, [{ productId: JACKET.sku, qty: 2 }, { productId: FLEECE.sku, qty: 1 }, { productId: BASELAYER.sku, qty: 1 }]));
    const lineOf = (sku: string) => cart.items.find((item) => item.productId === sku)!;
    let listId = '';
    for (const sku of [JACKET.sku, FLEECE.sku]) {
      const response = await call('POST', `/cart/v2/cart/${basketId}/saveForLater`, { token, body: { itemId: lineOf(sku).itemId } });
      expect(response.status).toBe(200);
      const both = CartAndSavedSchema.parse(await response.json());
      expect(both.cart.items.map((item) => item.productId)).not.toContain(sku);
      expect(both.cart.saveForLaterId).toBe(both.saveForLater.saveForLaterId);
      listId = both.saveForLater.saveForLaterId!;
    }
    const page = SaveForLaterSchema.parse(await (await call('GET', '/wishlists/v2/saveForLater', { token, query: { start: '1', count: '1' } })).json());
    expect(page).toMatchObject({ saveForLaterId: listId, total: 2, start: 1 });
    expect(page.items.map((item) => item.productId)).toEqual([JACKET.sku]);
    const jacket = page.items[0]!;
    expect(jacket).toMatchObject({ qty: 2, masterId: JACKET.record.id, available: true });
    expect(jacket.product?.id).toBe(JACKET.record.id);

    const changed = CartAndSavedSchema.parse(await (await call('PUT', '/cart/v2/saveForLater', { token, body: { action: 'update', saveForLaterId: listId, itemId: jacket.itemId, cartId: basketId, qty: 1 } })).json());
    expect(changed.saveForLater.items.find((item) => item.itemId === jacket.itemId)!.qty).toBe(1);

    const back = CartAndSavedSchema.parse(await (await call('PUT', '/cart/v2/saveForLater', { token, body: { action: 'moveToCart', saveForLaterId: listId, itemId: jacket.itemId, cartId: basketId } })).json());
    expect(back.cart.items.find((item) => item.productId === JACKET.sku)!.qty).toBe(1);
    expect(back.saveForLater.items.map((item) => item.productId)).toEqual([FLEECE.sku]);

    const fleece = back.saveForLater.items[0]!;
    const emptied = SaveForLaterSchema.parse(await (await call('DELETE', `/cart/v2/saveForLater/${listId}/items/${fleece.itemId}`, { token })).json());
    expect(emptied).toMatchObject({ total: 0, items: [] });
    await refusal(await call('DELETE', `/cart/v2/saveForLater/${listId}/items/${fleece.itemId}`, { token }), 404, 'ITEM_NOT_AVAILABLE');
  });
});

describe('mock cart: price adjustments', () => {
  it('lets only a store employee take money off a line or the order', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const cart = await cartOf(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]));
    const itemId = cart.items[0]!.itemId;
    const adjustment = { itemId, type: 'amount', value: 10, reasonCode: 'DAMAGED' };
    await refusal(await call('POST', `/cart/v1/cart/${basketId}/price_adjustments`, { token, body: adjustment }), 403, 'API403');

    expect((await call('POST', '/__test/consumer', { token, body: { consumerType: 'EMPLOYEE' } })).status).toBe(200);
    const adjusted = await cartOf(await call('POST', `/cart/v1/cart/${basketId}/price_adjustments`, { token, body: adjustment }), 201);
    const [made] = adjusted.priceAdjustments;
    expect(made).toMatchObject({ itemId, type: 'amount', value: 10, reasonCode: 'DAMAGED', price: -10 });
    expect(adjusted.items[0]!.price.priceAfterItemDiscount).toBeCloseTo(price(FLEECE.record) - 10, 2);

    const percent = await cartOf(await call('PATCH', `/cart/v1/cart/${basketId}/price_adjustments/${made!.adjustmentId}`, { token, body: { type: 'percentage', value: 50 } }));
    expect(percent.priceAdjustments[0]!.price).toBeCloseTo(-price(FLEECE.record) / 2, 2);
    await refusal(await call('PATCH', `/cart/v1/cart/${basketId}/price_adjustments/${made!.adjustmentId}`, { token, body: { type: 'percentage', value: 150 } }), 400, 'API400');

    const removed = await cartOf(await call('DELETE', `/cart/v1/cart/${basketId}/price_adjustments/${made!.adjustmentId}`, { token }));
    expect(removed.priceAdjustments).toEqual([]);
    expect(removed.totals).toEqual(cart.totals);
    await refusal(await call('DELETE', `/cart/v1/cart/${basketId}/price_adjustments/${made!.adjustmentId}`, { token }), 404, 'API404');
  });
});

describe('mock cart: ownership, expiry and bad input', () => {
  it('answers another shopper INVALID_CUSTOMER and nothing of the basket, and a caller without a token AUT432', async () => {
    const owner = await guest();
    const other = await guest();
    const { basketId } = await newCart(owner);
    const cart = await cartOf(await add(owner, basketId, [{ productId: FLEECE.sku, qty: 1 }]));
    const itemId = cart.items[0]!.itemId;
    const attempts = [
      getCart(other, basketId),
      add(other, basketId, [{ productId: JACKET.sku, qty: 1 }]),
      update(other, basketId, { itemId, qty: 2 }),
      call('DELETE', '/cart/v1/item', { token: other, query: { cartId: basketId, itemId } }),
      call('PUT', '/cart/v1/coupon', { token: other, body: { cartId: basketId, code: 'RIDGE10' } }),
      call('POST', '/cart/v1/shippingMethod', { token: other, body: { cartId: basketId, code: 'pudo', shippingId: 'standard' } }),
      call('GET', `/cart/v1/cart/${basketId}/shippingMethod/standard`, { token: other }),
      call('POST', `/cart/v2/cart/${basketId}/saveForLater`, { token: other, body: { itemId } }),
    ];
    for (const response of await Promise.all(attempts)) {
      const text = await response.text();
      expect(response.status, text).toBe(403);
      expect(ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]).toMatchObject({ errorId: 'INVALID_CUSTOMER', code: 'AUT498' });
      expect(text).not.toContain(FLEECE.sku);
      expect(text).not.toContain(itemId);
    }
    // The owner's saved list is theirs alone too.
    const saved = CartAndSavedSchema.parse(await (await call('POST', `/cart/v2/cart/${basketId}/saveForLater`, { token: owner, body: { itemId } })).json());
    const savedId = saved.saveForLater.items[0]!.itemId;
    await refusal(await call('DELETE', `/cart/v2/saveForLater/${saved.saveForLater.saveForLaterId}/items/${savedId}`, { token: other }), 403, 'INVALID_CUSTOMER');
    expect(SaveForLaterSchema.parse(await (await call('GET', '/wishlists/v2/saveForLater', { token: other })).json())).toMatchObject({ saveForLaterId: null, total: 0 });

    expect(await cartOf(await getCart(owner, basketId))).toMatchObject({ items: [] });
    await refusal(await getCart(undefined, basketId), 401, 'AUT432');
    await refusal(await call('GET', '/wishlists/v2/saveForLater'), 401, 'AUT432');
  });

  it('proves the token with the basket read: an unknown token gets AUT432 and nothing of it, and a read changes nothing', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const added = await cartOf(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]));
    const unknown = await getCart('x'.repeat(43), basketId);
    const text = await unknown.text();
    expect(unknown.status, text).toBe(401);
    expect(ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!.errorId).toBe('AUT432');
    expect(text).not.toContain(FLEECE.sku);
    // Reads until the clock has moved on from the add: a read that wrote the basket's change time would show it.
    let read: Cart;
    do read = await cartOf(await getCart(token, basketId));
    while (Date.now() <= Date.parse(added.lastModified) + 5);
    expect(read).toEqual(added);
  });

  it('keeps a basket 7 days after its last change, then answers CART_NOT_FOUND', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    await cartOf(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]));
    const age = (days: number) => call('POST', `/__test/cart/${basketId}/age`, { token, body: { days } });
    expect((await age(6.9)).status).toBe(200);
    // A read is not a change, so it does not keep the basket alive.
    await cartOf(await getCart(token, basketId));
    expect((await age(0.2)).status).toBe(200);
    expect(await refusal(await getCart(token, basketId), 404, 'CART_NOT_FOUND')).toMatchObject({ code: 'BSK404' });
    await refusal(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]), 404, 'CART_NOT_FOUND');
    // Creating again gives a fresh, empty basket.
    const fresh = await newCart(token);
    expect(fresh.basketId).not.toBe(basketId);
    expect(fresh.items).toEqual([]);
    await refusal(await getCart(token, 'f'.repeat(32)), 404, 'CART_NOT_FOUND');
  });

  it("hands the caller's own basket to another consumer through the test control, and no one else's", async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    await cartOf(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]));
    const stranger = await guest();
    await refusal(await call('POST', `/__test/cart/${basketId}/reassign`, { token: stranger, body: {} }), 404, 'API404');
    await cartOf(await getCart(token, basketId));
    expect((await call('POST', `/__test/cart/${basketId}/reassign`, { token, body: {} })).status).toBe(200);
    await refusal(await getCart(token, basketId), 403, 'INVALID_CUSTOMER');
    await refusal(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]), 403, 'INVALID_CUSTOMER');
    // The caller may start again: a basket of their own, empty.
    const fresh = await newCart(token);
    expect(fresh.basketId).not.toBe(basketId);
    expect(fresh.items).toEqual([]);
  });

  it('refuses malformed input with API400, never a 500, and never changes the basket', async () => {
    const token = await guest();
    const { basketId } = await newCart(token);
    const before = await cartOf(await add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }]));
    const itemId = before.items[0]!.itemId;
    const bad: Array<Promise<Response>> = [
      add(token, basketId, [{ productId: FLEECE.sku, qty: 0 }]),
      add(token, basketId, [{ productId: FLEECE.sku, qty: 1.5 }]),
      add(token, basketId, [{ productId: FLEECE.sku, qty: '2' }]),
      add(token, basketId, [{ productId: FLEECE.sku, qty: -1 }]),
      add(token, basketId, [{ productId: FLEECE.sku, qty: 1000000 }]),
      add(token, basketId, [{ productId: 'not a sku', qty: 1 }]),
      add(token, basketId, []),
      add(token, 'abc', [{ productId: FLEECE.sku, qty: 1 }]),
      add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }], { action: 'delivery' }),
      add(token, basketId, [{ productId: FLEECE.sku, qty: 1 }], { action: 'pickup' }),
      add(token, basketId, [{ productId: FLEECE.sku, qty: 1, giftOption: { email: 'ann@example.com', to: 'Ann', message: 'Hi' } }]),
      add(token, basketId, [{ productId: 'GC000001000-50', qty: 1, giftOption: { email: 'ann@example.com', message: 'Hi' } }]),
      call('POST', '/cart/v1/item', { token, raw: '{"cartId": ' }),
      update(token, basketId, { itemId, qty: 0 }),
      update(token, basketId, { itemId }),
      update(token, basketId, { itemId: '../../etc', qty: 1 }),
      update(token, basketId, { itemId, productId: JACKET.sku }),
      call('PUT', '/cart/v1/cart/NOT-A-BASKET/item', { token, body: { itemId, qty: 2 } }),
      call('PUT', '/cart/v1/coupon', { token, body: { cartId: basketId, code: 'X'.repeat(51) } }),
      call('PUT', '/cart/v1/coupon', { token, body: { cartId: basketId, code: '' } }),
      call('DELETE', '/cart/v1/item', { token, query: { cartId: basketId } }),
      call('POST', '/cart/v1/shippingMethod', { token, body: { cartId: basketId, code: 'teleport', shippingId: 'standard' } }),
      call('POST', '/cart/v1/shippingMethod', { token, body: { cartId: basketId, code: 'pickup', shippingId: 'standard', storeId: 'nowhere' } }),
      call('GET', `/cart/v1/cart/${basketId}/shippingMethod/DROP TABLE`, { token }),
      getCart(token, basketId, { isPatchRequired: 'maybe' }),
      getCart(token, basketId, { favStoreId: '<script>' }),
      call('GET', '/wishlists/v2/saveForLater', { token, query: { start: '-1' } }),
      call('POST', '/cart/v1/reserveWithItem', { token, body: { productId: FLEECE.sku, qty: 1 } }),
      call('POST', `/cart/v1/cart/${basketId}/price_adjustments`, { token, body: { type: 'amount', value: -5, reasonCode: 'X' } }),
    ];
    for (const [i, response] of (await Promise.all(bad)).entries()) {
      const text = await response.text();
      expect(response.status, `case ${i}: ${text}`).toBe(400);
      expect(ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!.errorId, `case ${i}`).toBe('API400');
    }
    const after = await cartOf(await getCart(token, basketId));
    expect(after.items).toEqual(before.items);
    expect(after.couponItems).toEqual([]);
    expect(after.lastModified).toBe(before.lastModified);
  });

  it('keeps two shoppers adding at once to their own baskets, 20 rounds over', async () => {
    const [a, b] = await Promise.all([guest(), guest()]);
    const [cartA, cartB] = await Promise.all([newCart(a!), newCart(b!)]);
    for (let round = 0; round < 20; round++) {
      const [fromA, fromB] = await Promise.all([
        add(a!, cartA.basketId, [{ productId: JACKET.sku, qty: 1 }]),
        add(b!, cartB.basketId, [{ productId: FLEECE.sku, qty: 1 }]),
      ]);
      const [seenA, seenB] = await Promise.all([cartOf(fromA), cartOf(fromB)]);
      expect(seenA.items.map((item) => [item.productId, item.qty])).toEqual([[JACKET.sku, round + 1]]);
      expect(seenB.items.map((item) => [item.productId, item.qty])).toEqual([[FLEECE.sku, round + 1]]);
    }
  });
});
