import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { AuthSchema } from '../../shared/account/schemas/auth';
import { CartSchema, type Cart } from '../../shared/cart/schemas/cart';
import { CheckoutCartSchema } from '../../shared/checkout/schemas/checkout';
import type { ProductRecord } from '../../mocks/data/catalog';
import type { Env } from '../../worker/env';
import { variants } from '../fixtures/variants';
import { shopper } from './helpers';
import { addToCart, send, stateOf, US_ADDRESS } from './checkout-helpers';

// Baskets per market, priced by the mocks' cart backend as each site's pages call it: the site's
// currency, VAT inside European prices, Canadian and US sales tax by the province or state the
// parcel goes to, the market's free-shipping threshold just below, at and above it, and rounding
// as each currency charges. Every expected figure is worked out by hand in the row's comment, and
// every basket's rows add up to its total to the cent.

const mocks = (env as unknown as Env).MOCKS;

function call(method: string, path: string, locale: string, token?: string, body?: unknown): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return mocks.fetch(`https://mocks.internal${path}?${new URLSearchParams({ locale })}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function json(response: Response, status: number): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text);
}

/**
 * A product at full price, with stock, in a family no product promotion touches, whose shelf
 * price is the same for every variant; its prices in every currency are stated so the hand
 * figures below say what they rest on.
 */
function product(usd: number, shelf: Record<string, number>): string {
  const plain = (record: ProductRecord) =>
    !['BL', 'HW', 'GL', 'PK', 'GC'].includes(record.id.slice(0, 2)) && record.prices.USD!.percentagePriceDiscount === 0 && record.prices.USD!.lowCurrent === usd && record.prices.USD!.highCurrent === usd;
  const [variant] = variants(1, (candidate) => plain(candidate.record) && candidate.units >= 5, `a full-price ${usd} USD product`);
  for (const [currency, price] of Object.entries(shelf)) expect(variant!.record.prices[currency]!.lowCurrent, `${variant!.record.id} in ${currency}`).toBe(price);
  return variant!.sku;
}

// Shelf prices: USD, CAD, GBP, EUR, NOK.
const AT_79 = product(79, { CAD: 109, GBP: 69, EUR: 79.95, NOK: 899 });
const AT_89 = product(89, { CAD: 119, GBP: 79, EUR: 89.95, NOK: 999 });
const AT_99 = product(99, { CAD: 139, GBP: 89, EUR: 99.95, NOK: 1099 });

const ADDRESS: Record<string, Record<string, string>> = {
  ON: { city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6', countryCode: 'CA', addressLine1: '200 King St W', phone: '(416) 555-0123' },
  QC: { city: 'Montréal', province: 'QC', postalCode: 'H3B 1K9', countryCode: 'CA', addressLine1: '1000 Rue De La Gauchetière O', phone: '(514) 555-0123' },
  AB: { city: 'Calgary', province: 'AB', postalCode: 'T2P 1J9', countryCode: 'CA', addressLine1: '100 8 Ave SW', phone: '(403) 555-0123' },
  CO: { city: 'Denver', province: 'CO', postalCode: '80202', countryCode: 'US', addressLine1: '1600 Blake St', phone: '(303) 555-0142' },
  OR: { city: 'Portland', province: 'OR', postalCode: '97205', countryCode: 'US', addressLine1: '1000 SW Broadway', phone: '(503) 555-0142' },
  TX: { city: 'Austin', province: 'TX', postalCode: '78701', countryCode: 'US', addressLine1: '100 Congress Ave', phone: '(512) 555-0142' },
  CA: { city: 'Los Angeles', province: 'CA', postalCode: '90012', countryCode: 'US', addressLine1: '200 N Spring St', phone: '(213) 555-0142' },
};

/** One basket of one product on a site, shipped standard, to a province or state when one is given. */
async function basket(locale: string, sku: string, shipTo?: string): Promise<Cart> {
  const token = AuthSchema.parse(await json(await call('POST', '/token/v2/auth/token', locale, undefined, { type: 'Guest' }), 200)).accessToken;
  const { basketId } = CartSchema.parse(await json(await call('POST', '/cart/v1/cart', locale, token, {}), 201));
  const added = CartSchema.parse(await json(await call('POST', '/cart/v1/item', locale, token, { cartId: basketId, items: [{ productId: sku, qty: 1 }] }), 200));
  if (!shipTo) return added;
  const address = { firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.com', ...ADDRESS[shipTo], approachType: 'S', shippingId: 'standard' };
  return CheckoutCartSchema.parse(await json(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, locale, token, { addresses: [address] }), 200));
}

const cents = (major: number) => Math.round(major * 100);

interface Row {
  name: string;
  locale: string;
  sku: string;
  shipTo?: string;
  currency: string;
  /** Expected, in minor units. */
  item: number;
  shipping: number;
  tax: number;
  /** The part of `tax` on the delivery; the rest is the line's. */
  shippingTax: number;
  total: number;
  freeShipping: 'Below Threshold' | 'Above Threshold' | 'Threshold Reached';
}

const ROWS: Row[] = [
  // VAT inside the price: 79.95 € holds 7995 × 19/119 = 1276.51 → 12.77; delivery 4.95 € holds 79.03 → 0.79.
  { name: 'de-de below €89: delivery charged, 19 % VAT included', locale: 'de-de', sku: AT_79, currency: 'EUR', item: 7995, shipping: 495, tax: 1356, shippingTax: 79, total: 8490, freeShipping: 'Above Threshold' },
  // 89.95 € is past the €89 threshold: 8995 × 19/119 = 1436.18 → 14.36.
  { name: 'de-de above €89: free delivery', locale: 'de-de', sku: AT_89, currency: 'EUR', item: 8995, shipping: 0, tax: 1436, shippingTax: 0, total: 8995, freeShipping: 'Threshold Reached' },
  // £69 holds 6900/6 = 11.50; £4.95 holds 82.5p, rounded half up to 83p.
  { name: 'en-gb below £75: 20 % VAT included, half a penny rounds up', locale: 'en-gb', sku: AT_79, currency: 'GBP', item: 6900, shipping: 495, tax: 1233, shippingTax: 83, total: 7395, freeShipping: 'Above Threshold' },
  // £79 holds 1316.67 → 13.17.
  { name: 'en-gb above £75', locale: 'en-gb', sku: AT_89, currency: 'GBP', item: 7900, shipping: 0, tax: 1317, shippingTax: 0, total: 7900, freeShipping: 'Threshold Reached' },
  // 899 kr holds 179.80 → 180 kr; 79 kr delivery holds 15.80 → 16 kr: whole kroner.
  { name: 'nb-no below kr 999: 25 % VAT in whole kroner', locale: 'nb-no', sku: AT_79, currency: 'NOK', item: 89900, shipping: 7900, tax: 19600, shippingTax: 1600, total: 97800, freeShipping: 'Above Threshold' },
  // Exactly 999 kr earns free delivery; it holds 199.80 → 200 kr.
  { name: 'nb-no at kr 999 exactly', locale: 'nb-no', sku: AT_89, currency: 'NOK', item: 99900, shipping: 0, tax: 20000, shippingTax: 0, total: 99900, freeShipping: 'Threshold Reached' },
  // 1099 kr holds 219.80 → 220 kr.
  { name: 'nb-no above kr 999', locale: 'nb-no', sku: AT_99, currency: 'NOK', item: 109900, shipping: 0, tax: 22000, shippingTax: 0, total: 109900, freeShipping: 'Threshold Reached' },
  // No address yet: Ontario's 13 % HST. 11900 × 0.13 = 1547; 995 × 0.13 = 129.35 → 129.
  { name: 'en-ca below CAD 129, before an address: Ontario HST', locale: 'en-ca', sku: AT_89, currency: 'CAD', item: 11900, shipping: 995, tax: 1676, shippingTax: 129, total: 14571, freeShipping: 'Above Threshold' },
  { name: 'en-ca to Ontario: 13 % HST', locale: 'en-ca', sku: AT_89, shipTo: 'ON', currency: 'CAD', item: 11900, shipping: 995, tax: 1676, shippingTax: 129, total: 14571, freeShipping: 'Above Threshold' },
  // GST 5 % + QST 9.975 %: 11900 × 0.14975 = 1782.03 → 1782; 995 × 0.14975 = 149.00 → 149.
  { name: 'fr-ca to Québec: GST and QST', locale: 'fr-ca', sku: AT_89, shipTo: 'QC', currency: 'CAD', item: 11900, shipping: 995, tax: 1931, shippingTax: 149, total: 14826, freeShipping: 'Above Threshold' },
  // GST only: 595 and 49.75 → 50.
  { name: 'en-ca to Alberta: 5 % GST', locale: 'en-ca', sku: AT_89, shipTo: 'AB', currency: 'CAD', item: 11900, shipping: 995, tax: 645, shippingTax: 50, total: 13540, freeShipping: 'Above Threshold' },
  // CAD 139 is past CAD 129: 13900 × 0.13 = 1807.
  { name: 'en-ca above CAD 129 to Ontario', locale: 'en-ca', sku: AT_99, shipTo: 'ON', currency: 'CAD', item: 13900, shipping: 0, tax: 1807, shippingTax: 0, total: 15707, freeShipping: 'Threshold Reached' },
  // No address yet: California's 7.25 %. 8900 × 0.0725 = 645.25 → 645; 795 × 0.0725 = 57.64 → 58.
  { name: 'en-us below $99, before an address: California', locale: 'en-us', sku: AT_89, currency: 'USD', item: 8900, shipping: 795, tax: 703, shippingTax: 58, total: 10398, freeShipping: 'Above Threshold' },
  { name: 'en-us to California: 7.25 %', locale: 'en-us', sku: AT_89, shipTo: 'CA', currency: 'USD', item: 8900, shipping: 795, tax: 703, shippingTax: 58, total: 10398, freeShipping: 'Above Threshold' },
  // Colorado 2.9 %: 258.1 → 258; 23.06 → 23.
  { name: 'en-us to Colorado: 2.9 %', locale: 'en-us', sku: AT_89, shipTo: 'CO', currency: 'USD', item: 8900, shipping: 795, tax: 281, shippingTax: 23, total: 9976, freeShipping: 'Above Threshold' },
  // Texas 6.25 %: 556.25 → 556; 49.69 → 50.
  { name: 'en-us to Texas: 6.25 %', locale: 'en-us', sku: AT_89, shipTo: 'TX', currency: 'USD', item: 8900, shipping: 795, tax: 606, shippingTax: 50, total: 10301, freeShipping: 'Above Threshold' },
  { name: 'en-us to Oregon: no sales tax', locale: 'en-us', sku: AT_89, shipTo: 'OR', currency: 'USD', item: 8900, shipping: 795, tax: 0, shippingTax: 0, total: 9695, freeShipping: 'Above Threshold' },
  // Exactly $99 earns free delivery; Colorado: 287.1 → 287.
  { name: 'en-us at $99 exactly to Colorado', locale: 'en-us', sku: AT_99, shipTo: 'CO', currency: 'USD', item: 9900, shipping: 0, tax: 287, shippingTax: 0, total: 10187, freeShipping: 'Threshold Reached' },
];

describe('market baskets', () => {
  it.each(ROWS)('$name', async (row) => {
    const cart = await basket(row.locale, row.sku, row.shipTo);
    const { totals } = cart;
    expect(cart.currency).toBe(row.currency);
    expect(totals.currency).toBe(row.currency);
    const charged = cart.shippingMethods.reduce((sum, shipment) => sum + cents(shipment.shippingMethod.price), 0);
    expect({ item: cents(totals.itemTotal), shipping: charged, tax: cents(totals.tax), total: cents(totals.total) }).toEqual({ item: row.item, shipping: row.shipping, tax: row.tax, total: row.total });
    const free = cart.approachingPromotions.find((promotion) => promotion.promotionId === 'SHIPPING-FREE-STANDARD');
    expect(free?.thresholdStatus).toBe(row.freeShipping);

    // The rows add up: items less discounts, the delivery charged, and sales tax where it is added on top.
    const vatIncluded = ['EUR', 'GBP', 'NOK'].includes(row.currency);
    const discounts = cents(totals.totalDiscount);
    expect(cents(totals.itemTotal) + cents(totals.shipping) - discounts + (vatIncluded ? 0 : cents(totals.tax))).toBe(cents(totals.total));
    expect(cents(totals.totalWithoutTax)).toBe(cents(totals.total) - cents(totals.tax));
    // The basket's tax is the line's and the delivery's, each rounded once.
    expect(cents(cart.items[0]!.taxTotal) + row.shippingTax).toBe(cents(totals.tax));
    // Amounts are what the currency charges: whole kroner in Norway.
    if (row.currency === 'NOK') for (const amount of [totals.tax, totals.total, totals.shipping]) expect(cents(amount) % 100).toBe(0);
  });

  it('tells the shopper how far the threshold is in the market’s own currency', async () => {
    const cart = await basket('de-de', AT_79);
    const free = cart.approachingPromotions.find((promotion) => promotion.promotionId === 'SHIPPING-FREE-STANDARD')!;
    // €89.00 less €79.95.
    expect(free).toMatchObject({ threshold: 89, distanceFromConditionThreshold: 9.05 });
  });

  it('re-taxes a basket when its address moves from one province to another', async () => {
    const token = AuthSchema.parse(await json(await call('POST', '/token/v2/auth/token', 'en-ca', undefined, { type: 'Guest' }), 200)).accessToken;
    const { basketId } = CartSchema.parse(await json(await call('POST', '/cart/v1/cart', 'en-ca', token, {}), 201));
    await json(await call('POST', '/cart/v1/item', 'en-ca', token, { cartId: basketId, items: [{ productId: AT_99, qty: 1 }] }), 200);
    const send = async (province: string) =>
      CheckoutCartSchema.parse(
        await json(await call('POST', `/cart/v2/cart/${basketId}/shippingAddress`, 'en-ca', token, { addresses: [{ firstName: 'Sam', lastName: 'Rivera', email: 'sam@example.com', ...ADDRESS[province], approachType: 'S', shippingId: 'standard' }] }), 200),
      ).totals;
    // CAD 139: Alberta 6.95, then Québec 13900 × 0.14975 = 2081.53 → 20.82.
    expect((await send('AB')).tax).toBe(6.95);
    expect((await send('QC')).tax).toBe(20.82);
    // Reading the basket again keeps the address's rate.
    const read = CartSchema.parse(await json(await call('GET', `/cart/v1/cart/${basketId}`, 'en-ca', token), 200));
    expect(read.totals.tax).toBe(20.82);
  });

  it('checks out through the worker taxed by the delivery state, showing freed delivery at its cost', async () => {
    const browser = shopper();
    await addToCart(browser, AT_99);
    const before = await stateOf(await send(browser, 'GET', ''));
    // California's 7.25 % until the address is known: 9900 × 0.0725 = 717.75 → 7.18.
    expect(before.cart.totals).toMatchObject({ currency: 'USD', tax: 7.18, total: 106.18 });
    const shipped = await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
    // Boulder, Colorado: 2.9 %, 287.1 → 2.87; the $99 basket ships free.
    expect(shipped.cart.totals).toMatchObject({ tax: 2.87, total: 101.87, shipping: 7.95 });
    // The standard method is offered at what it costs (its price, 0, plus the 7.95 the promotion took off), in cents.
    expect(shipped.shipments[0]!.methods.find((method) => method.selected)).toMatchObject({ code: 'standard', price: 7.95 });
  });
});
