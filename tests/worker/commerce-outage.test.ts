import { describe, expect, it } from 'vitest';
import { variantOf } from '../fixtures/variants';
import { shopper } from './helpers';

const JACKET = variantOf('JK', (units) => units >= 20).sku;
const DOWN = { UPSTREAM_COMMERCE_URL: 'http://127.0.0.1:9' };

describe('probe', () => {
  it('probe', { timeout: 60_000 }, async () => {
    const browser = shopper();
    const added = await browser.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: JACKET, qty: 1 }) });
    expect(added.status).toBe(200);
    const page = await browser.fetch('/en-us/cart', {}, DOWN);
    const html = await page.text();
    console.log('PAGE', page.status, /cart-page__empty/.test(html), html.match(/"problem":\{[^}]*\}/)?.[0]);
    const add = await browser.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: JACKET, qty: 1 }) }, DOWN);
    console.log('ADD', add.status, await add.text());
    const read = await browser.fetch('/en-us/fapi/cart', {}, DOWN);
    console.log('READ', read.status, await read.text());
  });
});
