import { toMinor, siteById } from '../markets';
import { GIFT_CARD_STYLE } from '../cart';
import type { ProductRecord } from '../data/catalog';
import { intBetween, mulberry32, pick, type Rng } from '../data/prng';
import { DAY_MS, orderStatements, type NewOrder, type NewOrderLine, type OrderAddress, type PaymentSummary, type StoredStatus } from './orders';

/*
 * A realistic order history for some seeded shoppers, and a few guests' orders, priced from the
 * seeded catalogue. Dates count back from the seeding, so the newest orders are still
 * cancellable or returnable on a fresh database. Alex Morgan has several pages of orders:
 * one awaiting shipment, one on its way, a recent delivery with an e-gift card, a cancelled and
 * a returned one, then deliveries going back two years.
 */

const ORDER_SEED = 20260413;

interface SeedShopper {
  consumerNo: string | null;
  email: string;
  address: OrderAddress;
  siteId: string;
  /** Status and age in days of each order, newest first; the order number counts up from `firstNo`. */
  orders: ReadonlyArray<{ status: StoredStatus; daysAgo: number; giftCard?: boolean }>;
  firstNo: number;
}

const us = (firstName: string, lastName: string): OrderAddress => ({ firstName, lastName, address1: '1450 Pearl Street', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' });

const olderDeliveries = Array.from({ length: 19 }, (_, i) => ({ status: 'delivered' as const, daysAgo: 45 + i * 36 }));

const SEED_SHOPPERS: readonly SeedShopper[] = [
  {
    consumerNo: 'C000000000000001',
    email: 'alex.morgan@example.com',
    address: us('Alex', 'Morgan'),
    siteId: 'RL_US',
    firstNo: 10000001,
    orders: [
      { status: 'created', daysAgo: 1 },
      { status: 'shipped', daysAgo: 3 },
      { status: 'delivered', daysAgo: 9, giftCard: true },
      { status: 'cancelled', daysAgo: 20 },
      { status: 'returned', daysAgo: 30 },
      ...olderDeliveries,
    ],
  },
  {
    consumerNo: 'C000000000000002',
    email: 'lena.larsen@example.com',
    address: { firstName: 'Lena', lastName: 'Larsen', address1: 'Storgata 12', city: 'Oslo', postalCode: '0155', countryCode: 'NO' },
    siteId: 'RL_NO',
    firstNo: 10000101,
    orders: [
      { status: 'delivered', daysAgo: 6 },
      { status: 'created', daysAgo: 2 },
      { status: 'delivered', daysAgo: 120, giftCard: true },
      { status: 'returned', daysAgo: 200 },
    ],
  },
  {
    consumerNo: 'C000000000000003',
    email: 'erik.berg@example.com',
    address: us('Erik', 'Berg'),
    siteId: 'RL_US',
    firstNo: 10000201,
    orders: [
      { status: 'shipped', daysAgo: 2 },
      { status: 'delivered', daysAgo: 75 },
    ],
  },
  {
    consumerNo: 'C000000000000005',
    email: 'ada.okafor@example.com',
    address: us('Ada', 'Okafor'),
    siteId: 'RL_US',
    firstNo: 10000301,
    orders: [
      { status: 'delivered', daysAgo: 14 },
      { status: 'delivered', daysAgo: 160 },
      { status: 'cancelled', daysAgo: 190 },
    ],
  },
  // Guests: an email and no account; they can only track these.
  { consumerNo: null, email: 'sam.rivera@example.com', address: us('Sam', 'Rivera'), siteId: 'RL_US', firstNo: 10000901, orders: [{ status: 'shipped', daysAgo: 2 }] },
  { consumerNo: null, email: 'jo.tan@example.com', address: us('Jo', 'Tan'), siteId: 'RL_US', firstNo: 10000902, orders: [{ status: 'delivered', daysAgo: 12 }] },
  { consumerNo: null, email: 'kim.lee@example.com', address: { firstName: 'Kim', lastName: 'Lee', address1: '12 King Street', city: 'Toronto', province: 'ON', postalCode: 'M5H 1A1', countryCode: 'CA' }, siteId: 'RL_CA', firstNo: 10000903, orders: [{ status: 'created', daysAgo: 1 }] },
];

const PAYMENTS: readonly PaymentSummary[] = [
  { code: 'CREDIT_CARD', label: 'Visa ending 4242', additionalData: { brand: 'Visa', last4: '4242' } },
  { code: 'CREDIT_CARD', label: 'Mastercard ending 4444', additionalData: { brand: 'Mastercard', last4: '4444' } },
  { code: 'PAYPAL', label: 'PayPal' },
];

function catalogueLine(rng: Rng, products: readonly ProductRecord[], currency: string): NewOrderLine {
  for (;;) {
    const product = pick(rng, products);
    const price = product.prices[currency];
    const color = product.colors[0];
    const size = pick(rng, product.sizes);
    if (!price || !color) continue;
    return {
      sku: `${product.id}${color.code}-${size.code}`,
      style: product.id,
      name: product.name,
      color: color.label,
      size: size.label,
      qty: rng() < 0.8 ? 1 : 2,
      unitPrice: toMinor(price.lowCurrent, currency),
      digital: false,
      slug: product.slug,
    };
  }
}

function giftCardLine(currency: string, recipient: string): NewOrderLine {
  const value = currency === 'NOK' ? 500 : 50;
  return {
    sku: `${GIFT_CARD_STYLE}000-${value}`,
    style: GIFT_CARD_STYLE,
    name: 'Ridgeline e-Gift Card',
    color: 'Digital',
    size: String(value),
    qty: 1,
    unitPrice: toMinor(value, currency),
    digital: true,
    giftOption: { email: recipient, to: 'Robin', message: 'Happy trails!' },
  };
}

/** A placed order's lines, priced from the catalogue: one to three articles, and an e-gift card when asked. */
export function sampleLines(products: readonly ProductRecord[], currency: string, seed: number, giftCard = false): NewOrderLine[] {
  const rng = mulberry32(seed);
  const lines = Array.from({ length: intBetween(rng, 1, 3) }, () => catalogueLine(rng, products, currency));
  if (giftCard) lines.push(giftCardLine(currency, 'robin.friend@example.com'));
  return lines;
}

/** Every seeded order, deterministic but for its dates (counted back from `now`). */
export function seededOrders(products: readonly ProductRecord[], now: number): Array<NewOrder & { orderNo: string }> {
  const rng = mulberry32(ORDER_SEED);
  return SEED_SHOPPERS.flatMap((shopper) => {
    const currency = siteById(shopper.siteId)?.currency ?? 'USD';
    return shopper.orders.map((spec, index) => {
      const createdAt = now - spec.daysAgo * DAY_MS - intBetween(rng, 1, 8) * 60 * 60 * 1000;
      const lines = Array.from({ length: intBetween(rng, 1, 3) }, () => catalogueLine(rng, products, currency));
      if (spec.giftCard) lines.push(giftCardLine(currency, 'robin.friend@example.com'));
      const shippedAt = spec.status === 'created' || spec.status === 'cancelled' ? null : createdAt + DAY_MS;
      const deliveredAt = spec.status === 'delivered' || spec.status === 'returned' ? createdAt + 4 * DAY_MS : null;
      return {
        orderNo: `RL${shopper.firstNo + index}`,
        consumerNo: shopper.consumerNo,
        email: shopper.email,
        siteId: shopper.siteId,
        lines,
        shippingMethod: 'standard' as const,
        payment: [pick(rng, PAYMENTS)],
        billingAddress: shopper.address,
        status: spec.status,
        createdAt,
        shippedAt,
        deliveredAt: deliveredAt !== null ? Math.min(deliveredAt, now - DAY_MS / 2) : null,
        cancelledAt: spec.status === 'cancelled' ? createdAt + 2 * 60 * 60 * 1000 : null,
        returnedAt: spec.status === 'returned' ? createdAt + 14 * DAY_MS : null,
      };
    });
  });
}

/** The seed's statements; an order already there keeps its state (a cancel, a label) across reseeds. */
export function orderSeedStatements(db: D1Database, products: readonly ProductRecord[], now = Date.now()): D1PreparedStatement[] {
  return seededOrders(products, now).flatMap((order) => orderStatements(db, order.orderNo, order, { ignoreExisting: true }));
}
