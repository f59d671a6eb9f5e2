import type { Site } from '../../shared/site';
import { taxOn } from '../../shared/market';
import { methodCost, siteById, taxRule } from '../markets';

/*
 * The order store: orders with their lines and shipments, amounts in minor units of the order's
 * currency. `createOrder` writes one order whole in one D1 batch (a transaction), so an order is
 * never seen half written; the seed and checkout both place orders through it.
 */

/** How long after delivery a return is accepted. */
export const RETURN_WINDOW_DAYS = 60;
export const DAY_MS = 24 * 60 * 60 * 1000;

export type StoredStatus = 'created' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

export interface NewOrderLine {
  sku: string;
  style: string;
  name: string;
  color: string;
  size: string;
  qty: number;
  /** Minor units, what one unit was charged. */
  unitPrice: number;
  /**
   * Minor units, what the line was charged in all; unit price × qty unless a discount spread over
   * the units leaves a remainder, which the line total keeps so the lines still add up to the items.
   */
  rowTotal?: number;
  digital: boolean;
  slug?: string;
  giftOption?: { email: string; to: string; message: string };
  /** Which of the order's physical shipments carries it (its index); the first without. */
  shipment?: number;
}

export type ShipmentMethod = 'standard' | 'pudo' | 'pickup' | 'sts';

/** One physical shipment of an order: its method, where it is collected, the home address it goes to, who collects it. */
export interface NewShipment {
  method: ShipmentMethod;
  collectedAt?: NewOrder['collectedAt'];
  address?: OrderAddress;
  pickupContact?: { contactName: string; email: string; phone: string };
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  postalCode: string;
  countryCode: string;
}

export interface PaymentSummary {
  code: string;
  label: string;
  additionalData?: Record<string, string>;
}

export interface NewOrder {
  /** Given by the seed; checkout leaves it out and gets a fresh one. */
  orderNo?: string;
  /** The registered shopper's; null for a guest's order. */
  consumerNo: string | null;
  email: string;
  siteId: string;
  lines: readonly NewOrderLine[];
  shippingMethod: ShipmentMethod;
  /**
   * The physical shipments, each with its lines (`NewOrderLine.shipment`) and where it goes; an
   * order without them has one, by `shippingMethod` and `collectedAt` (the seed's orders).
   */
  shipments?: readonly NewShipment[];
  payment: readonly PaymentSummary[];
  billingAddress: OrderAddress;
  /** Sold in a store: the store and the employee who served the shopper. */
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string };
  /** Where the physical shipment is collected: its store (pickup, ship to store) or its collection point (pick-up point). */
  collectedAt?: { storeId: string } | { collectionPointId: string; collectionPointName: string };
  status?: StoredStatus;
  /** What checkout charged (the basket's own totals); the seed's orders work theirs out from the lines. */
  totals?: OrderTotals;
  /** Epoch ms; now unless given. */
  createdAt?: number;
  shippedAt?: number | null;
  deliveredAt?: number | null;
  cancelledAt?: number | null;
  returnedAt?: number | null;
}

/** One discount the order was given: a promotion or a price adjustment, minor units, negative. */
export interface OrderDiscount {
  promotionId: string;
  name: string | null;
  level: 'PRODUCT' | 'ORDER';
  amount: number;
}

export interface OrderTotals {
  /** What the lines were charged, after every discount. */
  itemTotal: number;
  /** What came off the lines before they were charged; none for the seed's orders. */
  discounts?: readonly OrderDiscount[];
  shipping: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
  totalUnits: number;
}

function siteOf(siteId: string): Site {
  const site = siteById(siteId);
  if (!site) throw new Error(`unknown site ${siteId}`);
  return site;
}

/** Totals as the checkout charged them: lines, delivery when anything ships, and the market's tax. */
export function orderTotals(order: Pick<NewOrder, 'siteId' | 'lines' | 'shippingMethod'>): OrderTotals {
  const site = siteOf(order.siteId);
  const itemTotal = order.lines.reduce((sum, line) => sum + (line.rowTotal ?? line.unitPrice * line.qty), 0);
  const shipping = order.lines.some((line) => !line.digital) ? methodCost(order.shippingMethod, site) : 0;
  // VAT is inside the shelf price (its share is reported); sales tax is added on top, at the market's default region.
  const rate = taxRule(site);
  const { included } = rate;
  const tax = taxOn(itemTotal + shipping, rate, site.currency);
  return { itemTotal, shipping, tax, taxIncluded: included, total: itemTotal + shipping + (included ? 0 : tax), totalUnits: order.lines.reduce((sum, line) => sum + line.qty, 0) };
}

const CARRIERS = ['UPS', 'DHL', 'PostNord'] as const;

function digits(count: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => String(byte % 10)).join('');
}

/** The statements that write one order; `ignoreExisting` leaves an order already there as it is (reseeding). */
export function orderStatements(db: D1Database, orderNo: string, order: NewOrder, options: { ignoreExisting?: boolean; now?: number } = {}): D1PreparedStatement[] {
  const site = siteOf(order.siteId);
  const totals = order.totals ?? orderTotals(order);
  const insert = options.ignoreExisting ? 'INSERT OR IGNORE' : 'INSERT';
  const createdAt = order.createdAt ?? options.now ?? Date.now();
  const physical = order.lines.some((line) => !line.digital);
  const digital = order.lines.some((line) => line.digital);
  const carrier = CARRIERS[Number(orderNo.slice(-1)) % CARRIERS.length] as string;
  const shipments: readonly NewShipment[] = order.shipments?.length ? order.shipments : [{ method: order.shippingMethod, ...(order.collectedAt ? { collectedAt: order.collectedAt } : {}) }];
  // The e-mailed gift cards' shipment is S2 (as it always was); the physical ones are S1, S3, S4…
  const physicalId = (index: number) => `${orderNo}-S${index === 0 ? 1 : index + 2}`;
  const statements = [
    db
      .prepare(
        `${insert} INTO orders (order_no, consumer_no, email, site_id, currency, status, created_at, shipped_at, delivered_at, cancelled_at, returned_at,
           item_total, shipping, tax, tax_included, total, total_units, payment, billing_address, in_store_sales, discounts)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        orderNo, order.consumerNo, order.email.toLowerCase(), site.siteId, site.currency, order.status ?? 'created', createdAt,
        order.shippedAt ?? null, order.deliveredAt ?? null, order.cancelledAt ?? null, order.returnedAt ?? null,
        totals.itemTotal, totals.shipping, totals.tax, totals.taxIncluded ? 1 : 0, totals.total, totals.totalUnits,
        JSON.stringify(order.payment), JSON.stringify(order.billingAddress), order.inStoreSalesInfo ? JSON.stringify(order.inStoreSalesInfo) : null,
        totals.discounts?.length ? JSON.stringify(totals.discounts) : null,
      ),
  ];
  if (physical) {
    shipments.forEach((shipment, index) => {
      const collected = shipment.collectedAt;
      statements.push(
        db
          .prepare(`${insert} INTO order_shipments (order_no, shipment_id, method, carrier, tracking_number, store_id, collection_point_id, collection_point_name, address, pickup_contact) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
          .bind(
            orderNo, physicalId(index), shipment.method, carrier, `1Z${orderNo.slice(2)}${digits(6)}`,
            collected && 'storeId' in collected ? collected.storeId : null,
            collected && 'collectionPointId' in collected ? collected.collectionPointId : null,
            collected && 'collectionPointId' in collected ? collected.collectionPointName : null,
            shipment.address ? JSON.stringify(shipment.address) : null,
            shipment.pickupContact ? JSON.stringify(shipment.pickupContact) : null,
          ),
      );
    });
  }
  if (digital) statements.push(db.prepare(`${insert} INTO order_shipments (order_no, shipment_id, method, carrier, tracking_number) VALUES (?, ?, 'digital', NULL, NULL)`).bind(orderNo, `${orderNo}-S2`));
  order.lines.forEach((line, index) => {
    statements.push(
      db
        .prepare(
          `${insert} INTO order_lines (order_no, item_id, position, sku, style, name, color, size, qty, unit_price, row_total, shipment_id, digital, slug, gift_email, gift_to, gift_message, gift_sent_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          orderNo, `${orderNo}-${index + 1}`, index, line.sku, line.style, line.name, line.color, line.size, line.qty, line.unitPrice, line.rowTotal ?? line.unitPrice * line.qty,
          line.digital ? `${orderNo}-S2` : physicalId(Math.min(line.shipment ?? 0, shipments.length - 1)), line.digital ? 1 : 0, line.slug ?? null,
          line.giftOption?.email.toLowerCase() ?? null, line.giftOption?.to ?? null, line.giftOption?.message ?? null, line.giftOption ? createdAt : null,
        ),
    );
  });
  return statements;
}

/**
 * Places one order, all its rows in one batch, and answers its number. A fresh number that
 * happens to be taken fails the batch whole, and the next try draws another.
 */
export async function createOrder(db: D1Database, order: NewOrder, now = Date.now()): Promise<string> {
  if (order.lines.length === 0) throw new Error('an order needs at least one line');
  for (let attempt = 0; ; attempt++) {
    const orderNo = order.orderNo ?? `RL2${digits(7)}`;
    try {
      await db.batch(orderStatements(db, orderNo, order, { now }));
      return orderNo;
    } catch (error) {
      if (order.orderNo || attempt >= 2 || !/UNIQUE|PRIMARY KEY/i.test(String(error))) throw error;
    }
  }
}
