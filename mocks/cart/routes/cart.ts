import type { IRequest } from 'itty-router';
import { addOnce } from '../add-once';
import type { z } from 'zod';
import { api } from '../../../shared/api';
import { AddItemQuerySchema, AddItemsSchema, ApplyCouponSchema, CartQuerySchema, CartWithItemSchema, CreateCartSchema, RemoveCouponQuerySchema, RemoveItemQuerySchema, ReserveWithItemSchema, SetShippingMethodSchema, ShippingIdSchema, UpdateItemSchema, type NewItem, type ShippingMethodCode } from '../../../shared/cart/schemas/cart';
import type { Site } from '../../../shared/site';
import { authenticate, type Consumer } from '../../auth';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { STORE_BY_ID } from '../../data/stores';
import type { Env } from '../../env';
import { errorResponse, parseBody, queryParam, refusalResponse, siteOf, type MockRouter } from '../../http';
import { ensureCart, liveCartOf, openBasket, randomHex, touch, type BasketState, type ItemRow } from '../basket';
import * as refuse from '../errors';
import { giftOnNonDigital, planAdd, sellableRefusal, storeFor, supplyOf, type AddRequest, type Fulfilment, type PlannedLine, type RefusalAnswer } from '../fulfilment';
import { sellables, styleOf } from '../products';
import { couponRefusal } from '../promotions';
import { applicableMethodsOf, PHYSICAL_METHODS, shipmentIdOf, transitionOf } from '../shipping';
import { noticesIn } from '../notices';
import { languageOf } from '../../data/product-view';
import { needsStore } from '../../../shared/checkout/shipment-methods';
import { flagParam, opened, parseQuery, pathId, respond, siteOfBasket, writeAndRespond } from '../request';
import { bonusItemId, type Flash } from '../view';
import { priceAdjustmentRoutes } from './price-adjustments';
import { saveForLaterRoutes } from './save-for-later';

/*
 * The commerce platform's basket: every call names a basket its token must own.
 * Writes are validated whole before anything is written, then land in one D1 batch with the
 * basket's change time, so a refused or malformed call never changes the basket.
 */

// ---- writes ----

/**
 * An add's lines as increments: a line the basket already has (or gains from a racing add) grows
 * by what this add brings, so two adds at once both count.
 */
function lineStatements(db: D1Database, basketId: string, lines: readonly PlannedLine[]): D1PreparedStatement[] {
  return lines.map((line) =>
    db
      .prepare(
        `INSERT INTO cart_items (item_id, cart_id, sku, qty, max_qty, shipping_method, store_id, gift_option, seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM cart_items WHERE cart_id = ?))
         ON CONFLICT (cart_id, sku, shipping_method, store_id) DO UPDATE SET
           qty = cart_items.qty + excluded.qty, max_qty = excluded.max_qty, gift_option = COALESCE(excluded.gift_option, cart_items.gift_option)`,
      )
      .bind(randomHex(24), basketId, line.sku, line.qty - (line.existing?.qty ?? 0), line.maxQty, line.fulfilment.method, line.fulfilment.storeId, line.giftOption ? JSON.stringify(line.giftOption) : null, basketId),
  );
}

/** A reserve-and-collect basket: one of its own beside the shopper's basket. */
function reservationStatement(db: D1Database, id: string, consumer: Consumer, site: Site, storeId: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare("INSERT INTO carts (id, consumer_no, kind, site_id, currency, favorite_store_id, created_at, updated_at) VALUES (?, ?, 'reservation', ?, ?, ?, ?, ?)")
    .bind(id, consumer.consumerNo, site.siteId, site.currency, storeId, now, now);
}

/** Where the added items go: home (or e-mail) by default, the store with action=pickup or an item's own storeId. */
function fulfilmentsOf(items: readonly NewItem[], query: z.infer<typeof AddItemQuerySchema>, site: Site): AddRequest[] | RefusalAnswer {
  const requests: AddRequest[] = [];
  for (const item of items) {
    const storeId = item.storeId ?? (query.action === 'pickup' ? query.favStoreId : undefined);
    if (query.action === 'pickup' && !storeId) return (request) => errorResponse(request, 400, 'API400', 'storeId: a pickup needs a store (favStoreId or the item storeId)');
    const fulfilment: Fulfilment = storeId ? { method: 'pickup', storeId } : { method: 'standard', storeId: '' };
    if (storeId) {
      const refusal = storeFor(storeId, site, 'pickup');
      if (refusal) return refusal;
    }
    requests.push({ sku: item.productId, qty: item.qty, maxQty: item.maxQty, fulfilment, giftOption: item.giftOption });
  }
  return requests;
}

async function planFor(env: Env, site: Site, currency: string, items: readonly NewItem[], query: z.infer<typeof AddItemQuerySchema>, lines: readonly ItemRow[]): Promise<PlannedLine[] | RefusalAnswer> {
  const requests = fulfilmentsOf(items, query, site);
  if (typeof requests === 'function') return requests;
  const found = await sellables(env.DB, requests.map((add) => add.sku), currency);
  return planAdd(requests, found, lines);
}

const addQuery = (request: IRequest) => parseQuery(request, AddItemQuerySchema, { action: queryParam(request, 'action'), favStoreId: queryParam(request, 'favStoreId') });

// ---- handlers ----

/** One basket per shopper: creating again answers the live one. */
async function createCart(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, CreateCartSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const site = siteOf(request);
  if (input.favStoreId && STORE_BY_ID.get(input.favStoreId)?.address.country !== site.country) return refuse.storeNotFound(request);
  const { id, created } = await ensureCart(env.DB, consumer.consumerNo, site, input.favStoreId);
  const open = await openBasket(request, env, id, consumer);
  if (open instanceof Response) return open;
  return respond(request, env, open, { status: created ? 201 : 200, unchanged: true });
}

async function createCartWithItem(request: IRequest, env: Env): Promise<Response> {
  const query = addQuery(request);
  if (query instanceof Response) return query;
  const input = await parseBody(request, CartWithItemSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  // One basket per shopper and site: an add on another site starts that site's own basket.
  const live = await liveCartOf(env.DB, consumer.consumerNo, siteOf(request).siteId);
  const existing = live ? await openBasket(request, env, live, consumer) : undefined;
  if (existing instanceof Response) return existing;
  const site = existing ? siteOfBasket(request, existing.state) : siteOf(request);
  const plan = await planFor(env, site, site.currency, input.items, query, existing?.state.items ?? []);
  if (typeof plan === 'function') return plan(request);
  // Made only once the items are known to fit, so a refused call leaves no empty basket behind.
  const { id, created } = live ? { id: live, created: false } : await ensureCart(env.DB, consumer.consumerNo, site, query.favStoreId);
  await env.DB.batch([...lineStatements(env.DB, id, plan), touch(env.DB, id)]);
  const open = await openBasket(request, env, id, consumer);
  if (open instanceof Response) return open;
  return respond(request, env, open, { status: created ? 201 : 200, favStoreId: query.favStoreId });
}

async function getCart(request: IRequest, env: Env): Promise<Response> {
  const query = parseQuery(request, CartQuerySchema, {
    favStoreId: queryParam(request, 'favStoreId'),
    isPatchRequired: flagParam(request, 'isPatchRequired'),
    inventorySupplyCheck: flagParam(request, 'inventorySupplyCheck'),
  });
  if (query instanceof Response) return query;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const { state } = open;
  const flash: Flash[] = [];
  const notices = noticesIn(languageOf(siteOfBasket(request, state)));
  let patched = false;
  if (query.isPatchRequired || query.inventorySupplyCheck) {
    const found = await sellables(env.DB, state.items.map((item) => item.sku), state.cart.currency);
    const gone = state.items.filter((item) => sellableRefusal(found.get(item.sku)));
    // Patching drops lines that can no longer be bought, and says which.
    if (query.isPatchRequired && gone.length) {
      await env.DB.batch([...gone.map((item) => env.DB.prepare('DELETE FROM cart_items WHERE item_id = ?').bind(item.item_id)), touch(env.DB, state.cart.id)]);
      patched = true;
      for (const item of gone) flash.push({ type: 'ProductItemNotAvailable', message: notices.removed, details: { itemId: item.item_id } });
    }
    if (query.inventorySupplyCheck) {
      for (const item of state.items) {
        const sellable = found.get(item.sku);
        if (!sellable || gone.includes(item)) continue;
        const supply = supplyOf(sellable, { method: item.shipping_method, storeId: item.store_id });
        if (supply === 0) flash.push({ type: 'ProductLineItemFullInventoryMissing', message: notices.outOfStock, details: { itemId: item.item_id, available: '0' } });
        else if (supply < item.qty) flash.push({ type: 'ProductLineItemInventoryMissing', message: notices.onlyInStock(supply), details: { itemId: item.item_id, available: String(supply) } });
      }
    }
  }
  return respond(request, env, open, { flash, favStoreId: query.favStoreId, unchanged: !patched });
}

async function addItems(request: IRequest, env: Env): Promise<Response> {
  const query = addQuery(request);
  if (query instanceof Response) return query;
  const input = await parseBody(request, AddItemsSchema);
  if (input instanceof Response) return input;
  const open = await openBasket(request, env, input.cartId);
  if (open instanceof Response) return open;
  const site = siteOfBasket(request, open.state);
  const plan = await planFor(env, site, open.state.cart.currency, input.items, query, open.state.items);
  if (typeof plan === 'function') return plan(request);
  return writeAndRespond(request, env, open, [...lineStatements(env.DB, input.cartId, plan), touch(env.DB, input.cartId)], { favStoreId: query.favStoreId });
}

async function removeItem(request: IRequest, env: Env): Promise<Response> {
  const query = parseQuery(request, RemoveItemQuerySchema, { cartId: queryParam(request, 'cartId'), itemId: queryParam(request, 'itemId') });
  if (query instanceof Response) return query;
  const open = await openBasket(request, env, query.cartId);
  if (open instanceof Response) return open;
  if (query.itemId === bonusItemId(query.cartId)) return refuse.gwpProduct(request, query.itemId);
  if (!open.state.items.some((item) => item.item_id === query.itemId)) return refuse.itemNotAvailable(request, query.itemId);
  return writeAndRespond(request, env, open, [
    env.DB.prepare('DELETE FROM cart_price_adjustments WHERE cart_id = ? AND item_id = ?').bind(query.cartId, query.itemId),
    env.DB.prepare('DELETE FROM cart_items WHERE item_id = ?').bind(query.itemId),
    touch(env.DB, query.cartId),
  ]);
}

/** The other line a line would join once moved: the same variant, fulfilled the same way. */
function twinOf(state: BasketState, line: ItemRow, sku: string, fulfilment: Fulfilment): ItemRow | undefined {
  return state.items.find((other) => other.item_id !== line.item_id && other.sku === sku && other.shipping_method === fulfilment.method && other.store_id === fulfilment.storeId);
}

/** Moves a line to another variant or fulfilment; landing on its twin, it joins it. */
function moveStatements(db: D1Database, state: BasketState, line: ItemRow, target: { sku: string; qty: number; maxQty: number; fulfilment: Fulfilment; giftOption?: string | null }): D1PreparedStatement[] {
  const twin = twinOf(state, line, target.sku, target.fulfilment);
  if (twin) {
    return [
      db.prepare('UPDATE cart_items SET qty = ?, max_qty = ? WHERE item_id = ?').bind(twin.qty + target.qty, Math.max(twin.max_qty, target.maxQty), twin.item_id),
      db.prepare('UPDATE cart_price_adjustments SET item_id = ? WHERE item_id = ?').bind(twin.item_id, line.item_id),
      db.prepare('DELETE FROM cart_items WHERE item_id = ?').bind(line.item_id),
    ];
  }
  return [
    db
      .prepare('UPDATE cart_items SET sku = ?, qty = ?, max_qty = ?, shipping_method = ?, store_id = ?, gift_option = ? WHERE item_id = ?')
      .bind(target.sku, target.qty, target.maxQty, target.fulfilment.method, target.fulfilment.storeId, target.giftOption === undefined ? line.gift_option : target.giftOption, line.item_id),
  ];
}

/** The notice a line's move between home and store delivery gets, if any. */
function changeNotice(line: ItemRow, to: ShippingMethodCode, storeId: string, site: Site): Flash[] {
  const transition = transitionOf(line.shipping_method, to, languageOf(site));
  return transition ? [{ ...transition, details: { itemId: line.item_id, from: line.shipping_method, to, shipmentId: shipmentIdOf(to, storeId) } }] : [];
}

/** What a line can hold once moved: the twin it would join counts too. */
function joinedQty(state: BasketState, line: ItemRow, sku: string, fulfilment: Fulfilment, qty: number): number {
  return qty + (twinOf(state, line, sku, fulfilment)?.qty ?? 0);
}

async function updateItem(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, UpdateItemSchema);
  if (input instanceof Response) return input;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const { state } = open;
  if (input.itemId === bonusItemId(state.cart.id)) return refuse.gwpProduct(request, input.itemId);
  const line = state.items.find((item) => item.item_id === input.itemId);
  if (!line) return refuse.itemNotAvailable(request, input.itemId);
  const sku = input.productId ?? line.sku;
  if (styleOf(sku) !== styleOf(line.sku)) return errorResponse(request, 400, 'API400', 'productId: a line can only change to another variant of its product');
  const sellable = (await sellables(env.DB, [sku], state.cart.currency)).get(sku);
  const refusal = sellableRefusal(sellable);
  if (refusal || !sellable) return (refusal ?? refuse.itemNotAvailable)(request);
  if (input.giftOption && !sellable.digital) return giftOnNonDigital(request);
  let fulfilment: Fulfilment = { method: line.shipping_method, storeId: line.store_id };
  const flash: Flash[] = [];
  if (input.storeId) {
    // A digital product is e-mailed; no store hands it out.
    if (sellable.digital) return refuse.methodUnavailable(request);
    const method: ShippingMethodCode = needsStore(line.shipping_method) ? line.shipping_method : 'pickup';
    const storeRefusal = storeFor(input.storeId, siteOfBasket(request, state), method);
    if (storeRefusal) return storeRefusal(request);
    fulfilment = { method, storeId: input.storeId };
    flash.push(...changeNotice(line, method, input.storeId, siteOfBasket(request, state)));
  }
  const qty = input.qty ?? line.qty;
  const maxQty = input.maxQty ?? line.max_qty;
  const supply = supplyOf(sellable, fulfilment);
  if (supply === 0) return refuse.outOfStock(request);
  const allowed = Math.min(maxQty, supply);
  if (joinedQty(state, line, sku, fulfilment, qty) > allowed) return refuse.maxQuantity(request, allowed, line.item_id);
  const giftOption = input.giftOption === undefined ? undefined : input.giftOption === null ? null : JSON.stringify(input.giftOption);
  return writeAndRespond(request, env, open, [...moveStatements(env.DB, state, line, { sku, qty, maxQty, fulfilment, giftOption }), ...favoriteStore(env.DB, state, input.storeId), touch(env.DB, state.cart.id)], { flash });
}

async function applyCoupon(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ApplyCouponSchema);
  if (input instanceof Response) return input;
  const open = await openBasket(request, env, input.cartId);
  if (open instanceof Response) return open;
  const refusal = couponRefusal(input.code, open.state.cart.site_id, open.state.coupons);
  if (refusal) return refusalResponse(request, refusal);
  return writeAndRespond(request, env, open, [env.DB.prepare('INSERT OR IGNORE INTO cart_coupons (cart_id, code, applied_at) VALUES (?, ?, ?)').bind(input.cartId, input.code, Date.now()), touch(env.DB, input.cartId)]);
}

async function removeCoupon(request: IRequest, env: Env): Promise<Response> {
  const query = parseQuery(request, RemoveCouponQuerySchema, { cartId: queryParam(request, 'cartId'), code: queryParam(request, 'code') });
  if (query instanceof Response) return query;
  const open = await openBasket(request, env, query.cartId);
  if (open instanceof Response) return open;
  if (!open.state.coupons.includes(query.code)) return errorResponse(request, 404, 'PRM130', 'This coupon code is not applied to the cart');
  return writeAndRespond(request, env, open, [env.DB.prepare('DELETE FROM cart_coupons WHERE cart_id = ? AND code = ?').bind(query.cartId, query.code), touch(env.DB, query.cartId)]);
}

/**
 * A store the shopper picked for a line becomes the basket's favourite store, so the lines still
 * shipped offer pickup there too and a later read names it as favoriteStoreId.
 */
function favoriteStore(db: D1Database, state: BasketState, storeId: string | undefined): D1PreparedStatement[] {
  return storeId && storeId !== state.cart.favorite_store_id ? [db.prepare('UPDATE carts SET favorite_store_id = ? WHERE id = ?').bind(storeId, state.cart.id)] : [];
}

/** Moves one line, or every line of a shipment, to another delivery method; each move between home and store is reported. */
async function setShippingMethod(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, SetShippingMethodSchema);
  if (input instanceof Response) return input;
  const open = await openBasket(request, env, input.cartId);
  if (open instanceof Response) return open;
  const { state } = open;
  const inShipment = state.items.filter((item) => shipmentIdOf(item.shipping_method, item.store_id) === input.shippingId);
  if (input.itemId && input.itemId === bonusItemId(state.cart.id)) return refuse.gwpProduct(request, input.itemId);
  const moving = input.itemId ? inShipment.filter((item) => item.item_id === input.itemId) : inShipment;
  if (!moving.length) return input.itemId ? refuse.itemNotAvailable(request, input.itemId) : errorResponse(request, 404, 'SHP404', 'Shipping method unavailable');
  const site = siteOfBasket(request, state);
  const storeId = needsStore(input.code) ? (input.storeId ?? (needsStore(moving[0]!.shipping_method) ? moving[0]!.store_id : state.cart.favorite_store_id) ?? '') : '';
  if (needsStore(input.code)) {
    if (!storeId) return errorResponse(request, 400, 'API400', 'storeId: pickup and ship to store need a store');
    const refusal = storeFor(storeId, site, input.code);
    if (refusal) return refusal(request);
  }
  const found = await sellables(env.DB, moving.map((item) => item.sku), state.cart.currency);
  const fulfilment: Fulfilment = { method: input.code, storeId };
  const statements: D1PreparedStatement[] = [];
  const flash: Flash[] = [];
  for (const line of moving) {
    const sellable = found.get(line.sku);
    const digital = sellable?.digital ?? false;
    // A digital product is only e-mailed; nothing physical is.
    if (digital ? input.code !== 'digital' : !PHYSICAL_METHODS.includes(input.code)) return refuse.methodUnavailable(request);
    if (sellable && !digital) {
      const supply = supplyOf(sellable, fulfilment);
      if (supply === 0) return refuse.outOfStock(request);
      const allowed = Math.min(line.max_qty, supply);
      if (joinedQty(state, line, line.sku, fulfilment, line.qty) > allowed) return refuse.maxQuantity(request, allowed, line.item_id);
    }
    statements.push(...moveStatements(env.DB, state, line, { sku: line.sku, qty: line.qty, maxQty: line.max_qty, fulfilment }));
    flash.push(...changeNotice(line, input.code, storeId, site));
  }
  return writeAndRespond(request, env, open, [...statements, ...favoriteStore(env.DB, state, needsStore(input.code) ? storeId : undefined), touch(env.DB, state.cart.id)], { flash });
}

async function applicableShippingMethods(request: IRequest, env: Env): Promise<Response> {
  const shippingId = pathId(request, 'shippingId', ShippingIdSchema, request.params.shippingId);
  if (shippingId instanceof Response) return shippingId;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const methods = applicableMethodsOf(siteOfBasket(request, open.state), open.state, shippingId);
  if (!methods) return errorResponse(request, 404, 'SHP404', 'Shipping method unavailable');
  return answer(api.cart.shippingMethods, { shippingId, applicableShippingMethods: methods });
}

/** Reserve and collect: a basket of its own holding one item at one store. */
async function reserveWithItem(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ReserveWithItemSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const site = siteOf(request);
  const plan = await planFor(env, site, site.currency, [{ productId: input.productId, qty: input.qty, storeId: input.storeId }], { action: 'pickup', favStoreId: input.storeId }, []);
  if (typeof plan === 'function') return plan(request);
  if (plan.some((line) => line.fulfilment.method !== 'pickup')) return refuse.methodUnavailable(request);
  const id = randomHex(32);
  await env.DB.batch([reservationStatement(env.DB, id, consumer, site, input.storeId), ...lineStatements(env.DB, id, plan)]);
  const open = await openBasket(request, env, id, consumer);
  if (open instanceof Response) return open;
  return respond(request, env, open, { status: 201 });
}

const basketRoutes = [
  on(api.cart.createCart, createCart),
  on(api.cart.createCartWithItem, addOnce(createCartWithItem)),
  on(api.cart.cart, getCart),
  on(api.cart.addItems, addOnce(addItems)),
  on(api.cart.removeItem, removeItem),
  on(api.cart.updateItem, updateItem),
  on(api.cart.applyCoupon, applyCoupon),
  on(api.cart.removeCoupon, removeCoupon),
  on(api.cart.setShippingMethod, setShippingMethod),
  on(api.cart.shippingMethods, applicableShippingMethods),
  on(api.cart.reserveWithItem, reserveWithItem),
];

/** The basket, saved for later and price adjustments: registered together, as paths are shared. */
export function registerCartRoutes(router: MockRouter): void {
  registerRoutes(router, [...basketRoutes, ...saveForLaterRoutes, ...priceAdjustmentRoutes]);
}
