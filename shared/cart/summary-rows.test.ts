import { describe, expect, it } from 'vitest';
import { orderSummaryRows, sumOfRows, summaryRows, type SummaryBasket, type SummaryPayment } from './summary-rows';

interface LineSpec {
  itemId: string;
  rowTotal: number;
  afterItem?: number;
  afterOrder?: number;
  promotions?: Array<[promotionId: string, price: number]>;
}

/** A basket as the API answers it: major units, discounts negative. */
function basket(currency: string, lines: LineSpec[], rest: Partial<Omit<SummaryBasket, 'items' | 'currency'>> & { shippingPrices: number[]; totals: SummaryBasket['totals'] }): SummaryBasket {
  return {
    currency,
    items: lines.map((line) => ({
      itemId: line.itemId,
      productPromotions: (line.promotions ?? []).map(([promotionId, price]) => ({ promotionId, campaignId: 'c', couponCode: null, price })),
      price: { rowTotal: line.rowTotal, priceAfterItemDiscount: line.afterItem ?? line.rowTotal, priceAfterOrderDiscount: line.afterOrder ?? line.afterItem ?? line.rowTotal },
    })),
    orderPromotions: rest.orderPromotions ?? [],
    priceAdjustments: rest.priceAdjustments ?? [],
    promoSummary: rest.promoSummary ?? [],
    shippingMethods: rest.shippingPrices.map((price) => ({ shippingMethod: { price } })),
    totals: rest.totals,
  };
}

const giftCard = (amount: number): SummaryPayment => ({ paymentInstrumentId: 'PI-gift', paymentMethodId: 'GIFT_CARD', amount });

// Each basket worked out by hand; the expected rows are minor units.
const CASES: Array<{ name: string; basket: SummaryBasket; taxIncluded: boolean; payments?: SummaryPayment[]; expected: Record<string, unknown> }> = [
  {
    name: 'USD, a product promotion on one line, tax added: the cap on its own',
    basket: basket('USD', [{ itemId: 'cap', rowTotal: 25, afterItem: 22.5, promotions: [['HEADWEAR10', -2.5]] }], {
      promoSummary: [{ promotionId: 'HEADWEAR10', promotionName: 'Headwear 10', calloutMessage: '10% off headwear', level: 'PRODUCT' }],
      shippingPrices: [7.95],
      totals: { shipping: 7.95, tax: 2.21, total: 32.66 },
    }),
    taxIncluded: false,
    expected: { subtotal: 2500, discounts: [{ id: 'HEADWEAR10', name: '10% off headwear', level: 'PRODUCT', amount: -250 }], shipping: 795, tax: 221, total: 3266, payments: [], leftToPay: 3266 },
  },
  {
    name: 'CAD, one product promotion over two lines, an order promotion, waived shipping and a gift card',
    basket: basket(
      'CAD',
      [
        { itemId: 'a', rowTotal: 298, afterItem: 268.2, afterOrder: 251.07, promotions: [['P10', -29.8]] },
        { itemId: 'b', rowTotal: 49.99, afterItem: 44.99, afterOrder: 42.12, promotions: [['P10', -5]] },
      ],
      {
        orderPromotions: [{ promotionId: 'O20', promotionName: '$20 off $200', couponCode: 'SAVE20', price: -20 }],
        shippingPrices: [0],
        totals: { shipping: 7.95, tax: 38.12, total: 331.31 },
      },
    ),
    taxIncluded: false,
    // The card pays the rest: it is not a row above what is left to pay.
    payments: [giftCard(25)],
    expected: {
      subtotal: 34799,
      discounts: [
        { id: 'P10', name: null, level: 'PRODUCT', amount: -3480 },
        { id: 'O20', name: '$20 off $200', level: 'ORDER', amount: -2000 },
      ],
      shipping: 0,
      shippingBeforePromotions: 795,
      tax: 3812,
      total: 33131,
      payments: [{ paymentInstrumentId: 'PI-gift', paymentMethodId: 'GIFT_CARD', amount: -2500 }],
      leftToPay: 30631,
    },
  },
  {
    name: 'GBP, VAT included, a product promotion and an order price adjustment the data does not name',
    basket: basket('GBP', [{ itemId: 'a', rowTotal: 60, afterItem: 54, afterOrder: 49, promotions: [['JACKETS', -6]] }], {
      priceAdjustments: [{ adjustmentId: 'ADJ1', itemId: null, type: 'amount', value: 5, reasonCode: 'goodwill', price: -5 }],
      promoSummary: [{ promotionId: 'JACKETS', promotionName: 'Jackets 10%', calloutMessage: '', level: 'PRODUCT' }],
      shippingPrices: [4.95],
      totals: { shipping: 4.95, tax: 8.99, total: 53.95 },
    }),
    taxIncluded: true,
    expected: {
      subtotal: 6000,
      discounts: [
        { id: 'JACKETS', name: 'Jackets 10%', level: 'PRODUCT', amount: -600 },
        { id: 'ADJ1', name: null, level: 'ORDER', amount: -500 },
      ],
      shipping: 495,
      tax: 899,
      taxIncluded: true,
      total: 5395,
    },
  },
  {
    name: 'EUR, VAT included, two promotions claiming more than the line: the second takes only what is left',
    basket: basket('EUR', [{ itemId: 'a', rowTotal: 10, afterItem: 0, promotions: [['A', -8], ['B', -5]] }], { shippingPrices: [3.95], totals: { shipping: 3.95, tax: 0.63, total: 3.95 } }),
    taxIncluded: true,
    expected: {
      subtotal: 1000,
      discounts: [
        { id: 'A', name: null, level: 'PRODUCT', amount: -800 },
        { id: 'B', name: null, level: 'PRODUCT', amount: -200 },
      ],
      total: 395,
    },
  },
  {
    name: 'NOK whole kroner, VAT included, an order promotion, waived shipping and a reward card',
    basket: basket('NOK', [{ itemId: 'a', rowTotal: 1699, afterOrder: 1529 }], {
      orderPromotions: [{ promotionId: 'ORDER10', promotionName: '10 % på alt', couponCode: null, price: -170 }],
      shippingPrices: [0],
      totals: { shipping: 79, tax: 306, total: 1529 },
    }),
    taxIncluded: true,
    payments: [{ paymentInstrumentId: 'PI-rc', paymentMethodId: 'REWARD_CARD', amount: 500 }],
    expected: { subtotal: 169900, discounts: [{ id: 'ORDER10', name: '10 % på alt', level: 'ORDER', amount: -17000 }], shipping: 0, shippingBeforePromotions: 7900, tax: 30600, total: 152900, leftToPay: 102900 },
  },
  {
    name: 'USD, three lines whose major-unit sum is not exact in binary',
    basket: basket('USD', [{ itemId: 'a', rowTotal: 59.97 }, { itemId: 'b', rowTotal: 14.99 }, { itemId: 'c', rowTotal: 29.99 }], { shippingPrices: [7.95], totals: { shipping: 7.95, tax: 8.19, total: 121.09 } }),
    taxIncluded: false,
    expected: { subtotal: 10495, discounts: [], shipping: 795, tax: 819, total: 12109 },
  },
  {
    name: 'a line price adjustment no promotion explains, and a digital-only basket with no shipment',
    basket: basket('USD', [{ itemId: 'a', rowTotal: 50, afterItem: 45 }], {
      priceAdjustments: [{ adjustmentId: 'ADJ2', itemId: 'a', type: 'percentage', value: 10, reasonCode: 'price-match', price: -5 }],
      shippingPrices: [],
      totals: { shipping: 0, tax: 3.26, total: 48.26 },
    }),
    taxIncluded: false,
    expected: { subtotal: 5000, discounts: [{ id: 'ADJ2', name: null, level: 'PRODUCT', amount: -500 }], shipping: 0, shippingBeforePromotions: 0, total: 4826 },
  },
];

describe('summaryRows', () => {
  it.each(CASES)('$name', ({ basket: cart, taxIncluded, payments, expected }) => {
    const rows = summaryRows(cart, { taxIncluded, ...(payments ? { payments } : {}) });
    expect(rows).toMatchObject(expected);
    // The rows above the total add up to it, to the minor unit.
    expect(sumOfRows(rows)).toBe(rows.total);
    // And the payments taken off it leave exactly what is left to pay.
    expect(rows.total + rows.payments.reduce((sum, row) => sum + row.amount, 0)).toBe(rows.leftToPay);
  });

  it('names a discount no claim explains as an adjustment of its own rather than losing it', () => {
    const rows = summaryRows(basket('USD', [{ itemId: 'a', rowTotal: 20, afterItem: 18, afterOrder: 17 }], { shippingPrices: [0], totals: { shipping: 0, tax: 0, total: 17 } }), { taxIncluded: false });
    expect(rows.discounts).toEqual([
      { id: 'line-adjustment', name: null, level: 'PRODUCT', amount: -200 },
      { id: 'order-adjustment', name: null, level: 'ORDER', amount: -100 },
    ]);
    expect(sumOfRows(rows)).toBe(1700);
  });

  it('shows no payment rows for an instrument that covers nothing yet', () => {
    const rows = summaryRows(basket('USD', [{ itemId: 'a', rowTotal: 10 }], { shippingPrices: [0], totals: { shipping: 0, tax: 0, total: 10 } }), { taxIncluded: false, payments: [giftCard(0)] });
    expect(rows.payments).toEqual([]);
    expect(rows.leftToPay).toBe(1000);
  });
});

describe('orderSummaryRows', () => {
  it('shows a placed order as its basket was shown: the subtotal before the discounts it keeps, then each of them', () => {
    const rows = orderSummaryRows({
      currency: 'EUR',
      itemTotal: 54.45,
      discounts: [
        { promotionId: 'P10', name: '10 % auf Mützen', level: 'PRODUCT', amount: -2.5 },
        { promotionId: 'O5', name: null, level: 'ORDER', amount: -3.05 },
      ],
      shipping: 0,
      tax: 8.69,
      taxIncluded: true,
      total: 54.45,
    });
    expect(rows).toMatchObject({ subtotal: 6000, shipping: 0, tax: 869, total: 5445 });
    expect(rows.discounts.map((row) => row.amount)).toEqual([-250, -305]);
    expect(sumOfRows(rows)).toBe(rows.total);
  });

  it('reads an order kept without discounts as its charged items, tax added on top', () => {
    const rows = orderSummaryRows({ currency: 'USD', itemTotal: 104.95, shipping: 7.95, tax: 8.19, taxIncluded: false, total: 121.09 });
    expect(rows).toMatchObject({ subtotal: 10495, discounts: [], total: 12109 });
    expect(sumOfRows(rows)).toBe(rows.total);
  });
});
