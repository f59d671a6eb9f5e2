import { roundPercent } from '../../shared/format/money';
import { prorate } from '../prorate';
import { taxOn } from '../../shared/market';
import { currencyRule, type TaxRule } from '../markets';

/*
 * Every number of a basket's totals, from its priced lines, the discounts the promotions granted
 * and the shipments' costs. Pure, in minor units; the one place these rules live.
 */

export interface TotalsLine {
  itemId: string;
  /** Current unit price; 0 for a bonus item. */
  unitPrice: number;
  qty: number;
  /** Off this line: product promotions and line price adjustments together. */
  itemDiscount: number;
  shipmentId: string;
}

export interface TotalsShipment {
  shipmentId: string;
  /** The method's price before promotions. */
  cost: number;
  /** Granted by shipping promotions, at most the cost. */
  discount: number;
}

export interface TotalsInput {
  currency: string;
  tax: Pick<TaxRule, 'included' | 'pcm'>;
  lines: readonly TotalsLine[];
  /** Order promotions, order-level coupons and order price adjustments together. */
  orderDiscount: number;
  shipments: readonly TotalsShipment[];
  /** Already covered by payment instruments (none until checkout). */
  paid?: number;
}

export interface LineTotals {
  itemId: string;
  rowTotal: number;
  priceAfterItemDiscount: number;
  /** After this line's share of the order discounts: what the line costs the shopper. */
  priceAfterOrderDiscount: number;
  proratedPrice: number;
  taxTotal: number;
}

export interface ShipmentTotals {
  shipmentId: string;
  cost: number;
  discount: number;
  /** What the shopper pays for it. */
  price: number;
}

export interface Totals {
  itemTotal: number;
  itemSubTotal: number;
  totalDiscount: number;
  /** Of everything before discounts (items and shipping), to one decimal. */
  totalDiscountPercentage: number;
  /** Method costs before shipping promotions: the applied discounts' absolute values plus what is still charged. */
  shipping: number;
  tax: number;
  total: number;
  totalWithoutTax: number;
  /** Merchandise after every discount, before tax and shipping. */
  netAmount: number;
  remainingToPay: number;
  totalUnits: number;
  lines: LineTotals[];
  shipments: ShipmentTotals[];
}

export function computeTotals(input: TotalsInput): Totals {
  const { currency, tax } = input;
  const { step } = currencyRule(currency);
  const priced = input.lines.map((line) => {
    const rowTotal = line.unitPrice * line.qty;
    const itemDiscount = Math.min(Math.max(0, line.itemDiscount), rowTotal);
    return { line, rowTotal, itemDiscount, afterItem: rowTotal - itemDiscount };
  });
  const itemTotal = priced.reduce((sum, row) => sum + row.rowTotal, 0);
  const itemSubTotal = priced.reduce((sum, row) => sum + row.afterItem, 0);
  const orderDiscount = Math.min(Math.max(0, input.orderDiscount), itemSubTotal);
  const shares = prorate(orderDiscount, priced.map((row) => row.afterItem), step);

  const lines: LineTotals[] = priced.map((row, i) => {
    const afterOrder = row.afterItem - (shares[i] ?? 0);
    return {
      itemId: row.line.itemId,
      rowTotal: row.rowTotal,
      priceAfterItemDiscount: row.afterItem,
      priceAfterOrderDiscount: afterOrder,
      proratedPrice: afterOrder,
      taxTotal: taxOn(afterOrder, tax, currency),
    };
  });
  const shipments: ShipmentTotals[] = input.shipments.map((shipment) => {
    const discount = Math.min(Math.max(0, shipment.discount), shipment.cost);
    return { shipmentId: shipment.shipmentId, cost: shipment.cost, discount, price: shipment.cost - discount };
  });

  const netAmount = lines.reduce((sum, line) => sum + line.proratedPrice, 0);
  const shippingCharged = shipments.reduce((sum, shipment) => sum + shipment.price, 0);
  const shippingDiscount = shipments.reduce((sum, shipment) => sum + shipment.discount, 0);
  const shipping = shippingDiscount + shippingCharged;
  // Tax is worked out per line and per shipment, as it is invoiced, and summed.
  const taxTotal = lines.reduce((sum, line) => sum + line.taxTotal, 0) + shipments.reduce((sum, shipment) => sum + taxOn(shipment.price, tax, currency), 0);
  const total = netAmount + shippingCharged + (tax.included ? 0 : taxTotal);
  const totalDiscount = priced.reduce((sum, row) => sum + row.itemDiscount, 0) + orderDiscount + shippingDiscount;
  const gross = itemTotal + shipping;
  return {
    itemTotal,
    itemSubTotal,
    totalDiscount,
    totalDiscountPercentage: gross > 0 ? roundPercent((totalDiscount / gross) * 100) : 0,
    shipping,
    tax: taxTotal,
    total,
    totalWithoutTax: total - taxTotal,
    netAmount,
    remainingToPay: Math.max(0, total - (input.paid ?? 0)),
    totalUnits: input.lines.reduce((sum, line) => sum + line.qty, 0),
    lines,
    shipments,
  };
}
