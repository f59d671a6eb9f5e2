import type { IRequest } from 'itty-router';
import type { Cart } from '../../shared/cart/schemas/cart';
import type { PlacedOrder, PlaceOrderResult } from '../../shared/checkout/schemas/checkout';
import { orderConfirmationOf } from '../../shared/checkout/schemas/orders';
import { type NewOrder, type NewOrderLine, type NewShipment, type OrderAddress, orderStatements, readOrder, toOrder } from '../account';
import type { Consumer } from '../auth';
import { hashOf } from '../hex';
import { type CartRow, randomHex, sellables } from '../cart';
import { taxRule, toMinor, siteById } from '../markets';
import { summaryRows } from '../../shared/cart/summary-rows';
import { isCollected, needsStore, travelsToAddress } from '../../shared/checkout/shipment-methods';
import { errorResponse } from '../http';
import { PAYMENT_KINDS, paymentKind } from './payment-kinds';
import type { Charge, PaymentKind } from './kinds/kind';
import { earnedStatements, orderPoints } from '../loyalty';

/*
 * Turning a basket into an order, exactly once. Everything an order changes lands in one D1 batch
 * (one transaction): the attempt under its idempotency key, the stock every line takes, the order
 * with its lines and shipments, the charge, and the basket's retirement. A second attempt with the
 * same key breaks the attempt's primary key, one with another key the one-order-per-basket rule,
 * a line short of stock the stock's CHECK and a balance spent twice its own CHECK; each aborts its
 * batch whole, so nothing is ordered or charged twice. A card the issuer challenges holds its order (stock taken, nothing charged)
 * until the issuer's answer comes.
 */

export interface StockTake {
  sku: string;
  qty: number;
  /** The catalogue's figure, for the variant's first order. */
  seed: number;
}

/** What a held order keeps until the issuer answers. */
export interface HeldOrder {
  order: NewOrder;
  guestToken: string | null;
  charges: Charge[];
  stock: StockTake[];
  locale: string;
}

const digits = (count: number) => Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => String(byte % 10)).join('');
export const newOrderNumber = () => `RL2${digits(7)}`;

/** Lines as the order keeps them: what each unit was charged, from the basket's own prices. */
export async function orderLines(db: D1Database, cart: Cart): Promise<{ lines: NewOrderLine[]; stock: StockTake[] }> {
  const found = await sellables(db, cart.items.map((item) => item.productId), cart.currency);
  const lines: NewOrderLine[] = [];
  const stock = new Map<string, StockTake>();
  for (const item of cart.items) {
    const sellable = found.get(item.productId);
    const charged = toMinor(item.price.proratedPrice, cart.currency);
    const unit = item.qty > 0 ? Math.round(charged / item.qty) : 0;
    lines.push({
      sku: item.productId,
      style: item.masterId,
      name: item.name,
      color: item.variants.find((variant) => variant.code === 'color')?.value ?? '',
      size: item.variants.find((variant) => variant.code === 'size')?.value ?? '',
      qty: item.qty,
      unitPrice: unit,
      rowTotal: charged,
      digital: item.isDigital,
      ...(item.slug ? { slug: item.slug } : {}),
      ...(item.giftOption ? { giftOption: item.giftOption } : {}),
    });
    if (!item.isDigital && sellable) {
      const taken = stock.get(item.productId);
      stock.set(item.productId, { sku: item.productId, qty: (taken?.qty ?? 0) + item.qty, seed: sellable.stock });
    }
  }
  return { lines, stock: [...stock.values()] };
}

/** The order's totals: the basket's, as it charged them. */
export function basketTotals(cart: Cart, siteId: string): NonNullable<NewOrder['totals']> {
  const minor = (major: number) => toMinor(major, cart.currency);
  const site = siteById(siteId);
  return {
    itemTotal: minor(cart.totals.netAmount),
    // Each discount becomes minor units before it is summed, so no float sum decides a cent.
    shipping: minor(cart.totals.shipping) - cart.shippingMethods.reduce((sum, shipment) => sum + shipment.shippingPromotions.reduce((inner, promo) => inner + Math.abs(minor(promo.appliedDiscount)), 0), 0),
    // The same rows the shopper's summary showed, so the order reads as the basket did.
    discounts: summaryRows(cart, { taxIncluded: site ? taxRule(site).included : false }).discounts.map(({ id, name, level, amount }) => ({ promotionId: id, name, level, amount })),
    tax: minor(cart.totals.tax),
    taxIncluded: site ? taxRule(site).included : false,
    total: minor(cart.totals.total),
    totalUnits: cart.totals.totalUnits,
  };
}

export function orderAddress(address: { recipientFirstName: string; recipientLastName: string; addressLine1: string; addressLine2?: string | undefined; city: string; stateCityProvDept?: string | undefined; postalCode: string; countryCode: string }): OrderAddress {
  return {
    firstName: address.recipientFirstName,
    lastName: address.recipientLastName,
    address1: address.addressLine1,
    ...(address.addressLine2 ? { address2: address.addressLine2 } : {}),
    city: address.city,
    ...(address.stateCityProvDept ? { province: address.stateCityProvDept } : {}),
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}

export function stockStatements(db: D1Database, stock: readonly StockTake[], direction: 'take' | 'release', onlyWhilePending?: string): D1PreparedStatement[] {
  return stock.flatMap((take) =>
    direction === 'take'
      ? [
          db.prepare('INSERT OR IGNORE INTO sku_stock (sku, available) VALUES (?, ?)').bind(take.sku, take.seed),
          db.prepare('UPDATE sku_stock SET available = available - ? WHERE sku = ?').bind(take.qty, take.sku),
        ]
      : [db.prepare("UPDATE sku_stock SET available = available + ? WHERE sku = ? AND EXISTS (SELECT 1 FROM pending_orders WHERE order_no = ? AND status = 'pending')").bind(take.qty, take.sku, onlyWhilePending ?? '')],
  );
}

/**
 * The statements that make a held or fresh order real: the order, the guest's token, each charge
 * (and what it spends), a member's points, and the basket retired. The points come after the
 * charges, so a voucher is paid from the balance the member had, never from what this order earns.
 */
export function completionStatements(db: D1Database, orderNo: string, cartId: string, consumerNo: string, held: HeldOrder, now: number): D1PreparedStatement[] {
  const site = siteById(held.order.siteId);
  const member = held.order.consumerNo;
  return [
    ...orderStatements(db, orderNo, held.order, { now }),
    db.prepare('UPDATE orders SET guest_token = ? WHERE order_no = ?').bind(held.guestToken, orderNo),
    ...held.charges.flatMap((charge) => [
      db
        .prepare('INSERT INTO payment_charges (id, order_no, instrument_id, cart_id, consumer_no, payment_method_id, provider_ref, brand, last4, amount, currency, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(`ch_${randomHex(24)}`, orderNo, charge.instrumentId, cartId, consumerNo, charge.paymentMethodId, charge.providerRef, charge.brand, charge.last4, charge.amount, charge.currency, now),
      ...(paymentKind(charge.paymentMethodId).chargeStatements?.(db, charge, orderNo, now) ?? []),
    ]),
    ...(member && site ? earnedStatements(db, orderNo, member, orderPoints(held.order.lines, site.currency), now) : []),
    db.prepare('DELETE FROM carts WHERE id = ?').bind(cartId),
  ];
}

/** The refusal for a batch that spent more of a balance than was left, by the CHECK it broke. */
export function spentRefusal(error: string): NonNullable<PaymentKind<never>['spentConstraint']> | null {
  for (const kind of Object.values(PAYMENT_KINDS)) {
    const constraint = kind.spentConstraint;
    if (constraint && error.includes(`CHECK constraint failed: ${constraint.name}`)) return constraint;
  }
  return null;
}

/** Spends a placeOrder captcha answer for one attempt: a retry of that same attempt may show it again, nothing else may. */
export async function spendCaptchaFor(db: D1Database, token: string, attemptKey: string, now = Date.now()): Promise<boolean> {
  const spent = await db
    .prepare("UPDATE captcha_answers SET used_at = COALESCE(used_at, ?), used_for = ? WHERE token_hash = ? AND action = 'placeOrder' AND expires_at > ? AND (used_at IS NULL OR used_for = ?) RETURNING token_hash")
    .bind(now, attemptKey, await hashOf(token), now, attemptKey)
    .first();
  return spent !== null;
}

/** A placed order as the place-order call answers it. */
export async function placedAnswer(db: D1Database, orderNo: string, locale: string): Promise<PlacedOrder | null> {
  const record = await readOrder(db, orderNo);
  if (!record) return null;
  const order = toOrder(record, locale, Date.now());
  const st = (await db.prepare('SELECT guest_token FROM orders WHERE order_no = ?').bind(orderNo).first<{ guest_token: string | null }>())?.guest_token ?? null;
  return { status: 'placed', st, ...orderConfirmationOf({ ...order, email: record.order.email, isGuest: record.order.consumer_no === null }), flash: [] };
}

/** The issuer's answer for a passed challenge: random letters, so nothing on its way can mistake it for a card number. */
function issuerAnswer(): string {
  return `3ds_${Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

export const challengePath = (orderNo: string) => `/v1/challenge?order=${orderNo}`;

export const pendingAnswer = (orderNo: string): PlaceOrderResult => ({
  status: 'pending',
  orderNumber: orderNo,
  flash: [{ code: 'PaymentNotAuthorized', details: { action: 'threeDS2' } }],
  challengeUrl: challengePath(orderNo),
});

export const notAuthorized = (request: IRequest) => errorResponse(request, 'PaymentNotAuthorized', 'The payment was not authorised by the card issuer');

/** What the same attempt answers again: its order placed, still held, or refused by the issuer. */
export async function replayAttempt(request: IRequest, db: D1Database, orderNo: string, locale: string): Promise<PlaceOrderResult | Response> {
  const held = await db.prepare('SELECT status FROM pending_orders WHERE order_no = ?').bind(orderNo).first<{ status: string }>();
  if (held?.status === 'pending') return pendingAnswer(orderNo);
  if (held?.status === 'cancelled') return notAuthorized(request);
  return (await placedAnswer(db, orderNo, locale)) ?? errorResponse(request, 'ORD415', 'The order could not be completed');
}

export interface PlanInput {
  key: string;
  consumer: Consumer;
  cart: Cart;
  cartRow: CartRow;
  email: string;
  billing: OrderAddress;
  /** Each instrument's part, authorised. */
  charges: Charge[];
  /** Whether the card's issuer asked for 3-D Secure: the order is held until it answers. */
  challenged: boolean;
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string } | undefined;
  /** The collection point a pick-up point shipment goes to. */
  collectionPoint?: { collectionPointId: string; collectionPointName: string } | undefined;
  /** Each shipment's address, by its shippingId. */
  shipmentAddresses?: ReadonlyMap<string, OrderAddress>;
  /** Who collects the store and pick-up point shipments. */
  pickupContact?: { contactName: string; email: string; phone: string } | undefined;
  locale: string;
}

/** Where an order's physical shipment is collected: a store shipment's store, a pick-up point shipment's point. */
function collectedAt(physical: Cart['shippingMethods'][number] | undefined, input: PlanInput): NewOrder['collectedAt'] {
  const code = physical?.shippingMethod.code;
  if (code && needsStore(code) && physical?.storeId) return { storeId: physical.storeId };
  if (code === 'pudo' && input.collectionPoint) return input.collectionPoint;
  return undefined;
}

/** Writes the order (or holds it for the issuer) in one batch; a batch that breaks a rule throws and changes nothing. */
export async function writeOrder(db: D1Database, input: PlanInput, now = Date.now()): Promise<{ orderNo: string; held: boolean }> {
  const { cart, cartRow, consumer } = input;
  const { lines, stock } = await orderLines(db, cart);
  // Every physical shipment is kept as its own: a line picked up in store beside one delivered home makes two.
  const physicalShipments = cart.shippingMethods.filter((shipment) => shipment.shippingMethod.code !== 'digital');
  const physical = physicalShipments[0];
  const method = physical?.shippingMethod.code;
  const collected = collectedAt(physical, input);
  const shipments: NewShipment[] = physicalShipments.map((shipment) => {
    const code = shipment.shippingMethod.code;
    const at = collectedAt(shipment, input);
    const address = travelsToAddress(code) && code !== 'pudo' ? input.shipmentAddresses?.get(shipment.shippingId) : undefined;
    return {
      method: code === 'customs' ? 'standard' : (code as NewShipment['method']),
      ...(at ? { collectedAt: at } : {}),
      ...(address ? { address } : {}),
      ...(isCollected(code) && input.pickupContact ? { pickupContact: input.pickupContact } : {}),
    };
  });
  const shipmentOf = new Map(physicalShipments.map((shipment, index) => [shipment.shippingId, index]));
  const placedLines = lines.map((line, index) => ({ ...line, shipment: shipmentOf.get(cart.items[index]?.shipmentId ?? '') ?? 0 }));
  const orderNo = newOrderNumber();
  const held: HeldOrder = {
    order: {
      orderNo,
      consumerNo: consumer.type === 'Registered' ? consumer.consumerNo : null,
      email: input.email,
      siteId: cartRow.site_id,
      lines: placedLines,
      ...(shipments.length ? { shipments } : {}),
      shippingMethod: method === undefined || method === 'digital' || method === 'customs' ? 'standard' : method,
      payment: input.charges.map((charge) => paymentKind(charge.paymentMethodId).summary(charge)),
      billingAddress: input.billing,
      ...(input.inStoreSalesInfo ? { inStoreSalesInfo: input.inStoreSalesInfo } : {}),
      ...(collected ? { collectedAt: collected } : {}),
      totals: basketTotals(cart, cartRow.site_id),
    },
    guestToken: consumer.type === 'Registered' ? null : randomHex(32),
    charges: input.charges,
    stock,
    locale: input.locale,
  };
  const statements = [
    db.prepare('INSERT INTO order_attempts (idempotency_key, cart_id, consumer_no, order_no, created_at) VALUES (?, ?, ?, ?, ?)').bind(input.key, cartRow.id, consumer.consumerNo, orderNo, now),
    ...stockStatements(db, stock, 'take'),
  ];
  if (input.challenged) {
    statements.push(
      db
        .prepare("INSERT INTO pending_orders (order_no, cart_id, consumer_no, status, pass_token, payload, created_at) VALUES (?, ?, ?, 'pending', ?, ?, ?)")
        .bind(orderNo, cartRow.id, consumer.consumerNo, issuerAnswer(), JSON.stringify(held), now),
    );
  } else statements.push(...completionStatements(db, orderNo, cartRow.id, consumer.consumerNo, held, now));
  await db.batch(statements);
  return { orderNo, held: input.challenged };
}
