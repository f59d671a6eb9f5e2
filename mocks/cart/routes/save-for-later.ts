import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { DEFAULT_MAX_QTY, ItemIdSchema, SaveForLaterIdSchema, SaveForLaterRequestSchema, UpdateSaveForLaterSchema, type SaveForLater } from '../../../shared/cart/schemas/cart';
import type { Site } from '../../../shared/site';
import { authenticate, type Consumer } from '../../auth';
import { answer, on } from '../../catalogue-routes';
import type { Env } from '../../env';
import { errorResponse, pageOf, parseBody, siteOf } from '../../http';
import { openBasket, randomHex, touch } from '../basket';
import * as refuse from '../errors';
import { sellableRefusal } from '../fulfilment';
import { sellables, styleOf, tileOf } from '../products';
import { basketAfter, opened, pathId, siteOfBasket } from '../request';
import { bonusItemId } from '../view';
import { newId } from '../../ugc-common';

/*
 * Saved for later: one list per consumer, items moved out of the basket and back. Moving is one
 * batch, so an item is always in exactly one of the two.
 */

/** The saved-for-later page size the storefront's settings use. */
const DEFAULT_COUNT = 24;
const MAX_COUNT = 100;

interface SavedRow {
  item_id: string;
  sku: string;
  qty: number;
  added_at: number;
}

async function readSaved(db: D1Database, consumer: Consumer, page: { start: number; count: number }, site: Site): Promise<SaveForLater> {
  const [list, total, rows] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT id FROM save_for_later_lists WHERE consumer_no = ?').bind(consumer.consumerNo),
    db.prepare('SELECT COUNT(*) AS n FROM save_for_later_items i JOIN save_for_later_lists l ON l.id = i.list_id WHERE l.consumer_no = ?').bind(consumer.consumerNo),
    db
      .prepare('SELECT i.item_id, i.sku, i.qty, i.added_at FROM save_for_later_items i JOIN save_for_later_lists l ON l.id = i.list_id WHERE l.consumer_no = ? ORDER BY i.seq DESC LIMIT ? OFFSET ?')
      .bind(consumer.consumerNo, page.count, page.start),
  ]);
  const items = (rows?.results ?? []) as unknown as SavedRow[];
  const found = await sellables(db, items.map((item) => item.sku), site.currency);
  return {
    saveForLaterId: ((list?.results[0] as { id?: string } | undefined)?.id ?? null) as string | null,
    total: Number((total?.results[0] as { n?: number } | undefined)?.n ?? 0),
    start: page.start,
    items: items.map((item) => {
      const sellable = found.get(item.sku);
      return {
        itemId: item.item_id,
        productId: item.sku,
        masterId: styleOf(item.sku),
        qty: item.qty,
        variants: sellable ? [{ code: 'color' as const, value: sellable.colorLabel }, { code: 'size' as const, value: sellable.sizeLabel }] : [],
        addedAt: new Date(item.added_at).toISOString(),
        available: Boolean(sellable && !sellableRefusal(sellable) && sellable.stock > 0),
        product: sellable ? tileOf(sellable, site) : null,
      };
    }),
  };
}

const firstPage = { start: 0, count: DEFAULT_COUNT };

async function listSaved(request: IRequest, env: Env): Promise<Response> {
  const page = pageOf(request, DEFAULT_COUNT, MAX_COUNT);
  if (page instanceof Response) return page;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  return answer(api.cart.savedForLater, await readSaved(env.DB, consumer, page, siteOf(request)));
}

/** Moves a basket line to the caller's list (made on first use); the same variant saved twice keeps one entry. */
async function saveForLater(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, SaveForLaterRequestSchema);
  if (input instanceof Response) return input;
  const open = await opened(request, env, request.params.basketId);
  if (open instanceof Response) return open;
  const { state, consumer } = open;
  if (input.itemId === bonusItemId(state.cart.id)) return refuse.gwpProduct(request, input.itemId);
  const line = state.items.find((item) => item.item_id === input.itemId);
  if (!line) return refuse.itemNotAvailable(request, input.itemId);
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare('INSERT INTO save_for_later_lists (id, consumer_no, created_at) VALUES (?, ?, ?) ON CONFLICT (consumer_no) DO NOTHING').bind(newId('SFL', 20), consumer.consumerNo, now),
    env.DB
      .prepare(
        `INSERT INTO save_for_later_items (item_id, list_id, sku, qty, added_at, seq)
         SELECT ?, l.id, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM save_for_later_items WHERE list_id = l.id) FROM save_for_later_lists l WHERE l.consumer_no = ?
         ON CONFLICT (list_id, sku) DO UPDATE SET qty = MIN(?, qty + excluded.qty), added_at = excluded.added_at, seq = excluded.seq`,
      )
      .bind(randomHex(24), line.sku, line.qty, now, consumer.consumerNo, DEFAULT_MAX_QTY),
    env.DB.prepare('DELETE FROM cart_price_adjustments WHERE item_id = ?').bind(line.item_id),
    env.DB.prepare('DELETE FROM cart_items WHERE item_id = ?').bind(line.item_id),
    touch(env.DB, state.cart.id, now),
  ]);
  const site = siteOfBasket(request, state);
  return answer(api.cart.saveForLater, { cart: await basketAfter(request, env, open), saveForLater: await readSaved(env.DB, consumer, firstPage, site) });
}

/** The caller's saved item, once the list is proven theirs. */
async function savedItem(request: IRequest, env: Env, consumer: Consumer, saveForLaterId: string, itemId: string): Promise<SavedRow | Response> {
  const owner = await env.DB.prepare('SELECT consumer_no FROM save_for_later_lists WHERE id = ?').bind(saveForLaterId).first<{ consumer_no: string }>();
  if (!owner || owner.consumer_no !== consumer.consumerNo) return owner ? refuse.invalidCustomer(request) : refuse.itemNotAvailable(request, itemId);
  const row = await env.DB.prepare('SELECT item_id, sku, qty, added_at FROM save_for_later_items WHERE list_id = ? AND item_id = ?').bind(saveForLaterId, itemId).first<SavedRow>();
  return row ?? refuse.itemNotAvailable(request, itemId);
}

/** Back to the basket at the saved quantity (joining a home-delivery line of the same variant), or a quantity or variant change in the list. */
async function updateSaved(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, UpdateSaveForLaterSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const saved = await savedItem(request, env, consumer, input.saveForLaterId, input.itemId);
  if (saved instanceof Response) return saved;
  const open = await openBasket(request, env, input.cartId, consumer);
  if (open instanceof Response) return open;
  const { state } = open;
  const site = siteOfBasket(request, state);

  if (input.action === 'update') {
    const sku = input.productId ?? saved.sku;
    if (styleOf(sku) !== styleOf(saved.sku)) return errorResponse(request, 400, 'API400', 'productId: a saved item can only change to another variant of its product');
    if (!(await sellables(env.DB, [sku], state.cart.currency)).has(sku)) return refuse.itemNotAvailable(request, input.itemId);
    const twin = sku === saved.sku ? undefined : await env.DB.prepare('SELECT item_id FROM save_for_later_items WHERE list_id = ? AND sku = ?').bind(input.saveForLaterId, sku).first<{ item_id: string }>();
    const qty = input.qty ?? saved.qty;
    await env.DB.batch(
      twin
        ? [env.DB.prepare('UPDATE save_for_later_items SET qty = MIN(?, qty + ?) WHERE item_id = ?').bind(DEFAULT_MAX_QTY, qty, twin.item_id), env.DB.prepare('DELETE FROM save_for_later_items WHERE item_id = ?').bind(saved.item_id)]
        : [env.DB.prepare('UPDATE save_for_later_items SET sku = ?, qty = ? WHERE item_id = ?').bind(sku, qty, saved.item_id)],
    );
    return answer(api.cart.updateSaveForLater, { cart: await basketAfter(request, env, open, { unchanged: true }), saveForLater: await readSaved(env.DB, consumer, firstPage, site) });
  }

  const sellable = (await sellables(env.DB, [saved.sku], state.cart.currency)).get(saved.sku);
  const refusal = sellableRefusal(sellable);
  if (refusal || !sellable) return (refusal ?? refuse.itemNotAvailable)(request);
  if (sellable.stock === 0) return refuse.itemOos(request, saved.item_id);
  const method = sellable.digital ? 'digital' : 'standard';
  const twin = state.items.find((item) => item.sku === saved.sku && item.shipping_method === method && item.store_id === '');
  const maxQty = twin?.max_qty ?? DEFAULT_MAX_QTY;
  const allowed = Math.min(maxQty, sellable.stock);
  if (saved.qty + (twin?.qty ?? 0) > allowed) return refuse.maxQuantity(request, allowed, twin?.item_id);
  await env.DB.batch([
    twin
      ? env.DB.prepare('UPDATE cart_items SET qty = qty + ? WHERE item_id = ?').bind(saved.qty, twin.item_id)
      : env.DB
          .prepare(
            `INSERT INTO cart_items (item_id, cart_id, sku, qty, max_qty, shipping_method, store_id, gift_option, seq)
             VALUES (?, ?, ?, ?, ?, ?, '', NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM cart_items WHERE cart_id = ?))`,
          )
          .bind(randomHex(24), state.cart.id, saved.sku, saved.qty, maxQty, method, state.cart.id),
    env.DB.prepare('DELETE FROM save_for_later_items WHERE item_id = ?').bind(saved.item_id),
    touch(env.DB, state.cart.id),
  ]);
  return answer(api.cart.updateSaveForLater, { cart: await basketAfter(request, env, open), saveForLater: await readSaved(env.DB, consumer, firstPage, site) });
}

async function removeSaved(request: IRequest, env: Env): Promise<Response> {
  const listId = pathId(request, 'saveForLaterId', SaveForLaterIdSchema, request.params.saveForlaterId);
  if (listId instanceof Response) return listId;
  const itemId = pathId(request, 'itemId', ItemIdSchema, request.params.itemId);
  if (itemId instanceof Response) return itemId;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const saved = await savedItem(request, env, consumer, listId, itemId);
  if (saved instanceof Response) return saved;
  await env.DB.prepare('DELETE FROM save_for_later_items WHERE item_id = ?').bind(saved.item_id).run();
  return answer(api.cart.removeSavedItem, await readSaved(env.DB, consumer, firstPage, siteOf(request)));
}

export const saveForLaterRoutes = [
  on(api.cart.savedForLater, listSaved),
  on(api.cart.saveForLater, saveForLater),
  on(api.cart.updateSaveForLater, updateSaved),
  on(api.cart.removeSavedItem, removeSaved),
];
