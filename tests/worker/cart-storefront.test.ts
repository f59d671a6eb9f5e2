import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { CartAnswerSchema, type CartAnswer } from '../../shared/cart/cart-routes';
import { STORES, storeStock } from '../../mocks/data/stores';
import type { Env } from '../../worker/env';
import { signVisitorSummary, verifyVisitorSummary, VISITOR_COOKIE } from '../../worker/decisions/visitor-summary';
import { VUID_COOKIE } from '../../worker/decisions/experiments/visitor-id';
import { ANONYMOUS_VISITOR } from '../../shared/decisions/personalisation';
import { CART_COOKIE } from '../../worker/middleware/html-cache/key';
import { openSession, sealSession, SESSION_COOKIE } from '../../worker/session/session';
import { variantOf, variants } from '../fixtures/variants';
import { errorIdOf, recordingMocks, shopper, TOKEN_PATH, type Shopper } from './helpers';

// The storefront's cart: its routes (through the shopper's session, input checked before any
// call), the cart page (one shopper's, never cached) and the header count on shared pages.

const config = env as unknown as Env;

const JACKET_VARIANT = variantOf('JK', (units) => units >= 20);
const JACKET = JACKET_VARIANT.sku;
const FLEECE = variantOf('FL', (units) => units >= 20).sku;
const FEW_LEFT = variantOf('FL', (units) => units >= 2 && units <= 4);

async function answerOf(response: Response, status = 200): Promise<CartAnswer> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return CartAnswerSchema.parse(JSON.parse(text));
}

const send = (browser: Shopper, method: string, path: string, body?: unknown) =>
  browser.fetch(`/en-us/fapi/cart${path}`, { method, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });

describe('cart routes', () => {
  it('adds to a new basket for a new guest, then answers the same basket, with no token anywhere', async () => {
    const browser = shopper();
    const added = await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 });
    expect(added.headers.get('cache-control')).toBe('private, no-store');
    const text = await added.clone().text();
    const first = await answerOf(added);
    expect(first.cart?.items.map((item) => item.productId)).toEqual([JACKET]);
    const tokens = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
    expect(tokens?.accessToken).toBeTruthy();
    expect(text).not.toContain(tokens!.accessToken);
    expect(text).not.toContain(tokens!.refreshToken);
    expect(browser.cookies.get(CART_COOKIE)).toBe('1');
    // The cart is no longer empty: the visitor summary says so, for content choice and the cache key.
    expect(browser.setCookies.some((line) => line.startsWith(`${VISITOR_COOKIE}=`))).toBe(true);

    const again = await answerOf(await send(browser, 'POST', '/items', { productId: FLEECE, qty: 2 }));
    expect(again.cart?.basketId).toBe(first.cart?.basketId);
    expect(again.cart?.items.map((item) => [item.productId, item.qty])).toEqual([
      [JACKET, 1],
      [FLEECE, 2],
    ]);
    const read = await answerOf(await send(browser, 'GET', ''));
    expect(read.cart?.basketId).toBe(first.cart?.basketId);
    expect(browser.cookies.get(CART_COOKIE)).toBe('2');
  });

  it('refuses bad input with a 400 in the catalogue shape and leaves the cart as it was', async () => {
    const browser = shopper();
    const before = await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    const itemId = before.cart!.items[0]!.itemId;
    const bad: [string, string, unknown?][] = [
      ['POST', '/items', { productId: JACKET, qty: 0 }],
      ['POST', '/items', { productId: JACKET, qty: '1' }],
      ['POST', '/items', { productId: JACKET, qty: 1.5 }],
      ['POST', '/items', { productId: JACKET, qty: 1000000 }],
      ['POST', '/items', { productId: '../../cart', qty: 1 }],
      ['POST', '/items', { productId: JACKET, qty: 1, cartId: 'a'.repeat(32) }],
      ['POST', '/items', '{"productId":'],
      ['POST', '/items', []],
      ['PATCH', `/items/${itemId}`, { qty: -1 }],
      ['PATCH', `/items/${itemId}`, {}],
      ['PATCH', '/items/not-an-item', { qty: 2 }],
      ['PATCH', `/items/${itemId}`, { giftOption: { email: 'nope', to: 'Ann', message: 'Hi' } }],
      ['DELETE', '/items/..%2F..%2Fx'],
      ['PUT', '/coupon', { code: 'X'.repeat(51) }],
      ['PUT', '/coupon', { code: '' }],
      ['DELETE', `/coupon/${'X'.repeat(51)}`],
      ['PUT', `/items/${itemId}/delivery`, { code: 'pickup', shippingId: 'standard' }],
      ['PUT', `/items/${itemId}/delivery`, { code: 'teleport', shippingId: 'standard' }],
      ['POST', '/saved/not-a-list/abc/move'],
      ['POST', '/restore', { items: [{ productId: JACKET, qty: 0 }] }],
      ['GET', '?saved=2'],
      ['GET', '?favStoreId=<script>'],
    ];
    for (const [method, path, body] of bad) {
      const response = await send(browser, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await errorIdOf(response), `${method} ${path}`).toBe('API400');
    }
    const after = await answerOf(await send(browser, 'GET', ''));
    expect(after.cart?.items.map((item) => [item.productId, item.qty])).toEqual([[JACKET, 1]]);
    expect(after.cart?.totals).toEqual(before.cart?.totals);
  });

  it('names the limit when an add asks for more than the cart allows, and remembers the saved list in the session', async () => {
    const browser = shopper();
    const over = await send(browser, 'POST', '/items', { productId: FEW_LEFT.sku, qty: FEW_LEFT.units + 1 });
    expect(over.status).toBe(409);
    const detail = ErrorResponseSchema.parse(await over.json()).errorDetails[0]!;
    expect(detail.errorId).toBe('ADDED_MAX_QUANTITY');
    expect(detail.maxAllowedQty).toBe(FEW_LEFT.units);

    const added = await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    const saved = await answerOf(await send(browser, 'POST', `/items/${added.cart!.items[0]!.itemId}/save-for-later`));
    expect(saved.saveForLater?.items).toHaveLength(1);
    const session = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
    expect(session?.saveForLaterId).toBe(saved.saveForLater?.saveForLaterId);
  });

  it('moves a saved line back into the basket and drops another from the saved list, each answer carrying both', async () => {
    const browser = shopper();
    await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    const both = await answerOf(await send(browser, 'POST', '/items', { productId: FLEECE, qty: 2 }));
    for (const line of both.cart!.items) await answerOf(await send(browser, 'POST', `/items/${line.itemId}/save-for-later`));
    const listed = await answerOf(await send(browser, 'GET', ''));
    expect(listed.cart?.items).toEqual([]);
    const listId = listed.saveForLater!.saveForLaterId!;
    const savedOf = (productId: string) => listed.saveForLater!.items.find((item) => item.productId === productId)!.itemId;

    const moved = await answerOf(await send(browser, 'POST', `/saved/${listId}/${savedOf(FLEECE)}/move`));
    expect(moved.cart?.items.map((item) => [item.productId, item.qty])).toEqual([[FLEECE, 2]]);
    expect(moved.saveForLater?.items.map((item) => item.productId)).toEqual([JACKET]);

    const dropped = await answerOf(await send(browser, 'DELETE', `/saved/${listId}/${savedOf(JACKET)}`));
    expect(dropped.saveForLater?.items).toEqual([]);
    expect(dropped.cart?.items.map((item) => [item.productId, item.qty])).toEqual([[FLEECE, 2]]);
  });

  it('answers a cart write without a basket with CART_NOT_FOUND, and restores remembered lines into a new one', async () => {
    const browser = shopper();
    const missing = await send(browser, 'PUT', '/coupon', { code: 'RIDGE10' });
    expect(missing.status).toBe(404);
    expect(await errorIdOf(missing)).toBe('CART_NOT_FOUND');
    const restored = await answerOf(await send(browser, 'POST', '/restore', { items: [{ productId: FLEECE, qty: 3 }] }));
    expect(restored.cart?.items.map((item) => [item.productId, item.qty])).toEqual([[FLEECE, 3]]);
  });
});

describe('two shoppers at once', () => {
  // Two hundred calls through both workers: on a busy machine, more than the default 5 s.
  it('see only their own lines over 50 rounds of adding at the same moment', { timeout: 30_000 }, async () => {
    const plenty = (family: string) => variants(5, (candidate) => candidate.record.id.startsWith(family) && candidate.units >= 20);
    const own = { alice: plenty('JK'), bob: plenty('FL') };
    const browsers = { alice: shopper(), bob: shopper() };
    const expected = { alice: new Map<string, number>(), bob: new Map<string, number>() };
    const linesOf = (answer: CartAnswer) => new Map(answer.cart!.items.map((item) => [item.productId, item.qty]));
    const names = ['alice', 'bob'] as const;
    for (let round = 0; round < 50; round++) {
      const picks = names.map((name) => own[name][round % own[name].length]!.sku);
      const added = await Promise.all(names.map((name, at) => send(browsers[name], 'POST', '/items', { productId: picks[at], qty: 1 })));
      for (const [at, name] of names.entries()) expected[name].set(picks[at]!, (expected[name].get(picks[at]!) ?? 0) + 1);
      const read = await Promise.all(names.map((name) => send(browsers[name], 'GET', '?saved=0')));
      for (const [at, name] of names.entries()) {
        expect([round, name, linesOf(await answerOf(added[at]!))]).toEqual([round, name, expected[name]]);
        expect([round, name, linesOf(await answerOf(read[at]!))]).toEqual([round, name, expected[name]]);
      }
    }
    const [alice, bob] = await Promise.all(names.map(async (name) => (await answerOf(await send(browsers[name], 'GET', ''))).cart!));
    expect(alice!.basketId).not.toBe(bob!.basketId);
  });
});

/** Two US stores that hand out orders and have the jacket on the shelf. */
const [STORE_A, STORE_B] = STORES.filter((store) => store.address.country === 'US' && store.pickupAvailable && storeStock(store.storeId, JACKET, JACKET_VARIANT.units).quantity >= 1);

describe('pickup store per line', () => {
  it('switches a line to pickup at one store, then another, keeping the chosen store as the cart’s favourite', async () => {
    const browser = shopper();
    const added = await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    const line = added.cart!.items[0]!;
    const toA = await answerOf(await send(browser, 'PUT', `/items/${line.itemId}/delivery`, { code: 'pickup', shippingId: line.shipmentId, storeId: STORE_A!.storeId }));
    const atA = toA.cart!.items[0]!;
    expect(atA.shippingOptions).toMatchObject({ selected: 'pickup', storeId: STORE_A!.storeId });
    expect(toA.cart!.flash).toEqual([expect.objectContaining({ code: 'ORD516', type: 'SthToPickupTransition' })]);
    expect(toA.cart!.favoriteStoreId).toBe(STORE_A!.storeId);

    const toB = await answerOf(await send(browser, 'PUT', `/items/${atA.itemId}/delivery`, { code: 'pickup', shippingId: atA.shipmentId, storeId: STORE_B!.storeId }));
    const atB = toB.cart!.items[0]!;
    expect(atB.shippingOptions).toMatchObject({ selected: 'pickup', storeId: STORE_B!.storeId });
    expect(atB.shipmentId).toBe(`pickup-${STORE_B!.storeId}`);
    const pickupAtB = atB.shippingOptions.available.find((option) => option.shippingMethod.code === 'pickup')!;
    expect(pickupAtB.storeInfo).toEqual({ id: STORE_B!.storeId, name: STORE_B!.name, storeInventory: storeStock(STORE_B!.storeId, JACKET, JACKET_VARIANT.units).quantity });
    // Store to store is no change of delivery method: no notice.
    expect(toB.cart!.flash).toEqual([]);
    // The choice holds on a plain read, with no favStoreId from the browser.
    const read = await answerOf(await send(browser, 'GET', '?saved=0'));
    expect(read.cart!.favoriteStoreId).toBe(STORE_B!.storeId);
    expect(read.cart!.items[0]!.shippingOptions.storeId).toBe(STORE_B!.storeId);
  });

  it('answers STR404 for a store that does not exist or is in another country, and leaves the line where it was', async () => {
    const browser = shopper();
    const added = await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    const line = added.cart!.items[0]!;
    for (const storeId of ['US-XXX-99', 'GB-LON-01']) {
      const refused = await send(browser, 'PUT', `/items/${line.itemId}/delivery`, { code: 'pickup', shippingId: line.shipmentId, storeId });
      expect(refused.status, storeId).toBe(404);
      expect(await errorIdOf(refused)).toBe('STR404');
    }
    const after = await answerOf(await send(browser, 'GET', '?saved=0'));
    expect(after.cart!.items[0]!.shippingOptions).toMatchObject({ selected: 'standard', storeId: null });
    expect(after.cart!.favoriteStoreId ?? null).toBeNull();
  });
});

describe('adding a set of lines', () => {
  it('adds every line in one call, to a new basket for a new guest, then to the same basket', async () => {
    const browser = shopper();
    const first = await answerOf(await send(browser, 'POST', '/items/set', { items: [{ productId: JACKET, qty: 1 }, { productId: FLEECE, qty: 1 }], origin: 'recommendation carousel' }));
    expect(first.cart?.items.map((item) => [item.productId, item.qty])).toEqual([
      [JACKET, 1],
      [FLEECE, 1],
    ]);
    expect(browser.cookies.get(CART_COOKIE)).toBe('2');
    const again = await answerOf(await send(browser, 'POST', '/items/set', { items: [{ productId: FLEECE, qty: 1 }] }));
    expect(again.cart?.basketId).toBe(first.cart?.basketId);
    expect(again.cart?.items.map((item) => [item.productId, item.qty])).toEqual([
      [JACKET, 1],
      [FLEECE, 2],
    ]);
  });

  it('refuses a malformed set with a 400 and a set the cart cannot take whole with its refusal, adding none of it', async () => {
    const browser = shopper();
    await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    const item = { productId: FLEECE, qty: 1 };
    const bad: unknown[] = [{ items: [] }, { items: Array.from({ length: 13 }, () => item) }, { items: [{ ...item, storeId: '0001' }] }, { items: [{ productId: '../x', qty: 1 }] }, { productId: FLEECE, qty: 1 }, [item]];
    for (const body of bad) {
      const response = await send(browser, 'POST', '/items/set', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorIdOf(response)).toBe('API400');
    }
    const over = await send(browser, 'POST', '/items/set', { items: [item, { productId: FEW_LEFT.sku, qty: FEW_LEFT.units + 1 }] });
    expect(over.status).toBe(409);
    expect(await errorIdOf(over)).toBe('ADDED_MAX_QUANTITY');
    const after = await answerOf(await send(browser, 'GET', ''));
    expect(after.cart?.items.map((line) => [line.productId, line.qty])).toEqual([[JACKET, 1]]);
  });
});

describe('cart errors', () => {
  it('pass each error id through: a refusal keeps its status, the backend failing is a bad gateway', async () => {
    const browser = shopper();
    const added = await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    const cases: [string, string, unknown, number, string][] = [
      ['PUT', '/coupon', { code: 'NO-SUCH-CODE' }, 400, 'PRM130'],
      ['PUT', '/coupon', { code: 'PROMO-OUTAGE' }, 502, 'PRM175'],
      ['DELETE', '/coupon/NOT-APPLIED', undefined, 404, 'PRM130'],
      ['DELETE', `/items/${'f'.repeat(24)}`, undefined, 404, 'ITEM_NOT_AVAILABLE'],
    ];
    for (const [method, path, body, status, errorId] of cases) {
      const response = await send(browser, method, path, body);
      expect([path, response.status], errorId).toEqual([path, status]);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await errorIdOf(response)).toBe(errorId);
      // A missing coupon or line is no missing basket: the header count stays.
      expect(browser.cookies.get(CART_COOKIE), `${method} ${path}`).toBe('1');
    }
    expect((await answerOf(await send(browser, 'GET', ''))).cart?.basketId).toBe(added.cart?.basketId);
  });

  it("answers INVALID_CUSTOMER for another shopper's basket, shows none of it, and starts the shopper a basket of their own", async () => {
    const alice = shopper();
    const hers = await answerOf(await send(alice, 'POST', '/items', { productId: JACKET, qty: 2 }));
    const bob = shopper();
    await answerOf(await send(bob, 'POST', '/items', { productId: FLEECE, qty: 1 }));
    const session = await openSession(config.SESSION_SECRET, bob.cookies.get(SESSION_COOKIE));

    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PATCH', `/items/${hers.cart!.items[0]!.itemId}`, { qty: 5 }],
      ['PUT', '/coupon', { code: 'RIDGE10' }],
    ] as const) {
      // Bob's own session, as this worker would seal it, naming Alice's basket (each refusal makes the session forget it).
      bob.cookies.set(SESSION_COOKIE, await sealSession(config.SESSION_SECRET, { ...session!, basketId: hers.cart!.basketId }));
      const response = await send(bob, method, path, body);
      expect([method, response.status]).toEqual([method, 403]);
      const text = await response.text();
      expect(ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]?.errorId).toBe('INVALID_CUSTOMER');
      expect(text).not.toContain(JACKET);
      expect(bob.cookies.has(CART_COOKIE)).toBe(false);
      expect((await openSession(config.SESSION_SECRET, bob.cookies.get(SESSION_COOKIE)))?.basketId).toBeNull();
    }
    const restored = await answerOf(await send(bob, 'POST', '/restore', { items: [{ productId: FLEECE, qty: 1 }] }));
    expect(restored.cart!.basketId).not.toBe(hers.cart!.basketId);
    expect((await openSession(config.SESSION_SECRET, bob.cookies.get(SESSION_COOKIE)))?.basketId).toBe(restored.cart!.basketId);
    // Alice's basket is as she left it.
    const after = await answerOf(await send(alice, 'GET', ''));
    expect(after.cart?.items.map((item) => [item.productId, item.qty])).toEqual([[JACKET, 2]]);
    expect(after.cart?.totals).toEqual(hers.cart?.totals);
  });
});

describe('a cart add under the token rules', () => {
  it('sends no basket write without a token when the token is refused (403): AUT404, never AUT409 or the backend\'s 401', async () => {
    const { binding, calls } = recordingMocks(403, 403);
    const browser = shopper();
    for (const [path, body] of [
      ['/en-us/fapi/cart/items', { productId: JACKET, qty: 1 }],
      ['/en-us/fapi/cart/restore', { items: [{ productId: JACKET, qty: 1 }] }],
    ] as const) {
      const response = await browser.fetch(path, { method: 'POST', body: JSON.stringify(body) }, { MOCKS: binding });
      expect([path, response.status]).toEqual([path, 401]);
      expect(ErrorResponseSchema.parse(await response.json()).errorDetails[0]).toEqual({ errorId: 'AUT404', message: 'Cannot authorize' });
    }
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([`POST ${TOKEN_PATH}`, `POST ${TOKEN_PATH}`]);
    expect(calls.map((call) => call.headers.has('authorization'))).toEqual([false, false]);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('answers AUT409 when the token call fails any other way, and calls no cart', async () => {
    for (const status of [500, 401, 400]) {
      const { binding, calls } = recordingMocks(status);
      const browser = shopper();
      const response = await browser.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: JACKET, qty: 1 }) }, { MOCKS: binding, TOKEN_RETRY_DELAY_MS: '0' });
      expect([status, response.status]).toEqual([status, 502]);
      expect(await errorIdOf(response)).toBe('AUT409');
      expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([`POST ${TOKEN_PATH}`]);
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    }
  });
});

describe('an expired basket', () => {
  it('is forgotten by the session, and the lines the browser remembers go into a new one', async () => {
    const browser = shopper();
    const first = await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 2 }));
    const session = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
    // Eight days without a change: the mocks' basket lapses, as a real one does after seven.
    const aged = await config.MOCKS.fetch(`https://mocks.internal/__test/cart/${first.cart!.basketId}/age?locale=en-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session!.accessToken}` },
      body: JSON.stringify({ days: 8 }),
    });
    expect(aged.status).toBe(200);

    const expired = await send(browser, 'GET', '');
    expect(expired.status).toBe(404);
    expect(await errorIdOf(expired)).toBe('CART_NOT_FOUND');
    const restored = await answerOf(await send(browser, 'POST', '/restore', { items: [{ productId: JACKET, qty: 2 }] }));
    expect(restored.cart!.basketId).not.toBe(first.cart!.basketId);
    expect(restored.cart!.items.map((item) => [item.productId, item.qty])).toEqual([[JACKET, 2]]);
    // The session now owns the new basket.
    const read = await answerOf(await send(browser, 'GET', ''));
    expect(read.cart!.basketId).toBe(restored.cart!.basketId);
  });
});

describe('the development cart controls', () => {
  it('exist in development only: as production they answer 404 and reach no backend', async () => {
    const browser = shopper();
    await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    const { binding, calls } = recordingMocks();
    for (const [path, body] of [
      ['/fapi/test/cart/age', { days: 7 }],
      ['/fapi/test/cart/reassign', {}],
    ] as const) {
      const response = await browser.fetch(path, { method: 'POST', body: JSON.stringify(body) }, { MOCKS: binding, ENVIRONMENT: 'production', SESSION_SECRET: 'a-production-secret-of-enough-length-0123' });
      expect([path, response.status]).toEqual([path, 404]);
      expect(await errorIdOf(response)).toBe('API404');
    }
    expect(calls).toHaveLength(0);
    // The basket is untouched.
    expect((await answerOf(await send(browser, 'GET', ''))).cart?.items).toHaveLength(1);
  });

  it('check their input and name only the shopper\'s own basket', async () => {
    const none = await shopper().fetch('/fapi/test/cart/age', { method: 'POST', body: JSON.stringify({ days: 7 }) });
    expect(none.status).toBe(404);
    expect(await errorIdOf(none)).toBe('CART_NOT_FOUND');
    const browser = shopper();
    await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    for (const body of ['{"days":-1}', '{"days":"seven"}', '{"days":', JSON.stringify({ days: 7, pad: 'x'.repeat(400) })]) {
      const response = await browser.fetch('/fapi/test/cart/age', { method: 'POST', body });
      // Malformed is 400; too large is 413, in the same catalogue shape.
      expect([body.slice(0, 20), [400, 413].includes(response.status)]).toEqual([body.slice(0, 20), true]);
      expect(await errorIdOf(response)).toBe('API400');
    }
    expect((await answerOf(await send(browser, 'GET', ''))).cart?.items).toHaveLength(1);
  });
});

describe('cart page', () => {
  it('renders the basket server-side, private and no-store, and never from the HTML cache', async () => {
    const browser = shopper({ [VUID_COOKIE]: 'vuid_0123456789abcdef01234567' });
    await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 2 }));
    for (let round = 0; round < 2; round++) {
      const page = await browser.fetch('/en-us/cart', {}, { HTML_CACHE: 'on' });
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-cache')).toBe('BYPASS');
      const html = await page.text();
      const tokens = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
      expect(html).not.toContain(tokens!.accessToken);
      expect(html).not.toContain(tokens!.refreshToken);
      expect(html).toContain('data-testid="line-qty">2<');
      expect(html).toContain('data-testid="cart-count">1<');
    }
    // Another shopper's cart page shows none of it.
    const stranger = await shopper().fetch('/en-us/cart', {}, { HTML_CACHE: 'on' });
    expect(await stranger.text()).not.toContain('data-testid="line-qty"');
  });

  it('sets the header count the basket it read has, when the cookie said otherwise', async () => {
    const browser = shopper();
    await answerOf(await send(browser, 'POST', '/items', { productId: JACKET, qty: 1 }));
    // A count from elsewhere (another tab, a basket changed by a sign-in on another device).
    browser.cookies.set(CART_COOKIE, '5');
    const page = await browser.fetch('/en-us/cart');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="line-qty">1<');
    expect(browser.cookies.get(CART_COOKIE)).toBe('1');

    // No count at all, and a visitor summary that says the cart is empty: both are set again.
    browser.cookies.delete(CART_COOKIE);
    browser.cookies.delete(VISITOR_COOKIE);
    await browser.fetch('/en-us/cart');
    expect(browser.cookies.get(CART_COOKIE)).toBe('1');
    expect(await verifyVisitorSummary(config.VISITOR_SECRET, browser.cookies.get(VISITOR_COOKIE))).toMatchObject({ cartEmpty: false });
  });
});

describe('header count on a cached page', () => {
  it('shows each shopper their own count, from a copy rendered for another', async () => {
    const member = await signVisitorSummary(config.VISITOR_SECRET, { ...ANONYMOUS_VISITOR, loggedIn: true, customerId: 'cart-count-test' });
    const path = `/en-us/search?q=count+${crypto.randomUUID().slice(0, 8)}`;
    const base = { [VUID_COOKIE]: 'vuid_0123456789abcdef01234567', [VISITOR_COOKIE]: member };
    const first = await shopper({ ...base, [CART_COOKIE]: '2' }).fetch(path, {}, { HTML_CACHE: 'on' });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await first.text()).toContain('data-testid="cart-count">2</span><span class="visually-hidden"> items</span>');

    const hit = await shopper({ ...base, [CART_COOKIE]: '1' }).fetch(path, {}, { HTML_CACHE: 'on' });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const html = await hit.text();
    expect(html).toContain('data-testid="cart-count">1</span><span class="visually-hidden"> item</span>');
    expect(html).toContain('"cart":{"basketId":null,"totalItems":1}');
    expect(html).not.toContain('__rl-html-cache-');

    const none = await shopper(base).fetch(path, {}, { HTML_CACHE: 'on' });
    expect(none.headers.get('x-cache')).toBe('HIT');
    expect(await none.text()).toContain('"cart":{"basketId":null,"totalItems":0}');
  });
});
