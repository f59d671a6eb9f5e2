import type { IRequest } from 'itty-router';
import { AddFavoriteSchema, type Favorites } from '../../../shared/account/schemas/favorites';
import type { Site } from '../../../shared/site';
import type { ProductRecord } from '../../data/catalog';
import { toTile } from '../../data/product-view';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, pageOf, parseBody, siteOf, type MockRouter } from '../../http';
import { newId, shopperOf } from '../../ugc-common';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';
import { authenticate } from '../../auth';
import { invalidCustomer } from '../../cart';

/*
 * Wishlists. A favourites list belongs to the consumer behind the access token (a
 * guest is a consumer too); one list per consumer. Every call but the shared read checks that
 * the token owns the list it names: another consumer's favoriteId gets INVALID_CUSTOMER.
 *   GET    /wishlists/v2/favorites?start=&count=                 → Favorites (empty without a token)
 *   POST   /wishlists/v2/favorites { id, qty, itemType, favoriteId } → Favorites
 *   DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}   → Favorites
 *   POST   /wishlists/v2/favorites/{favoriteId}/share            → { favoriteId, url }
 *   GET    /wishlists/v2/favorites/{favoriteId}/share            → Favorites, read-only, no token needed
 */


const DEFAULT_COUNT = 24;
const MAX_COUNT = 100;

type Page = { start: number; count: number };
type ListKey = { by: 'consumer' | 'id'; value: string };

const listNotFound = (request: IRequest) => errorResponse(request, 'PLP400', 'List product not found');

/** The list, its size and one page of items (newest first), in one round trip. */
async function readList(db: D1Database, key: ListKey, page: Page, site: Site): Promise<Favorites> {
  const match = key.by === 'consumer' ? 'l.consumer_no = ?' : 'l.id = ?';
  const [list, total, rows] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT l.id FROM favorite_lists l WHERE ${match}`).bind(key.value),
    db.prepare(`SELECT COUNT(*) AS n FROM favorite_items i JOIN favorite_lists l ON l.id = i.favorite_id WHERE ${match}`).bind(key.value),
    db.prepare(
      `SELECT i.item_id, i.product_id, i.added_at, p.data FROM favorite_items i
         JOIN favorite_lists l ON l.id = i.favorite_id
         LEFT JOIN products p ON p.id = i.product_id
        WHERE ${match} ORDER BY i.seq DESC LIMIT ? OFFSET ?`,
    ).bind(key.value, page.count, page.start),
  ]);
  const favoriteId = (list?.results[0] as { id?: string } | undefined)?.id ?? null;
  return {
    favoriteId,
    total: Number((total?.results[0] as { n?: number } | undefined)?.n ?? 0),
    start: page.start,
    items: ((rows?.results ?? []) as Array<{ item_id: string; product_id: string; added_at: string; data: string | null }>).map((row) => ({
      id: row.product_id,
      itemId: row.item_id,
      addedAt: row.added_at,
      // A product dropped from the catalogue stays listed, without a tile, so it can be removed.
      product: row.data ? toTile(JSON.parse(row.data) as ProductRecord, site) : null,
    })),
  };
}

async function ownerOf(db: D1Database, favoriteId: string): Promise<string | null | undefined> {
  const row = await db.prepare('SELECT consumer_no FROM favorite_lists WHERE id = ?').bind(favoriteId).first<{ consumer_no: string | null }>();
  return row ? row.consumer_no : undefined;
}

/**
 * The calling consumer, after they claim the list their old guest id (x-usid) made before
 * favourites needed a token, when they have none of their own yet.
 */
async function listOwner(request: IRequest, env: Env): Promise<string | Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const usid = shopperOf(request);
  if (usid) {
    await env.DB.prepare(
      `UPDATE favorite_lists SET consumer_no = ?1
        WHERE legacy_usid = ?2 AND consumer_no IS NULL
          AND NOT EXISTS (SELECT 1 FROM favorite_lists WHERE consumer_no = ?1)`,
    )
      .bind(consumer.consumerNo, usid)
      .run();
  }
  return consumer.consumerNo;
}

async function getFavorites(request: IRequest, env: Env): Promise<Response> {
  const page = pageOf(request, DEFAULT_COUNT, MAX_COUNT);
  if (page instanceof Response) return page;
  // No token, no list: an empty answer lets the page render without an error.
  if (!request.headers.get('authorization')) return json({ favoriteId: null, total: 0, start: page.start, items: [] } satisfies Favorites);
  const owner = await listOwner(request, env);
  if (owner instanceof Response) return owner;
  return json(await readList(env.DB, { by: 'consumer', value: owner }, page, siteOf(request)));
}

async function addFavorite(request: IRequest, env: Env): Promise<Response> {
  const owner = await listOwner(request, env);
  if (owner instanceof Response) return owner;
  const body = await parseBody(request, AddFavoriteSchema);
  if (body instanceof Response) return body;
  const { id: productId, favoriteId } = body;
  // Another consumer's list id: refuse rather than silently write to the caller's own.
  if (favoriteId) {
    const listOwnedBy = await ownerOf(env.DB, favoriteId);
    if (listOwnedBy !== undefined && listOwnedBy !== owner) return invalidCustomer(request);
  }
  if (!(await env.DB.prepare('SELECT 1 AS found FROM products WHERE id = ?').bind(productId).first())) return listNotFound(request);
  const now = new Date().toISOString();
  // The first add creates the list; adding a product already listed keeps the one entry.
  await env.DB.batch([
    env.DB.prepare('INSERT INTO favorite_lists (id, consumer_no, created_at) VALUES (?, ?, ?) ON CONFLICT (consumer_no) DO NOTHING').bind(newId('FAV', 20), owner, now),
    env.DB.prepare(
      `INSERT INTO favorite_items (item_id, favorite_id, product_id, added_at)
       SELECT ?, l.id, ?, ? FROM favorite_lists l WHERE l.consumer_no = ?
       ON CONFLICT DO NOTHING`,
    ).bind(newId('FI'), productId, now, owner),
  ]);
  return json(await readList(env.DB, { by: 'consumer', value: owner }, { start: 0, count: DEFAULT_COUNT }, siteOf(request)));
}

async function removeFavorite(request: IRequest, env: Env): Promise<Response> {
  const owner = await listOwner(request, env);
  if (owner instanceof Response) return owner;
  const favoriteId = request.params.favoriteId ?? '';
  const itemId = request.params.itemId ?? '';
  if ((await ownerOf(env.DB, favoriteId)) !== owner) return invalidCustomer(request);
  // The item id is the list entry's id; the product id is accepted too, so a heart can toggle off by product.
  const deleted = await env.DB.prepare('DELETE FROM favorite_items WHERE favorite_id = ? AND (item_id = ? OR product_id = ?)').bind(favoriteId, itemId, itemId).run();
  if (!deleted.meta.changes) return listNotFound(request);
  return json(await readList(env.DB, { by: 'id', value: favoriteId }, { start: 0, count: DEFAULT_COUNT }, siteOf(request)));
}

async function shareFavorites(request: IRequest, env: Env): Promise<Response> {
  const owner = await listOwner(request, env);
  if (owner instanceof Response) return owner;
  const favoriteId = request.params.favoriteId ?? '';
  if ((await ownerOf(env.DB, favoriteId)) !== owner) return invalidCustomer(request);
  await env.DB.prepare('UPDATE favorite_lists SET shared_at = COALESCE(shared_at, ?) WHERE id = ?').bind(new Date().toISOString(), favoriteId).run();
  return json({ favoriteId, url: `/${siteOf(request).locale}/favorites?share=${encodeURIComponent(favoriteId)}` });
}

/** Anyone with the link may read a shared list; an unshared one does not exist to them. */
async function readShared(request: IRequest, env: Env): Promise<Response> {
  const page = pageOf(request, DEFAULT_COUNT, MAX_COUNT);
  if (page instanceof Response) return page;
  const favoriteId = request.params.favoriteId ?? '';
  await ensureDatabase(env.DB);
  const shared = await env.DB.prepare('SELECT 1 AS found FROM favorite_lists WHERE id = ? AND shared_at IS NOT NULL').bind(favoriteId).first();
  if (!shared) return listNotFound(request);
  return json(await readList(env.DB, { by: 'id', value: favoriteId }, page, siteOf(request)));
}

export function registerWishlistRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.wishlists.favorites, getFavorites),
    on(api.wishlists.addFavorite, addFavorite),
    on(api.wishlists.removeFavorite, removeFavorite),
    on(api.wishlists.sharedFavorites, readShared),
    on(api.wishlists.shareFavorites, shareFavorites),
  ]);
}
