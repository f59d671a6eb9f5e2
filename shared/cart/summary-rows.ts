import { toMinor } from '../market/currency';
import type { PaymentMethodId } from '../payments';
import type { Cart } from './schemas/cart';

/*
 * The one totals rule every summary reads (cart, mini-cart, each checkout step): the subtotal
 * before any discount, each discount on its own row, shipping, tax, the total, then the fixed
 * payments (gift cards, rewards, credit) and what is left to pay. Everything is converted to
 * minor units once, from the basket's own figures, and the rows are derived so that they add up
 * to the total to the minor unit: a reader can check the sum by hand.
 */

type SummaryItem = Pick<Cart['items'][number], 'itemId' | 'productPromotions'> & { price: Pick<Cart['items'][number]['price'], 'rowTotal' | 'priceAfterItemDiscount' | 'priceAfterOrderDiscount'> };

/** The parts of a basket the rule reads. */
export type SummaryBasket = Pick<Cart, 'currency' | 'orderPromotions' | 'priceAdjustments' | 'promoSummary'> & {
  items: readonly SummaryItem[];
  shippingMethods: ReadonlyArray<{ shippingMethod: { price: number } }>;
  totals: Pick<Cart['totals'], 'shipping' | 'tax' | 'total'>;
};

/**
 * A fixed-amount instrument paying the basket (gift card, reward, credit), as the checkout lists
 * it; the caller leaves out the method that pays the rest, so this module stays free of schemas.
 */
export interface SummaryPayment {
  paymentInstrumentId: string;
  paymentMethodId: PaymentMethodId;
  amount: number;
}

export interface DiscountRow {
  /** The promotion's id, or the adjustment's; one row each, however many lines it touched. */
  id: string;
  /** The promotion's callout or name; null where the data names none (a price adjustment). */
  name: string | null;
  level: 'PRODUCT' | 'ORDER';
  /** Negative: what it takes off. */
  amount: number;
}

export interface PaymentRow {
  paymentInstrumentId: string;
  paymentMethodId: PaymentMethodId;
  /** Negative: what it takes off what is left to pay. */
  amount: number;
}

export interface SummaryRows {
  currency: string;
  /** Every line at its price before any discount. */
  subtotal: number;
  discounts: DiscountRow[];
  /** What delivery is charged, after shipping promotions (a waived delivery is 0, not a discount). */
  shipping: number;
  /** What delivery costs before shipping promotions: shown struck through when it is waived. */
  shippingBeforePromotions: number;
  /** Added to the total where tax is on top; only noted where prices include VAT. */
  tax: number;
  taxIncluded: boolean;
  total: number;
  /** Fixed-amount payments already applied; empty until checkout has any. */
  payments: PaymentRow[];
  /** The total less those payments: what a card (or another method) still has to pay. */
  leftToPay: number;
}

/** The names the basket gives its promotions: the callout where there is one, else the name. */
function promotionNames(basket: SummaryBasket): Map<string, string> {
  const names = new Map<string, string>();
  for (const promotion of basket.orderPromotions) if (promotion.promotionName) names.set(promotion.promotionId, promotion.promotionName);
  for (const promotion of basket.promoSummary) {
    const name = promotion.calloutMessage || promotion.promotionName;
    if (name) names.set(promotion.promotionId, name);
  }
  return names;
}

/**
 * Spreads an amount a line or the order lost over what claims it, in order, each claim taking at
 * most what is left; a part no claim explains keeps the key `rest`. The parts always sum to the whole.
 */
function split(whole: number, claims: ReadonlyArray<{ key: string; amount: number }>, rest: string): Array<{ key: string; amount: number }> {
  const parts: Array<{ key: string; amount: number }> = [];
  let left = whole;
  for (const claim of claims) {
    const amount = Math.min(left, Math.max(0, claim.amount));
    if (amount > 0) parts.push({ key: claim.key, amount });
    left -= amount;
  }
  if (left > 0) parts.push({ key: rest, amount: left });
  return parts;
}

/**
 * The summary's rows for a basket.
 * @example summaryRows(cart, { taxIncluded: pricesIncludeTax(site), payments: instruments.filter((i) => !paysTheRest(i.paymentMethodId)) })
 */
export function summaryRows(basket: SummaryBasket, { taxIncluded, payments = [] }: { taxIncluded: boolean; payments?: readonly SummaryPayment[] }): SummaryRows {
  const { currency } = basket;
  const minor = (major: number) => toMinor(major, currency);
  const names = promotionNames(basket);
  const discounts = new Map<string, DiscountRow>();
  const add = (key: string, level: DiscountRow['level'], amount: number) => {
    const row = discounts.get(key) ?? { id: key, name: names.get(key) ?? null, level, amount: 0 };
    row.amount -= amount;
    discounts.set(key, row);
  };

  let subtotal = 0;
  let orderDiscount = 0;
  for (const item of basket.items) {
    const rowTotal = minor(item.price.rowTotal);
    const afterItem = minor(item.price.priceAfterItemDiscount);
    subtotal += rowTotal;
    orderDiscount += afterItem - minor(item.price.priceAfterOrderDiscount);
    // What came off the line before the order's discounts: its product promotions first, a line price adjustment for the rest.
    const lineAdjustments = basket.priceAdjustments.filter((adjustment) => adjustment.itemId === item.itemId).map((adjustment) => ({ key: adjustment.adjustmentId, amount: -minor(adjustment.price) }));
    const claims = [...item.productPromotions.map((promotion) => ({ key: promotion.promotionId, amount: -minor(promotion.price) })), ...lineAdjustments];
    for (const part of split(rowTotal - afterItem, claims, 'line-adjustment')) add(part.key, 'PRODUCT', part.amount);
  }
  const orderClaims = [
    ...basket.orderPromotions.map((promotion) => ({ key: promotion.promotionId, amount: -minor(promotion.price) })),
    ...basket.priceAdjustments.filter((adjustment) => adjustment.itemId === null).map((adjustment) => ({ key: adjustment.adjustmentId, amount: -minor(adjustment.price) })),
  ];
  for (const part of split(orderDiscount, orderClaims, 'order-adjustment')) add(part.key, 'ORDER', part.amount);

  const shipping = basket.shippingMethods.reduce((sum, shipment) => sum + minor(shipment.shippingMethod.price), 0);
  const total = minor(basket.totals.total);
  const paymentRows = payments.filter((payment) => payment.amount > 0).map((payment) => ({ paymentInstrumentId: payment.paymentInstrumentId, paymentMethodId: payment.paymentMethodId, amount: -minor(payment.amount) }));
  return {
    currency,
    subtotal,
    discounts: [...discounts.values()].filter((row) => row.amount !== 0),
    shipping,
    shippingBeforePromotions: Math.max(shipping, minor(basket.totals.shipping)),
    tax: minor(basket.totals.tax),
    taxIncluded,
    total,
    payments: paymentRows,
    leftToPay: Math.max(0, total + paymentRows.reduce((sum, row) => sum + row.amount, 0)),
  };
}

/** The rows above the total, summed: equal to the total for a basket whose figures agree. */
export function sumOfRows(rows: Pick<SummaryRows, 'subtotal' | 'discounts' | 'shipping' | 'tax' | 'taxIncluded'>): number {
  return rows.subtotal + rows.discounts.reduce((sum, row) => sum + row.amount, 0) + rows.shipping + (rows.taxIncluded ? 0 : rows.tax);
}

/** An order's totals as the order API answers them (major units). */
export interface SummaryOrderTotals {
  currency: string;
  itemTotal: number;
  discounts?: ReadonlyArray<{ promotionId: string; name: string | null; level: 'PRODUCT' | 'ORDER'; amount: number }> | undefined;
  shipping: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
}

/**
 * The same rows for a placed order (confirmation, order detail, invoice): its lines were charged
 * after their discounts, so the subtotal before discounts is what they were charged plus what the
 * discounts took off. An order kept without its discounts shows the charged items as the subtotal.
 */
export function orderSummaryRows(totals: SummaryOrderTotals): Omit<SummaryRows, 'shippingBeforePromotions' | 'payments' | 'leftToPay'> {
  const minor = (major: number) => toMinor(major, totals.currency);
  const discounts: DiscountRow[] = (totals.discounts ?? []).map((discount) => ({ id: discount.promotionId, name: discount.name, level: discount.level, amount: minor(discount.amount) }));
  return {
    currency: totals.currency,
    subtotal: minor(totals.itemTotal) - discounts.reduce((sum, row) => sum + row.amount, 0),
    discounts,
    shipping: minor(totals.shipping),
    tax: minor(totals.tax),
    taxIncluded: totals.taxIncluded,
    total: minor(totals.total),
  };
}
