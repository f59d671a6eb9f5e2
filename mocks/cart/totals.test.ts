import { describe, expect, it } from 'vitest';
import { roundMinor, toMinor } from '../markets';
import { computeTotals, type TotalsInput } from './totals';

const US_TAX = { pcm: 7250, included: false };
const NO_TAX = { pcm: 25000, included: true };
const DE_TAX = { pcm: 19000, included: true };

const line = (itemId: string, unitPrice: number, qty: number, itemDiscount = 0, shipmentId = 'standard') => ({ itemId, unitPrice, qty, itemDiscount, shipmentId });

// Each row is a basket worked out by hand, in minor units.
const CARTS: Array<{ name: string; input: TotalsInput; expected: Record<string, number>; lines?: Array<Record<string, number>> }> = [
  {
    name: 'USD, sales tax on top, a product and an order discount, paid shipping',
    input: { currency: 'USD', tax: US_TAX, lines: [line('a', 14900, 2), line('b', 4999, 1, 750)], orderDiscount: 1000, shipments: [{ shipmentId: 'standard', cost: 795, discount: 0 }] },
    expected: {
      itemTotal: 34799,
      itemSubTotal: 34049,
      totalDiscount: 1750,
      // 1750 of 35594 before discounts.
      totalDiscountPercentage: 4.9,
      shipping: 795,
      // Per line 28925 → 2097.06, 4124 → 298.99, shipping 795 → 57.64.
      tax: 2454,
      total: 36298,
      totalWithoutTax: 33844,
      netAmount: 33049,
      remainingToPay: 36298,
      totalUnits: 3,
    },
    // 1000 over 29800 and 4249: 875.21 and 124.79, the leftover cent to the larger remainder.
    lines: [
      { rowTotal: 29800, priceAfterItemDiscount: 29800, priceAfterOrderDiscount: 28925, proratedPrice: 28925, taxTotal: 2097 },
      { rowTotal: 4999, priceAfterItemDiscount: 4249, priceAfterOrderDiscount: 4124, proratedPrice: 4124, taxTotal: 299 },
    ],
  },
  {
    name: 'NOK, VAT included, whole kroner, free shipping by promotion',
    input: { currency: 'NOK', tax: NO_TAX, lines: [line('a', 169900, 1)], orderDiscount: 17000, shipments: [{ shipmentId: 'standard', cost: 7900, discount: 7900 }] },
    expected: {
      itemTotal: 169900,
      itemSubTotal: 169900,
      // The order discount and the waived shipping.
      totalDiscount: 24900,
      totalDiscountPercentage: 14,
      // What shipping cost, though none is charged.
      shipping: 7900,
      // 152900 × 0.25 / 1.25 = 30580, charged as 306 kr.
      tax: 30600,
      total: 152900,
      totalWithoutTax: 122300,
      netAmount: 152900,
      remainingToPay: 152900,
      totalUnits: 1,
    },
  },
  {
    name: 'EUR, VAT included, pick-up point delivery, no discount',
    input: { currency: 'EUR', tax: DE_TAX, lines: [line('a', 14995, 3, 0, 'pudo')], orderDiscount: 0, shipments: [{ shipmentId: 'pudo', cost: 395, discount: 0 }] },
    // 44985 × 0.19 / 1.19 = 7182.48 and 395 → 63.07.
    expected: { itemTotal: 44985, itemSubTotal: 44985, totalDiscount: 0, totalDiscountPercentage: 0, shipping: 395, tax: 7245, total: 45380, totalWithoutTax: 38135, netAmount: 44985, totalUnits: 3 },
  },
  {
    name: 'a bonus line costs nothing, and an order discount never passes the items',
    input: { currency: 'CAD', tax: { pcm: 13000, included: false }, lines: [line('a', 2500, 1), line('gift', 0, 1)], orderDiscount: 99999, shipments: [] },
    expected: { itemTotal: 2500, itemSubTotal: 2500, totalDiscount: 2500, totalDiscountPercentage: 100, shipping: 0, tax: 0, total: 0, netAmount: 0, totalUnits: 2 },
  },
  {
    name: 'an empty basket',
    input: { currency: 'GBP', tax: { pcm: 20000, included: true }, lines: [], orderDiscount: 0, shipments: [] },
    expected: { itemTotal: 0, itemSubTotal: 0, totalDiscount: 0, totalDiscountPercentage: 0, shipping: 0, tax: 0, total: 0, totalWithoutTax: 0, netAmount: 0, remainingToPay: 0, totalUnits: 0 },
  },
];

describe('basket totals', () => {
  it.each(CARTS)('$name', ({ input, expected, lines }) => {
    const totals = computeTotals(input);
    expect(totals).toMatchObject(expected);
    if (lines) expect(totals.lines).toMatchObject(lines);
    // The order discount is spread over the lines exactly.
    const orderShare = totals.lines.reduce((sum, row) => sum + row.priceAfterItemDiscount - row.priceAfterOrderDiscount, 0);
    expect(orderShare).toBe(Math.min(input.orderDiscount, totals.itemSubTotal));
    expect(totals.total).toBe(totals.itemTotal + totals.shipping - totals.totalDiscount + (input.tax.included ? 0 : totals.tax));
  });

  it('leaves what payments already cover out of what remains to pay', () => {
    const totals = computeTotals({ ...CARTS[0]!.input, paid: 10000 });
    expect(totals.remainingToPay).toBe(26298);
  });
});

describe('rounding per currency', () => {
  it('rounds cents half up for USD, CAD, GBP and EUR, and to whole kroner for NOK', () => {
    for (const currency of ['USD', 'CAD', 'GBP', 'EUR']) {
      expect([roundMinor(749.85, currency), roundMinor(749.5, currency), roundMinor(749.49, currency)]).toEqual([750, 750, 749]);
    }
    expect([roundMinor(16990, 'NOK'), roundMinor(16950, 'NOK'), roundMinor(16949, 'NOK')]).toEqual([17000, 17000, 16900]);
  });

  it('reads catalogue prices into minor units exactly', () => {
    expect([toMinor(149.95, 'EUR'), toMinor(0.29, 'USD'), toMinor(1699, 'NOK'), toMinor(199, 'CAD'), toMinor(12.99, 'GBP')]).toEqual([14995, 29, 169900, 19900, 1299]);
  });
});
