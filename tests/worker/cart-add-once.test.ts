import { describe, expect, it } from 'vitest';
import { CartAnswerSchema } from '../../shared/cart/cart-routes';
import { variantOf } from '../fixtures/variants';
import { errorIdOf, shopper, type Shopper } from './helpers';

// An add queued offline is replayed with its Idempotency-Key: the worker checks the key and
// forwards it (hashed with the site), and the mocks apply each key once.

const JACKET = variantOf('JK', (units) => units >= 20).sku;
const FLEECE = variantOf('FL', (units) => units >= 20).sku;
const SOLD_OUT = variantOf('JK', (units) => units === 0).sku;

const add = (browser: Shopper, key: string | null, body: unknown, locale = 'en-us') =>
  browser.fetch(`/${locale}/fapi/cart/items`, { method: 'POST', headers: key === null ? {} : { 'idempotency-key': key }, body: JSON.stringify(body) });

async function linesOf(response: Response): Promise<[string, number][]> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (CartAnswerSchema.parse(JSON.parse(text)).cart?.items ?? []).map((item) => [item.productId, item.qty]);
}

describe('an add with an idempotency key', () => {
  it('adds once when the same key comes twice, one after the other or both at once', async () => {
    const browser = shopper();
    const key = crypto.randomUUID();
    // The first add makes the basket; the repeat answers the same cart, adding nothing.
    expect(await linesOf(await add(browser, key, { productId: JACKET, qty: 1 }))).toEqual([[JACKET, 1]]);
    expect(await linesOf(await add(browser, key, { productId: JACKET, qty: 1 }))).toEqual([[JACKET, 1]]);
    const other = crypto.randomUUID();
    const [a, b] = await Promise.all([add(browser, other, { productId: FLEECE, qty: 2 }), add(browser, other, { productId: FLEECE, qty: 2 })]);
    expect(a.status).toBe(200);
    expect([200, 409]).toContain(b.status);
    const read = await browser.fetch('/en-us/fapi/cart?saved=0');
    expect(await linesOf(read)).toEqual([
      [JACKET, 1],
      [FLEECE, 2],
    ]);
    // An add without a key is an ordinary add: it adds each time.
    expect(await linesOf(await add(browser, null, { productId: JACKET, qty: 1 }))).toEqual([
      [JACKET, 2],
      [FLEECE, 2],
    ]);
  }, 20_000);

  it('refuses the same key with another body with the catalogued 4xx, and adds nothing', async () => {
    const browser = shopper();
    const key = crypto.randomUUID();
    expect(await linesOf(await add(browser, key, { productId: JACKET, qty: 1 }))).toEqual([[JACKET, 1]]);
    const reused = await add(browser, key, { productId: JACKET, qty: 3 });
    expect(reused.status).toBe(422);
    expect(await errorIdOf(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await linesOf(await browser.fetch('/en-us/fapi/cart?saved=0'))).toEqual([[JACKET, 1]]);
  });

  it('checks the key is a UUID before anything is added', async () => {
    const browser = shopper();
    for (const key of ['', 'not-a-uuid', 'a'.repeat(200)]) {
      const refused = await add(browser, key, { productId: JACKET, qty: 1 });
      expect(refused.status).toBe(400);
      expect(await errorIdOf(refused)).toBe('API400');
    }
    const read = await browser.fetch('/en-us/fapi/cart?saved=0');
    expect(CartAnswerSchema.parse(await read.json()).cart).toBeNull();
  });

  it('keeps a refused add refused: a repeat answers the same refusal', async () => {
    const browser = shopper();
    const key = crypto.randomUUID();
    const first = await add(browser, key, { productId: SOLD_OUT, qty: 1 });
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(500);
    const id = await errorIdOf(first);
    const again = await add(browser, key, { productId: SOLD_OUT, qty: 1 });
    expect(again.status).toBe(first.status);
    expect(await errorIdOf(again)).toBe(id);
  });
});
