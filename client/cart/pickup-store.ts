import type { Cart, CartItem } from '../../shared/cart/schemas/cart';
import type { Store as StoreLocation } from '../../shared/location/schemas/stores';

/*
 * The rules of choosing a pickup store for a cart line: which store a line (or the cart) picks
 * up at now, whether a choice needs the shopper's confirmation, and whether a store can take
 * the line at all.
 */

export interface StoreRef {
  id: string;
  name: string;
}

/** A store the shopper picked: from the line's own choices (id and name) or from a search (with its address and hours). */
export interface ChosenStore {
  storeId: string;
  name: string;
  location?: StoreLocation;
}

/** The store a line is picked up at, or null when it is delivered. */
export function pickupStoreOf(item: CartItem): StoreRef | null {
  const { selected, storeId, available } = item.shippingOptions;
  if (selected !== 'pickup' || !storeId) return null;
  const info = available.find((option) => option.storeInfo?.id === storeId)?.storeInfo;
  return { id: storeId, name: info?.name ?? storeId };
}

export type StoreChoice =
  /** Nothing is picked up elsewhere: the line moves straight away. */
  | { kind: 'direct' }
  /** The line is already at this store. */
  | { kind: 'same' }
  /** Something is picked up at another store: the shopper confirms first. */
  | { kind: 'confirm'; from: StoreRef; others: CartItem[] };

/**
 * What choosing `storeId` for `item` asks of the shopper. Moving a line whose store is already
 * set, or adding a second store to a cart whose other lines pick up at one, changes where the
 * shopper collects: that is confirmed first, naming the store it leaves and the lines staying there.
 */
export function storeChoice(cart: Cart | null, item: CartItem, storeId: string): StoreChoice {
  const own = pickupStoreOf(item);
  if (own?.id === storeId) return { kind: 'same' };
  const elsewhere = (cart?.items ?? []).filter((other) => other.itemId !== item.itemId && !other.bonus && pickupStoreOf(other) && pickupStoreOf(other)?.id !== storeId);
  const from = own ?? (elsewhere[0] ? pickupStoreOf(elsewhere[0]) : null);
  if (!from) return { kind: 'direct' };
  return { kind: 'confirm', from, others: elsewhere.filter((other) => pickupStoreOf(other)?.id === from.id) };
}

export type StoreFit =
  | { ok: true; quantity: number; status: 'IN_STOCK' | 'LOW_STOCK' }
  | { ok: false; reason: 'noPickup' | 'outOfStock' | 'notEnough' | 'unknown'; quantity: number };

/** Whether a store found by the search can hand out this line: it does pickup and has the line's quantity. */
export function storeFit(location: StoreLocation, item: CartItem): StoreFit {
  const stock = location.availability?.find((entry) => entry.productId === item.productId);
  if (!location.pickupAvailable) return { ok: false, reason: 'noPickup', quantity: stock?.quantity ?? 0 };
  if (!stock) return { ok: false, reason: 'unknown', quantity: 0 };
  if (stock.status === 'OUT_OF_STOCK' || stock.quantity === 0) return { ok: false, reason: 'outOfStock', quantity: 0 };
  if (stock.quantity < item.qty) return { ok: false, reason: 'notEnough', quantity: stock.quantity };
  return { ok: true, quantity: stock.quantity, status: stock.status === 'LOW_STOCK' ? 'LOW_STOCK' : 'IN_STOCK' };
}
