import type { Order, OrderShipment, OrderStatus, OrderSummary, TrackedOrder } from '../../shared/checkout/schemas/orders';
import type { InStoreSalesInfo } from '../../shared/location/schemas/stores';
import { toMajor } from '../markets';
import { GWP_BONUS_SKU } from '../cart';
import { productUrl } from '../data/urls';
import { STORE_BY_ID } from '../data/stores';
import { DAY_MS, RETURN_WINDOW_DAYS, type OrderAddress, type OrderDiscount, type PaymentSummary } from './orders';

/* Stored order rows as the order history service answers them: major units, ISO dates, and what the order still allows. */

export interface OrderRow {
  order_no: string;
  consumer_no: string | null;
  email: string;
  site_id: string;
  currency: string;
  status: OrderStatus;
  created_at: number;
  shipped_at: number | null;
  delivered_at: number | null;
  cancelled_at: number | null;
  returned_at: number | null;
  item_total: number;
  shipping: number;
  tax: number;
  tax_included: number;
  total: number;
  total_units: number;
  payment: string;
  billing_address: string;
  in_store_sales: string | null;
  /** JSON of the order's discounts (OrderDiscount[]); null when it had none. */
  discounts: string | null;
}

export interface LineRow {
  item_id: string;
  sku: string;
  style: string;
  name: string;
  color: string;
  size: string;
  qty: number;
  unit_price: number;
  row_total: number;
  shipment_id: string;
  digital: number;
  slug: string | null;
  gift_email: string | null;
  gift_to: string | null;
  gift_message: string | null;
  gift_sent_at: number | null;
}

export interface ShipmentRow {
  shipment_id: string;
  method: string;
  carrier: string | null;
  tracking_number: string | null;
  store_id?: string | null;
  collection_point_id?: string | null;
  collection_point_name?: string | null;
  /** JSON: a home delivery's address. */
  address?: string | null;
  /** JSON: who collects a store or pick-up point shipment. */
  pickup_contact?: string | null;
}

/** Where a collected shipment waits: the store by its current name, or the collection point as ordered. */
function collectedAt(row: ShipmentRow): Pick<OrderShipment, 'store' | 'collectionPoint'> {
  const store = row.store_id ? STORE_BY_ID.get(row.store_id) : undefined;
  return {
    ...(store ? { store: { storeId: store.storeId, name: store.name } } : {}),
    ...(row.collection_point_id && row.collection_point_name ? { collectionPoint: { collectionPointId: row.collection_point_id, name: row.collection_point_name } } : {}),
  };
}

export interface OrderRecord {
  order: OrderRow;
  lines: LineRow[];
  shipments: ShipmentRow[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The last moment a delivered order may be sent back, or null before delivery. */
export function returnUntil(order: OrderRow): number | null {
  return order.delivered_at === null ? null : order.delivered_at + RETURN_WINDOW_DAYS * DAY_MS;
}

/** Cancellable while nothing has left the warehouse. */
export const isCancellable = (order: OrderRow) => order.status === 'created';

/** A label while the order is delivered, within the window, and has something physical to send back. */
export function isReturnable(record: OrderRecord, now: number): boolean {
  const until = returnUntil(record.order);
  return record.order.status === 'delivered' && until !== null && now <= until && record.lines.some((line) => line.digital === 0);
}

function shipmentStatus(order: OrderRow, row: ShipmentRow): OrderShipment['status'] {
  if (order.status === 'cancelled') return 'cancelled';
  // An email gift card is delivered when the order is placed.
  if (row.method === 'digital') return 'delivered';
  if (order.status === 'created') return 'pending';
  return order.status;
}

function toShipment(order: OrderRow, row: ShipmentRow): OrderShipment {
  const status = shipmentStatus(order, row);
  const moving = status === 'shipped' || status === 'delivered' || status === 'returned';
  return {
    shipmentId: row.shipment_id,
    shippingMethod: row.method,
    status,
    carrier: moving ? row.carrier : null,
    trackingNumber: moving ? row.tracking_number : null,
    shippedAt: row.method === 'digital' ? iso(order.created_at) : moving ? iso(order.shipped_at) : null,
    deliveredAt: row.method === 'digital' && status === 'delivered' ? iso(order.created_at) : status === 'delivered' || status === 'returned' ? iso(order.delivered_at) : null,
    ...collectedAt(row),
    ...(row.address ? { address: JSON.parse(row.address) as NonNullable<OrderShipment['address']> } : {}),
    ...(row.pickup_contact ? { pickupContact: JSON.parse(row.pickup_contact) as NonNullable<OrderShipment['pickupContact']> } : {}),
  };
}

export function toOrder(record: OrderRecord, locale: string, now: number): Order {
  const { order, lines, shipments } = record;
  const major = (minor: number) => toMajor(minor, order.currency);
  const until = returnUntil(order);
  return {
    orderNumber: order.order_no,
    orderId: order.order_no,
    st: order.status,
    createdAt: new Date(order.created_at).toISOString(),
    siteId: order.site_id,
    items: lines.map((line) => ({
      itemId: line.item_id,
      productId: line.sku,
      masterId: line.style,
      name: line.name,
      color: line.color,
      size: line.size,
      qty: line.qty,
      price: { currency: order.currency, amount: major(line.unit_price) },
      rowTotal: major(line.row_total),
      shipmentId: line.shipment_id,
      digital: line.digital === 1,
      // The free gift a pack adds cannot be bought alone, so it has no product page to link to.
      ...(line.slug && line.digital === 0 && line.sku !== GWP_BONUS_SKU ? { pdpUrl: productUrl(locale, line.slug, line.style) } : {}),
      ...(line.gift_email ? { giftOption: { email: line.gift_email, to: line.gift_to ?? '', message: line.gift_message ?? '', sentAt: iso(line.gift_sent_at) } } : {}),
    })),
    shipments: shipments.map((row) => toShipment(order, row)),
    totals: {
      currency: order.currency,
      itemTotal: major(order.item_total),
      discounts: order.discounts ? (JSON.parse(order.discounts) as OrderDiscount[]).map((discount) => ({ ...discount, amount: major(discount.amount) })) : [],
      shipping: major(order.shipping),
      tax: major(order.tax),
      taxIncluded: order.tax_included === 1,
      total: major(order.total),
      totalUnits: order.total_units,
    },
    paymentMethod: JSON.parse(order.payment) as PaymentSummary[],
    billingAddress: JSON.parse(order.billing_address) as OrderAddress,
    ...(order.in_store_sales ? { inStoreSalesInfo: JSON.parse(order.in_store_sales) as InStoreSalesInfo } : {}),
    actions: { cancel: isCancellable(order), returnLabel: isReturnable(record, now), returnUntil: order.status === 'delivered' || order.status === 'returned' ? iso(until) : null },
  };
}

export function toSummary(order: OrderRow): OrderSummary {
  return {
    orderNumber: order.order_no,
    orderId: order.order_no,
    st: order.status,
    createdAt: new Date(order.created_at).toISOString(),
    total: toMajor(order.total, order.currency),
    currency: order.currency,
    totalUnits: order.total_units,
  };
}

export function toTracked(record: OrderRecord): TrackedOrder {
  return {
    orderNumber: record.order.order_no,
    st: record.order.status,
    createdAt: new Date(record.order.created_at).toISOString(),
    items: record.lines.map((line) => ({ name: line.name, qty: line.qty })),
    shipments: record.shipments.map((row) => toShipment(record.order, row)),
  };
}
