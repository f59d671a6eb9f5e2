import type { IRequest } from 'itty-router';
import { DEFAULT_MAX_QTY, type GiftOption, type ShippingMethodCode } from '../../shared/cart/schemas/cart';
import type { Site } from '../../shared/site';
import { STORE_BY_ID, storeStock } from '../data/stores';
import { errorResponse } from '../http';
import type { ItemRow } from './basket';
import * as refuse from './errors';
import type { Sellable } from './products';
import { needsStore } from '../../shared/checkout/shipment-methods';

/*
 * Whether a basket can take some units of a variant, fulfilled a given way: the variant must be
 * sold, priced and in stock (at the store, for pickup), and the line may not pass its maxQty.
 */

/** A refusal already decided, answered for the request that asked (the data form is http.ts's Refusal). */
export type RefusalAnswer = (request: IRequest) => Response;

export interface Fulfilment {
  method: ShippingMethodCode;
  /** '' unless fulfilled by a store. */
  storeId: string;
}

/** The store a store fulfilment names, if it is in the site's country and can hand out orders. */
export function storeFor(storeId: string, site: Site, method: ShippingMethodCode): RefusalAnswer | undefined {
  const store = STORE_BY_ID.get(storeId);
  if (!store || store.address.country !== site.country) return refuse.storeNotFound;
  if (!store.pickupAvailable) return refuse.methodUnavailable;
  return needsStore(method) ? undefined : refuse.methodUnavailable;
}

/** Units the way a line is fulfilled can supply: the store's shelf for pickup, online stock otherwise. */
export function supplyOf(sellable: Sellable, fulfilment: Fulfilment): number {
  return fulfilment.method === 'pickup' ? storeStock(fulfilment.storeId, sellable.sku, sellable.stock).quantity : sellable.stock;
}

/** A sellable's own refusal: the gift, an unpriced or mispriced article, or a retired one. */
export function sellableRefusal(sellable: Sellable | undefined): RefusalAnswer | undefined {
  if (!sellable) return (request) => refuse.itemNotAvailable(request);
  if (sellable.state === 'giftOnly') return (request) => refuse.gwpProduct(request);
  if (sellable.state === 'noPrice') return refuse.noPrice;
  if (sellable.state === 'invalidPrice' || sellable.unitPrice <= 0) return refuse.invalidPrice;
  if (sellable.state === 'discontinued') return refuse.noLongerAvailable;
  return undefined;
}

export interface AddRequest {
  sku: string;
  qty: number;
  maxQty?: number | undefined;
  fulfilment: Fulfilment;
  giftOption?: GiftOption | undefined;
}

export interface PlannedLine {
  /** The line it joins, or undefined for a new line. */
  existing: ItemRow | undefined;
  sku: string;
  qty: number;
  maxQty: number;
  fulfilment: Fulfilment;
  giftOption: GiftOption | undefined;
}

export const giftOnNonDigital: RefusalAnswer = (request) => errorResponse(request, 400, 'API400', 'giftOption: only a digital product takes a gift option');

/**
 * The lines an add leaves in the basket, or why it is refused. The add is all or nothing: when
 * several items are sent and some cannot be had, nothing is added and the refusal says whether
 * all (INV405, ITEMS_OOS) or some (INV407, INV409) were the problem.
 */
export function planAdd(requests: readonly AddRequest[], found: ReadonlyMap<string, Sellable>, lines: readonly ItemRow[]): PlannedLine[] | RefusalAnswer {
  const several = requests.length > 1;
  const sellable = (add: AddRequest) => found.get(add.sku);
  for (const add of requests) {
    const state = sellable(add)?.state;
    if (state === 'giftOnly' || state === 'noPrice' || state === 'invalidPrice') return sellableRefusal(sellable(add)) as RefusalAnswer;
  }
  const gone = requests.filter((add) => !sellable(add) || sellable(add)?.state === 'discontinued');
  if (gone.length) return several ? (request) => refuse.itemsNoLongerAvailable(request, gone.length === requests.length) : (sellableRefusal(sellable(gone[0] as AddRequest)) as RefusalAnswer);
  for (const add of requests) if (add.giftOption && !sellable(add)?.digital) return giftOnNonDigital;

  const withFulfilment = requests.map((add) => ({ ...add, fulfilment: sellable(add)?.digital ? { method: 'digital' as const, storeId: '' } : add.fulfilment }));
  const empty = withFulfilment.filter((add) => supplyOf(sellable(add) as Sellable, add.fulfilment) === 0);
  if (empty.length) return several ? (empty.length === requests.length ? refuse.itemsOos : refuse.someWithoutInventory) : refuse.outOfStock;

  const planned = new Map<string, PlannedLine>();
  for (const add of withFulfilment) {
    const key = `${add.sku}|${add.fulfilment.method}|${add.fulfilment.storeId}`;
    const existing = lines.find((line) => line.sku === add.sku && line.shipping_method === add.fulfilment.method && line.store_id === add.fulfilment.storeId);
    const before = planned.get(key);
    const qty = (before?.qty ?? existing?.qty ?? 0) + add.qty;
    const maxQty = add.maxQty ?? before?.maxQty ?? existing?.max_qty ?? DEFAULT_MAX_QTY;
    const allowed = Math.min(maxQty, supplyOf(sellable(add) as Sellable, add.fulfilment));
    if (qty > allowed) return (request) => refuse.maxQuantity(request, allowed, existing?.item_id);
    planned.set(key, { existing, sku: add.sku, qty, maxQty, fulfilment: add.fulfilment, giftOption: add.giftOption ?? before?.giftOption });
  }
  return [...planned.values()];
}
