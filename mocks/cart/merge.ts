import { CART_TTL_MS, liveCartOf, liveCartQuery } from './basket';
import { DEFAULT_MAX_QTY } from '../../shared/cart/schemas/cart';
import type { GuestObjects, OwnedObjects } from '../auth';

/** An object's id, when a guest (never another registered shopper) owns it. */
async function guestOwned(db: D1Database, table: 'carts' | 'favorite_lists' | 'save_for_later_lists', id: string | null | undefined, now: number): Promise<string | undefined> {
  if (!id) return undefined;
  const guest = `SELECT o.id FROM ${table} o JOIN consumers g ON g.consumer_no = o.consumer_no WHERE o.id = ? AND g.type = 'Guest'`;
  const query = table === 'carts' ? db.prepare(`${guest} AND o.kind = 'cart' AND o.updated_at > ?`).bind(id, now - CART_TTL_MS) : db.prepare(guest).bind(id);
  const row = await query.first<{ id: string }>();
  return row?.id;
}

const ownedIdQuery = (db: D1Database, table: 'favorite_lists' | 'save_for_later_lists', consumerNo: string) => db.prepare(`SELECT id FROM ${table} WHERE consumer_no = ?`).bind(consumerNo);

async function ownedId(db: D1Database, table: 'favorite_lists' | 'save_for_later_lists', consumerNo: string): Promise<string | undefined> {
  return (await ownedIdQuery(db, table, consumerNo).first<{ id: string }>())?.id;
}

/**
 * A guest's basket joins the signed-in shopper's basket on the same site (a basket is priced in
 * its site's currency, so lines never cross sites here): with no live basket of their own there
 * they take the guest's whole; otherwise each guest line is added to theirs (a line both have adds
 * the quantities, up to the line's maximum) and the guest's coupons come along.
 */
async function basketMerge(db: D1Database, consumerNo: string, guestBasket: string, now: number): Promise<D1PreparedStatement[]> {
  const siteId = (await db.prepare('SELECT site_id FROM carts WHERE id = ?').bind(guestBasket).first<{ site_id: string }>())?.site_id ?? null;
  const own = await liveCartOf(db, consumerNo, siteId, now);
  if (!own) {
    return [
      db.prepare("DELETE FROM carts WHERE consumer_no = ? AND site_id = ? AND kind = 'cart'").bind(consumerNo, siteId),
      db.prepare('UPDATE carts SET consumer_no = ?, updated_at = ? WHERE id = ?').bind(consumerNo, now, guestBasket),
    ];
  }
  const sameLine = 'g.cart_id = ?2 AND g.sku = r.sku AND g.shipping_method = r.shipping_method AND g.store_id = r.store_id';
  return [
    db.prepare(`UPDATE cart_items AS r SET qty = MIN(r.max_qty, r.qty + (SELECT g.qty FROM cart_items g WHERE ${sameLine})) WHERE r.cart_id = ?1 AND EXISTS (SELECT 1 FROM cart_items g WHERE ${sameLine})`).bind(own, guestBasket),
    db
      .prepare(
        `UPDATE cart_items AS g SET cart_id = ?1, seq = g.seq + (SELECT COALESCE(MAX(seq), 0) FROM cart_items WHERE cart_id = ?1)
          WHERE g.cart_id = ?2 AND NOT EXISTS (SELECT 1 FROM cart_items r WHERE r.cart_id = ?1 AND ${sameLine})`,
      )
      .bind(own, guestBasket),
    db.prepare('INSERT OR IGNORE INTO cart_coupons (cart_id, code, applied_at) SELECT ?, code, applied_at FROM cart_coupons WHERE cart_id = ?').bind(own, guestBasket),
    // What is left of the guest's basket (lines summed into the shopper's, coupons copied) goes with it by cascade.
    db.prepare('DELETE FROM carts WHERE id = ?').bind(guestBasket),
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, own),
  ];
}

/** Favourites: the shopper takes the guest's list, or the products it has that theirs lacks. */
async function favoritesMerge(db: D1Database, consumerNo: string, guestList: string): Promise<D1PreparedStatement[]> {
  const own = await ownedId(db, 'favorite_lists', consumerNo);
  if (!own) return [db.prepare('UPDATE favorite_lists SET consumer_no = ? WHERE id = ?').bind(consumerNo, guestList)];
  return [
    db.prepare('UPDATE favorite_items SET favorite_id = ?1 WHERE favorite_id = ?2 AND product_id NOT IN (SELECT product_id FROM favorite_items WHERE favorite_id = ?1)').bind(own, guestList),
    db.prepare('DELETE FROM favorite_items WHERE favorite_id = ?').bind(guestList),
    db.prepare('DELETE FROM favorite_lists WHERE id = ?').bind(guestList),
  ];
}

/** Saved for later: as the basket, a variant both saved adds its quantities. */
async function savedMerge(db: D1Database, consumerNo: string, guestList: string): Promise<D1PreparedStatement[]> {
  const own = await ownedId(db, 'save_for_later_lists', consumerNo);
  if (!own) return [db.prepare('UPDATE save_for_later_lists SET consumer_no = ? WHERE id = ?').bind(consumerNo, guestList)];
  const sameSku = 'g.list_id = ?2 AND g.sku = r.sku';
  return [
    db.prepare(`UPDATE save_for_later_items AS r SET qty = MIN(?3, r.qty + (SELECT g.qty FROM save_for_later_items g WHERE ${sameSku})) WHERE r.list_id = ?1 AND EXISTS (SELECT 1 FROM save_for_later_items g WHERE ${sameSku})`).bind(own, guestList, DEFAULT_MAX_QTY),
    db.prepare(`UPDATE save_for_later_items AS g SET list_id = ?1 WHERE g.list_id = ?2 AND NOT EXISTS (SELECT 1 FROM save_for_later_items r WHERE r.list_id = ?1 AND r.sku = g.sku)`).bind(own, guestList),
    db.prepare('DELETE FROM save_for_later_lists WHERE id = ?').bind(guestList),
  ];
}

/**
 * Folds what a guest built before signing in into the shopper's own, in one transaction. Only a
 * guest's objects merge: an id of another registered shopper's basket or list is ignored, so a
 * sign-in cannot be used to take someone's cart.
 */
export async function mergeGuestObjects(db: D1Database, consumerNo: string, guest: GuestObjects, now = Date.now()): Promise<void> {
  const [basket, favorites, saved] = await Promise.all([
    guestOwned(db, 'carts', guest.basketId, now),
    guestOwned(db, 'favorite_lists', guest.favoriteId, now),
    guestOwned(db, 'save_for_later_lists', guest.saveForLaterId, now),
  ]);
  const statements = [
    ...(basket ? await basketMerge(db, consumerNo, basket, now) : []),
    ...(favorites ? await favoritesMerge(db, consumerNo, favorites) : []),
    ...(saved ? await savedMerge(db, consumerNo, saved) : []),
  ];
  if (statements.length) await db.batch(statements);
}

/** The ids a shopper's token answer names: their live basket on the token call's site, and their lists. */
export async function ownedObjects(db: D1Database, consumerNo: string, siteId: string, now = Date.now()): Promise<OwnedObjects> {
  const [cart, favorites, saved] = await db.batch<{ id: string; favorite_store_id?: string | null }>([
    liveCartQuery(db, consumerNo, siteId, now),
    ownedIdQuery(db, 'favorite_lists', consumerNo),
    ownedIdQuery(db, 'save_for_later_lists', consumerNo),
  ]);
  const basket = cart?.results[0];
  return { basketId: basket?.id ?? null, favoriteId: favorites?.results[0]?.id ?? null, favStoreId: basket?.favorite_store_id ?? null, saveForLaterId: saved?.results[0]?.id ?? null };
}
