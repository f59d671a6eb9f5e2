import type { IRequest } from 'itty-router';
import type { GiftOption, ShippingMethodCode } from '../../shared/cart/schemas/cart';
import type { Site } from '../../shared/site';
import { bearerToken, type Consumer, consumerOfRow, consumerOfTokenQuery, unauthorized } from '../auth';
import { batchWhenReady } from '../db/ready';
import type { Env } from '../env';
import { hex } from '../hex';
import { siteOf } from '../http';
import { basketOfAnotherSite, cartNotFound, invalidCustomer } from './errors';

/*
 * A basket's rows in D1, read in one round trip, and the gate every basket call passes: the
 * caller's token, the basket's owner and its age.
 */

/** A basket untouched (no change, reads do not count) for this long is gone. */
export const CART_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface CartRow {
  id: string;
  consumer_no: string;
  kind: 'cart' | 'reservation';
  site_id: string;
  currency: string;
  favorite_store_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface ItemRow {
  item_id: string;
  sku: string;
  qty: number;
  max_qty: number;
  shipping_method: ShippingMethodCode;
  store_id: string;
  gift_option: string | null;
  seq: number;
}

export interface AdjustmentRow {
  adjustment_id: string;
  item_id: string | null;
  type: 'amount' | 'percentage';
  value: number;
  reason_code: string;
}

/** Where the basket's parcels go, once checkout knows: the country and its province or state code. */
export interface ShipTo {
  countryCode: string;
  region: string;
}

export interface BasketState {
  cart: CartRow;
  /** The shipping address's country and region, which North American sales tax follows; null before checkout has one. */
  shipTo: ShipTo | null;
  items: ItemRow[];
  coupons: string[];
  adjustments: AdjustmentRow[];
  saveForLaterId: string | null;
}

export const giftOptionOf = (row: ItemRow): GiftOption | null => (row.gift_option ? (JSON.parse(row.gift_option) as GiftOption) : null);

/** Lower-case hex of the given length, from the platform's random source. */
export function randomHex(length: number): string {
  return hex(crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))).slice(0, length);
}

/**
 * A basket's rows, for one batch: the basket with its coupons, price adjustments and its owner's
 * saved list in the same row (each statement of a batch costs the local D1 simulator a result of
 * its own to build and carry), then its lines.
 */
function basketQueries(db: D1Database, basketId: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT c.*,
           (SELECT json_group_array(code) FROM (SELECT code FROM cart_coupons WHERE cart_id = c.id ORDER BY applied_at, code)) AS coupon_codes,
           (SELECT json_group_array(json_object('adjustment_id', adjustment_id, 'item_id', item_id, 'type', type, 'value', value, 'reason_code', reason_code))
              FROM (SELECT * FROM cart_price_adjustments WHERE cart_id = c.id ORDER BY created_at, adjustment_id)) AS adjustment_rows,
           (SELECT l.id FROM save_for_later_lists l WHERE l.consumer_no = c.consumer_no) AS save_for_later_id,
           (SELECT json_object('countryCode', json_extract(a.address, '$.countryCode'), 'region', json_extract(a.address, '$.stateCityProvDept'))
              FROM checkout_addresses a WHERE a.cart_id = c.id AND a.approach_type = 'S' ORDER BY a.shipping_id LIMIT 1) AS ship_to
         FROM carts c WHERE c.id = ?`,
      )
      .bind(basketId),
    db.prepare('SELECT item_id, sku, qty, max_qty, shipping_method, store_id, gift_option, seq FROM cart_items WHERE cart_id = ? ORDER BY seq').bind(basketId),
  ];
}

interface BasketRow extends CartRow {
  coupon_codes: string;
  adjustment_rows: string;
  save_for_later_id: string | null;
  ship_to: string | null;
}

function shipToOf(json: string | null): ShipTo | null {
  const parsed = json ? (JSON.parse(json) as { countryCode: string | null; region: string | null }) : null;
  return parsed?.countryCode ? { countryCode: parsed.countryCode, region: parsed.region ?? '' } : null;
}

function basketOf([cart, items]: D1Result[]): BasketState | undefined {
  const row = cart?.results[0] as BasketRow | undefined;
  if (!row) return undefined;
  const { coupon_codes: coupons, adjustment_rows: adjustments, save_for_later_id: saveForLaterId, ship_to: shipTo, ...basket } = row;
  return {
    cart: basket,
    shipTo: shipToOf(shipTo),
    items: (items?.results ?? []) as unknown as ItemRow[],
    coupons: JSON.parse(coupons) as string[],
    adjustments: JSON.parse(adjustments) as AdjustmentRow[],
    saveForLaterId,
  };
}

export async function readBasket(db: D1Database, basketId: string): Promise<BasketState | undefined> {
  return basketOf(await db.batch(basketQueries(db, basketId)));
}

/**
 * A write's statements, then the basket as they left it, in one batch: one transaction and one
 * round trip. A call that reads more of the basket after its write passes those statements along
 * (`also`, as for openBasket); what the writes did comes back in `written`, the reads in `alsoRead`.
 */
export async function writeThenRead(
  db: D1Database,
  basketId: string,
  writes: D1PreparedStatement[],
  also: D1PreparedStatement[] = [],
): Promise<{ state: BasketState | undefined; written: D1Result[]; alsoRead: D1Result[] }> {
  const results = await db.batch([...writes, ...basketQueries(db, basketId), ...also]);
  return { state: basketOf(results.slice(writes.length)), written: results.slice(0, writes.length), alsoRead: results.slice(results.length - also.length) };
}

/**
 * The consumer's basket on a site, made when they have none there: a lapsed one is cleared first,
 * and when two calls race the second finds the first's basket (one per consumer and site, by a
 * unique index).
 */
export async function ensureCart(db: D1Database, consumerNo: string, site: Site, favStoreId: string | undefined, now = Date.now()): Promise<{ id: string; created: boolean }> {
  const id = randomHex(32);
  await db.batch([
    db.prepare("DELETE FROM carts WHERE consumer_no = ? AND site_id = ? AND kind = 'cart' AND updated_at <= ?").bind(consumerNo, site.siteId, now - CART_TTL_MS),
    db
      .prepare("INSERT OR IGNORE INTO carts (id, consumer_no, kind, site_id, currency, favorite_store_id, created_at, updated_at) VALUES (?, ?, 'cart', ?, ?, ?, ?, ?)")
      .bind(id, consumerNo, site.siteId, site.currency, favStoreId ?? null, now, now),
  ]);
  const live = (await liveCartOf(db, consumerNo, site.siteId, now)) ?? id;
  return { id: live, created: live === id };
}

/**
 * The query for a consumer's live basket (not a reservation) on a site: its id and favourite
 * store, if any. A shopper holds one basket per site; with no site named, their newest.
 */
export const liveCartQuery = (db: D1Database, consumerNo: string, siteId: string | null, now = Date.now()) =>
  db
    .prepare("SELECT id, favorite_store_id FROM carts WHERE consumer_no = ? AND kind = 'cart' AND updated_at > ? AND (?3 IS NULL OR site_id = ?3) ORDER BY updated_at DESC LIMIT 1")
    .bind(consumerNo, now - CART_TTL_MS, siteId);

/** The caller's live basket (not a reservation) on a site, if any. */
export async function liveCartOf(db: D1Database, consumerNo: string, siteId: string | null, now = Date.now()): Promise<string | undefined> {
  return (await liveCartQuery(db, consumerNo, siteId, now).first<{ id: string }>())?.id;
}

export interface OpenBasket {
  consumer: Consumer;
  state: BasketState;
}

/**
 * The basket a call names, once the caller proves they own it: a token for another consumer
 * learns nothing about it, a call from another site (its siteId or locale) is refused, and a
 * lapsed basket is deleted and reported missing. A call that reads
 * more of the basket passes its statements along (`also`), to ride in the same round trip; their
 * results come back in `alsoRead`.
 */
export async function openBasket(request: IRequest, env: Env, basketId: string, consumer?: Consumer, also: D1PreparedStatement[] = []): Promise<(OpenBasket & { alsoRead: D1Result[] }) | Response> {
  let caller: Consumer | undefined;
  let rows: D1Result[];
  if (consumer) [caller, rows] = [consumer, await env.DB.batch([...basketQueries(env.DB, basketId), ...also])];
  else {
    const token = bearerToken(request);
    if (!token) return unauthorized(request);
    // The token's owner and the basket in one round trip (every basket call and every cart page
    // makes one); nothing of the basket is answered before its owner is proven.
    const [owner, ...read] = await batchWhenReady(env.DB, [await consumerOfTokenQuery(env.DB, token, 'access'), ...basketQueries(env.DB, basketId), ...also]);
    caller = consumerOfRow(owner?.results[0]);
    rows = read;
  }
  const state = basketOf(rows);
  const alsoRead = rows.slice(rows.length - also.length);
  if (!caller) return unauthorized(request);
  if (!state) return cartNotFound(request);
  if (state.cart.consumer_no !== caller.consumerNo) return invalidCustomer(request);
  if (state.cart.site_id !== siteOf(request).siteId) return basketOfAnotherSite(request, state.cart.site_id);
  if (Date.now() - state.cart.updated_at > CART_TTL_MS) {
    await env.DB.prepare('DELETE FROM carts WHERE id = ?').bind(basketId).run();
    return cartNotFound(request);
  }
  return { consumer: caller, state, alsoRead };
}

/** Marks a basket changed; goes last in a write's batch. */
export const touch = (db: D1Database, basketId: string, now = Date.now()) => db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, basketId);
