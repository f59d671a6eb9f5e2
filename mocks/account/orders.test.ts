import { describe, expect, it } from 'vitest';
import { orderTotals, type NewOrder, type NewOrderLine } from './orders';

const line = (unitPrice: number, qty: number, digital = false): NewOrderLine => ({ sku: 'SKU', style: 'STYLE', name: 'Item', color: 'Black', size: 'M', qty, unitPrice, digital });

// Each row is an order worked out by hand, in minor units. A line's unitPrice is what was charged
// for one unit, so a discounted line carries its price after the discount.
const ORDERS: Array<{ name: string; order: Pick<NewOrder, 'siteId' | 'lines' | 'shippingMethod'>; expected: ReturnType<typeof orderTotals> }> = [
  {
    name: 'USD: sales tax on top of lines and paid standard delivery',
    // 34990 + 795 = 35785 → 7.25 % is 2594.41.
    order: { siteId: 'RL_US', lines: [line(14995, 2), line(5000, 1, true)], shippingMethod: 'standard' },
    expected: { itemTotal: 34990, shipping: 795, tax: 2594, taxIncluded: false, total: 38379, totalUnits: 3 },
  },
  {
    name: 'USD: an e-mailed gift card alone ships nothing, and half a cent of tax rounds up',
    // 5000 → 7.25 % is 362.5.
    order: { siteId: 'RL_US', lines: [line(5000, 1, true)], shippingMethod: 'standard' },
    expected: { itemTotal: 5000, shipping: 0, tax: 363, taxIncluded: false, total: 5363, totalUnits: 1 },
  },
  {
    name: 'CAD: a discounted line (charged 119.96 instead of 149.95) and a pick-up point',
    // 11996 + 695 = 12691 → 13 % is 1649.83.
    order: { siteId: 'RL_CA', lines: [line(11996, 1)], shippingMethod: 'pudo' },
    expected: { itemTotal: 11996, shipping: 695, tax: 1650, taxIncluded: false, total: 14341, totalUnits: 1 },
  },
  {
    name: 'GBP: VAT inside the price is reported, not added; store pick-up is free',
    // 14997 × 0.2 / 1.2 = 2499.5, a half that rounds up despite binary noise.
    order: { siteId: 'RL_GB', lines: [line(4999, 3)], shippingMethod: 'pickup' },
    expected: { itemTotal: 14997, shipping: 0, tax: 2500, taxIncluded: true, total: 14997, totalUnits: 3 },
  },
  {
    name: 'EUR: VAT inside lines and delivery',
    // 8995 + 495 = 9490 → × 0.19 / 1.19 is 1515.21.
    order: { siteId: 'RL_DE', lines: [line(8995, 1)], shippingMethod: 'standard' },
    expected: { itemTotal: 8995, shipping: 495, tax: 1515, taxIncluded: true, total: 9490, totalUnits: 1 },
  },
  {
    name: 'NOK: computed amounts round to whole kroner',
    // 129900 + 7900 = 137800 → × 0.25 / 1.25 is 27560 øre, charged as 276 kr.
    order: { siteId: 'RL_NO', lines: [line(129900, 1)], shippingMethod: 'standard' },
    expected: { itemTotal: 129900, shipping: 7900, tax: 27600, taxIncluded: true, total: 137800, totalUnits: 1 },
  },
  {
    name: 'NOK: 109.60 kr of VAT at a pick-up point is charged as 110 kr',
    // 2 × 24950 + 4900 = 54800 → × 0.25 / 1.25 is 10960 øre.
    order: { siteId: 'RL_NO', lines: [line(24950, 2)], shippingMethod: 'pudo' },
    expected: { itemTotal: 49900, shipping: 4900, tax: 11000, taxIncluded: true, total: 54800, totalUnits: 2 },
  },
];

describe('orderTotals', () => {
  it.each(ORDERS)('$name', ({ order, expected }) => {
    expect(orderTotals(order)).toEqual(expected);
  });

  it('refuses a site it has no market for', () => {
    expect(() => orderTotals({ siteId: 'RL_XX', lines: [line(100, 1)], shippingMethod: 'standard' })).toThrow(/unknown site RL_XX/);
  });
});
