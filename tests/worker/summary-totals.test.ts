import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { AuthSchema } from '../../shared/account/schemas/auth';
import { CartSchema, type Cart } from '../../shared/cart/schemas/cart';
import { sumOfRows, summaryRows } from '../../shared/cart/summary-rows';
import { pricesIncludeTax, toMinor } from '../../shared/market';
import { getSite } from '../../shared/site';
import type { Env } from '../../worker/env';
import { variantOf, variants } from '../fixtures/variants';

// The mocks' basket totals, read by the one totals rule the summaries use: for the baskets a
// shopper meets (a single discounted cap, several lines with product, order and shipping
// promotions), in each currency, the rows add up to the total the basket charges.

const mocks = (env as unknown as Env).MOCKS;

function call(method: string, path: string, locale: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return mocks.fetch(`https://mocks.internal${path}?${new URLSearchParams({ locale })}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

async function cartOf(response: Response): Promise<Cart> {
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return CartSchema.parse(JSON.parse(text));
}

/** A guest's basket on a site, with these lines and coupons. */
async function basket(locale: string, items: Array<{ productId: string; qty: number }>, coupons: string[] = []): Promise<Cart> {
  const token = AuthSchema.parse(await (await call('POST', '/token/v2/auth/token', locale, { body: { type: 'Guest' } })).json()).accessToken;
  const { basketId } = await cartOf(await call('POST', '/cart/v1/cart', locale, { token, body: {} }));
  let cart = await cartOf(await call('POST', '/cart/v1/item', locale, { token, body: { cartId: basketId, items } }));
  for (const code of coupons) cart = await cartOf(await call('PUT', '/cart/v1/coupon', locale, { token, body: { cartId: basketId, code } }));
  return cart;
}

const KESTREL_CAP = variants(1, (variant) => variant.record.name === 'Kestrel Trucker Cap' && variant.units >= 5, 'Kestrel Trucker Cap')[0]!;
const fullPrice = (record: { prices: Record<string, { percentagePriceDiscount: number } | undefined> }) => record.prices.USD!.percentagePriceDiscount === 0;
const FLEECE = variantOf('FL', (units) => units >= 20, fullPrice);
const BASELAYER = variantOf('BL', (units) => units >= 10, fullPrice);
const PACK = variantOf('PK', (units) => units >= 10);

function expectRowsAddUp(cart: Cart, locale: string) {
  const rows = summaryRows(cart, { taxIncluded: pricesIncludeTax(getSite(locale)!) });
  expect(rows.total).toBe(toMinor(cart.totals.total, cart.currency));
  expect(sumOfRows(rows), JSON.stringify(rows)).toBe(rows.total);
  // The subtotal is every line before any discount, and the discounts are what separates it from the items' net.
  expect(rows.subtotal).toBe(cart.items.reduce((sum, item) => sum + toMinor(item.price.rowTotal, cart.currency), 0));
  expect(rows.subtotal + rows.discounts.reduce((sum, row) => sum + row.amount, 0)).toBe(cart.items.reduce((sum, item) => sum + toMinor(item.price.proratedPrice, cart.currency), 0));
  return rows;
}

describe('basket totals read by the summary rule', () => {
  it('the Kestrel Trucker Cap alone: subtotal before its 10% off, the discount once, shipping and tax add up to the total', async () => {
    const cart = await basket('en-us', [{ productId: KESTREL_CAP.sku, qty: 1 }]);
    const rows = expectRowsAddUp(cart, 'en-us');
    const cap = cart.items[0]!;
    expect(rows.subtotal).toBe(toMinor(cap.price.rowTotal, 'USD'));
    expect(rows.discounts).toEqual([expect.objectContaining({ id: 'PRODUCT-GUEST-HEADWEAR-10', level: 'PRODUCT', amount: -Math.round(rows.subtotal / 10) })]);
    // Named by the promotion's own callout, not a generic word.
    expect(rows.discounts[0]!.name).toBe(cart.promoSummary.find((promo) => promo.promotionId === 'PRODUCT-GUEST-HEADWEAR-10')!.calloutMessage);
    expect(rows.shipping).toBe(795);
    expect(rows.tax).toBeGreaterThan(0);
  });

  it.each(['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'nb-no'])('several lines with product, order and shipping promotions add up on %s', async (locale) => {
    const cart = await basket(locale, [
      { productId: KESTREL_CAP.sku, qty: 3 },
      { productId: BASELAYER.sku, qty: 2 },
      { productId: FLEECE.sku, qty: 1 },
      { productId: PACK.sku, qty: 1 },
    ], ['RIDGE10']);
    const rows = expectRowsAddUp(cart, locale);
    expect(rows.discounts.some((row) => row.level === 'ORDER')).toBe(true);
    expect(rows.discounts.filter((row) => row.level === 'PRODUCT').length).toBeGreaterThanOrEqual(2);
    // Enough to pass every market's free-shipping threshold: the delivery is waived, not a discount row.
    expect(rows.shipping).toBe(0);
    expect(rows.shippingBeforePromotions).toBeGreaterThan(0);
  });
});
