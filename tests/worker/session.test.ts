import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { CatalogResponseSchema } from '../../shared/catalogue/schemas/catalog';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { FavoritesSchema } from '../../shared/account/schemas/favorites';
import { SessionSummarySchema } from '../../shared/account/schemas/session';
import { CartAnswerSchema, type CartAnswer } from '../../shared/cart/cart-routes';
import type { Env } from '../../worker/env';
import { openSession, sealSession, SESSION_COOKIE, type ShopperSession } from '../../worker/session/session';
import { GUEST_SESSION_LIMIT, TOKEN_RETRY_DELAY_MS } from '../../worker/session';
import { variantOf } from '../fixtures/variants';
import { errorIdOf, recordingMocks, request, shopper, testAddress, TOKEN_PATH, type RecordedCall, type Shopper } from './helpers';
import { registeredShopper } from './registered';
import { STATE_ELEMENT_ID } from '../../client/app/App';
import type { AppState } from '../../shared/page';

// Shopper sessions held by the worker: the browser holds one sealed cookie and never a token;
// the worker mints a guest on the first stateful action, refreshes once, and follows the token rules.

const config = env as unknown as Env;
let products: string[] = [];

beforeAll(async () => {
  const ids = new Set<string>();
  for (const categoryId of ['10101', '10102']) {
    const response = await request(`/api/products/v2/catalog?categoryId=${categoryId}&count=48`);
    for (const tile of CatalogResponseSchema.parse(await response.json()).products) ids.add(tile.id);
  }
  products = [...ids];
  expect(products.length).toBeGreaterThanOrEqual(40);
});

const favourite = (browser: Shopper, id: string, favoriteId: string | null = null, overrides: Partial<Env> = {}) =>
  browser.fetch('/api/wishlists/v2/favorites', { method: 'POST', body: JSON.stringify({ id, qty: 1, itemType: 'product', favoriteId }) }, overrides);

/** What the browser's session cookie holds, read with the worker's own secret (only a test can). */
async function sessionOf(browser: Shopper): Promise<ShopperSession> {
  const opened = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
  if (!opened) throw new Error('no session cookie');
  return opened;
}

/** A browser whose cookie holds `session` as this worker would have sealed it. */
async function browserWith(session: ShopperSession): Promise<Shopper> {
  return shopper({ [SESSION_COOKIE]: await sealSession(config.SESSION_SECRET, session) });
}

/** A variant with plenty of online stock, for baskets. */
const SKU = variantOf('JK', (units) => units >= 20).sku;

const cartCall = (browser: Shopper, method: string, path: string, body?: unknown, overrides: Partial<Env> = {}) =>
  browser.fetch(`/en-us/fapi/cart${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, overrides);
const addToCart = (browser: Shopper, qty = 1, overrides: Partial<Env> = {}) => cartCall(browser, 'POST', '/items', { productId: SKU, qty }, overrides);

async function cartOf(response: Response): Promise<CartAnswer> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return CartAnswerSchema.parse(JSON.parse(text));
}

const tokenCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.pathname === TOKEN_PATH);
const pathsOf = (calls: RecordedCall[]) => calls.map((call) => `${call.method} ${call.url.pathname}`);

describe('a session held by the worker', () => {
  it('gives no cookie to a plain page view, and exactly one guest session to the first favourite', async () => {
    const { binding, calls } = recordingMocks();
    const browser = shopper();
    const page = await browser.fetch('/en-us', undefined, { MOCKS: binding, HTML_CACHE: 'on' });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie().filter((line) => line.startsWith(`${SESSION_COOKIE}=`) || line.startsWith('rl_usid='))).toEqual([]);
    expect(page.headers.get('x-cache')).toMatch(/^(MISS|HIT)$/);
    const summary = await browser.fetch('/fapi/session');
    expect(summary.headers.getSetCookie()).toEqual([]);
    expect(SessionSummarySchema.parse(await summary.json()).type).toBeNull();
    expect(tokenCalls(calls)).toHaveLength(0);

    expect((await favourite(browser, products[0]!, null, { MOCKS: binding })).status).toBe(200);
    expect((await favourite(browser, products[1]!, null, { MOCKS: binding })).status).toBe(200);
    expect(tokenCalls(calls)).toHaveLength(1);
    expect(browser.setCookies.filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toHaveLength(1);
  });

  it('never lets a token reach HTML, JSON or a cookie page JavaScript can read', async () => {
    const browser = shopper();
    const added = await favourite(browser, products[2]!);
    const addedText = await added.text();
    const { accessToken, refreshToken, consumerNo, favoriteId } = await sessionOf(browser);
    expect(favoriteId).toBe(FavoritesSchema.parse(JSON.parse(addedText)).favoriteId);

    const page = await (await browser.fetch('/en-us')).text();
    const summary = await browser.fetch('/fapi/session');
    expect(summary.headers.get('cache-control')).toBe('private, no-store');
    const summaryText = await summary.text();
    expect(JSON.parse(summaryText)).toEqual({ type: 'Guest', firstName: null, consumerType: null, employeeTermsAccepted: null, basketId: null, favoriteId, saveForLaterId: null });
    const listText = await (await browser.fetch('/api/wishlists/v2/favorites')).text();
    for (const text of [addedText, page, summaryText, listText, ...browser.setCookies]) {
      expect(text).not.toContain(accessToken);
      expect(text).not.toContain(refreshToken);
    }
    // The sealed value says nothing readable either, not even whose it is.
    expect(browser.cookies.get(SESSION_COOKIE)).not.toContain(consumerNo);
    // Every cookie the storefront set is HttpOnly: document.cookie sees none of them.
    for (const line of browser.setCookies) expect(line).toMatch(/; HttpOnly/);
  });

  it('treats a forged, tampered, truncated or other-key cookie as no session: a new guest, never a 500', async () => {
    const owner = shopper();
    await favourite(owner, products[3]!);
    const real = owner.cookies.get(SESSION_COOKIE)!;
    const genuine = await sessionOf(owner);
    const body = real.slice(3);
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const variants = [
      flip(real, 3),
      flip(real, Math.floor(real.length / 2)),
      flip(real, real.length - 1),
      real.slice(0, -1),
      real.slice(0, 20),
      `${real}A`,
      `v2.${body}`,
      'v1.',
      'v1.!!!!',
      `v1.${btoa('x'.repeat(40))}`,
      JSON.stringify(genuine),
      await sealSession('another-deployment-secret-0123456789abcdef', genuine),
      ...Array.from({ length: 6 }, () => `v1.${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24 + Math.floor(Math.random() * 200))))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`),
    ];
    for (const forged of variants) {
      const browser = shopper({ [SESSION_COOKIE]: encodeURIComponent(forged) });
      const summary = await browser.fetch('/fapi/session');
      expect(summary.status).toBe(200);
      expect(SessionSummarySchema.parse(await summary.json()).type).toBeNull();
      // The unusable cookie is cleared rather than sent back forever.
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);

      const { binding, calls } = recordingMocks();
      const next = shopper({ [SESSION_COOKIE]: encodeURIComponent(forged) });
      const response = await favourite(next, products[4]!, null, { MOCKS: binding });
      expect([forged, response.status]).toEqual([forged, 200]);
      expect(tokenCalls(calls).map((call) => JSON.parse(call.body))).toEqual([{ type: 'Guest' }]);
      const minted = await sessionOf(next);
      expect(minted.consumerNo).not.toBe(genuine.consumerNo);
      expect(minted.accessToken).not.toBe(genuine.accessToken);
    }
  });

  it('refreshes a token known to have expired before the call, once', async () => {
    const first = shopper();
    await favourite(first, products[5]!);
    const session = await sessionOf(first);
    const browser = await browserWith({ ...session, accessExpiresAt: Date.now() - 1000 });
    const { binding, calls } = recordingMocks();
    const response = await browser.fetch('/api/wishlists/v2/favorites', undefined, { MOCKS: binding });
    expect(FavoritesSchema.parse(await response.json()).items.map((item) => item.id)).toEqual([products[5]]);
    expect(pathsOf(calls)).toEqual([`POST ${TOKEN_PATH}`, 'GET /wishlists/v2/favorites']);
    expect(JSON.parse(calls[0]!.body)).toEqual({ type: 'Refresh', refreshToken: session.refreshToken });
    const renewed = await sessionOf(browser);
    expect(renewed.consumerNo).toBe(session.consumerNo);
    expect(renewed.accessToken).not.toBe(session.accessToken);
    expect(renewed.usid).toBe(session.usid);
    expect(calls[1]!.headers.get('authorization')).toBe(`Bearer ${renewed.accessToken}`);
  });

  it('refreshes once and replays a call an upstream refused with 401', async () => {
    const first = shopper();
    await favourite(first, products[6]!);
    const session = await sessionOf(first);
    // Revoked or unknown upstream, though not yet expired by its clock.
    const browser = await browserWith({ ...session, accessToken: 'x'.repeat(43) });
    const { binding, calls } = recordingMocks();
    const response = await browser.fetch('/api/wishlists/v2/favorites', undefined, { MOCKS: binding });
    expect(response.status).toBe(200);
    expect(FavoritesSchema.parse(await response.json()).items.map((item) => item.id)).toEqual([products[6]]);
    expect(pathsOf(calls)).toEqual(['GET /wishlists/v2/favorites', `POST ${TOKEN_PATH}`, 'GET /wishlists/v2/favorites']);
    expect((await sessionOf(browser)).accessToken).not.toBe('x'.repeat(43));
  });

  it('gives a new guest when the refresh fails, and never loops when even that is refused', async () => {
    const first = shopper();
    await favourite(first, products[7]!);
    const session = await sessionOf(first);
    const dead = { ...session, accessToken: 'x'.repeat(43), refreshToken: 'y'.repeat(43) };

    const { binding, calls } = recordingMocks();
    const browser = await browserWith(dead);
    const response = await favourite(browser, products[8]!, null, { MOCKS: binding });
    expect(response.status).toBe(200);
    expect(pathsOf(calls)).toEqual(['POST /wishlists/v2/favorites', `POST ${TOKEN_PATH}`, `POST ${TOKEN_PATH}`, 'POST /wishlists/v2/favorites']);
    expect(calls.slice(1, 3).map((call) => (JSON.parse(call.body) as { type: string }).type)).toEqual(['Refresh', 'Guest']);
    const replaced = await sessionOf(browser);
    expect(replaced.consumerNo).not.toBe(session.consumerNo);
    expect(replaced.usid).toBe(session.usid);

    // An upstream that refuses every token: one renewal, one replay, then its error, clearly.
    const refusing = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const upstream = new Request(input as RequestInfo, init);
        refused.push(new URL(upstream.url).pathname);
        if (new URL(upstream.url).pathname === TOKEN_PATH) return config.MOCKS.fetch(upstream);
        return Response.json({ errorDetails: [{ errorId: 'AUT432', message: 'Authorization failed' }], appId: 'mocks', correlationId: 'c' }, { status: 401 });
      },
    } as unknown as Fetcher;
    const refused: string[] = [];
    const stuck = await favourite(await browserWith(dead), products[8]!, null, { MOCKS: refusing });
    expect(stuck.status).toBe(401);
    expect(await errorIdOf(stuck)).toBe('AUT432');
    expect(refused).toEqual(['/wishlists/v2/favorites', TOKEN_PATH, TOKEN_PATH, '/wishlists/v2/favorites']);
  });
});

describe('the token rules', () => {
  const quick: Partial<Env> = { TOKEN_RETRY_DELAY_MS: '60' };

  it('retries a 409 once, after the retry delay, and carries on with the session', async () => {
    const { binding, calls } = recordingMocks(409);
    const browser = shopper();
    const response = await favourite(browser, products[9]!, null, { ...quick, MOCKS: binding });
    expect(response.status).toBe(200);
    const tokens = calls.filter((call) => call.url.pathname === TOKEN_PATH);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]!.at - tokens[0]!.at).toBeGreaterThanOrEqual(55);
    expect((await sessionOf(browser)).type).toBe('Guest');
  });

  it('waits the full 2000 ms in production, whatever the development knob says', async () => {
    const { binding, calls } = recordingMocks(409);
    const production: Partial<Env> = { ...quick, ENVIRONMENT: 'production', SESSION_SECRET: 'a-production-secret-of-enough-length-0123', MOCKS: binding };
    expect((await favourite(shopper(), products[9]!, null, production)).status).toBe(200);
    const tokens = tokenCalls(calls);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]!.at - tokens[0]!.at).toBeGreaterThanOrEqual(TOKEN_RETRY_DELAY_MS);
  });

  it('answers the duplicate-token error AUT409 when the retry meets a 409 again, or on any other failure', async () => {
    for (const statuses of [[409, 409], [500], [401], [400]]) {
      const { binding, calls } = recordingMocks(...statuses);
      const browser = shopper();
      const response = await favourite(browser, products[10]!, null, { ...quick, MOCKS: binding });
      expect([statuses, response.status]).toEqual([statuses, 502]);
      const error = ErrorResponseSchema.parse(await response.json());
      expect(error.errorDetails[0]).toEqual({ errorId: 'AUT409', message: 'Duplicated token' });
      expect(error.correlationId).toBe(response.headers.get('x-correlation-id'));
      expect(calls.filter((call) => call.url.pathname === TOKEN_PATH)).toHaveLength(statuses.length);
      // Nothing reached the favourites service, and no half session was set.
      expect(calls.some((call) => call.url.pathname.startsWith('/wishlists'))).toBe(false);
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    }
  });

  it('sends no write on their own objects without a token when the token is refused (403): AUT404, never the backend\'s 401', async () => {
    const { binding, calls } = recordingMocks(403);
    const browser = shopper();
    const response = await favourite(browser, products[15]!, null, { MOCKS: binding });
    expect(response.status).toBe(401);
    expect(ErrorResponseSchema.parse(await response.json()).errorDetails[0]).toEqual({ errorId: 'AUT404', message: 'Cannot authorize' });
    expect(pathsOf(calls)).toEqual([`POST ${TOKEN_PATH}`]);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('sends no such write either when the refresh of an expired token is refused (403)', async () => {
    const first = shopper();
    await cartOf(await addToCart(first, 1));
    const session = await sessionOf(first);
    const expired = { ...session, accessExpiresAt: Date.now() - 1000 };
    for (const write of [
      (browser: Shopper, MOCKS: Fetcher) => favourite(browser, products[16]!, null, { MOCKS }),
      (browser: Shopper, MOCKS: Fetcher) => cartCall(browser, 'PUT', '/coupon', { code: 'RIDGE10' }, { MOCKS }),
      (browser: Shopper, MOCKS: Fetcher) => addToCart(browser, 1, { MOCKS }),
    ]) {
      const { binding, calls } = recordingMocks(403);
      const response = await write(await browserWith(expired), binding);
      expect(response.status).toBe(401);
      expect(ErrorResponseSchema.parse(await response.json()).errorDetails[0]).toEqual({ errorId: 'AUT404', message: 'Cannot authorize' });
      expect(tokenCalls(calls).map((call) => (JSON.parse(call.body) as { type: string }).type)).toEqual(['Refresh']);
      expect(pathsOf(calls)).toEqual([`POST ${TOKEN_PATH}`]);
    }
    // The basket is as it was.
    expect((await cartOf(await cartCall(first, 'GET', ''))).cart!.items.map((item) => item.qty)).toEqual([1]);
  });

  it('ignores a 403: the call goes on without a token and the shopper sees no token error', async () => {
    const { binding, calls } = recordingMocks(403);
    const browser = shopper({ rl_usid: 'legacyguest0001' });
    const response = await browser.fetch('/api/wishlists/v2/favorites', undefined, { MOCKS: binding });
    expect(response.status).toBe(200);
    expect(FavoritesSchema.parse(await response.json()).items).toEqual([]);
    expect(pathsOf(calls)).toEqual([`POST ${TOKEN_PATH}`, 'GET /wishlists/v2/favorites']);
    expect(calls[1]!.headers.has('authorization')).toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('the proxy and the browser', () => {
  it('refuses the token call and every other identity call, without calling upstream', async () => {
    const { binding, calls } = recordingMocks();
    for (const path of ['/api/token/v2/auth/token', '/api/consumers-v3/auth/signin', '/api/consumers-v3/consumer/auth/signout']) {
      const response = await request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Guest' }) }, { MOCKS: binding });
      expect(response.status).toBe(404);
      expect(await errorIdOf(response)).toBe('API404');
      expect(response.headers.has('set-cookie')).toBe(false);
    }
    expect(calls).toHaveLength(0);
  });

  it('mints no guest for a call it refuses anyway (a malformed or oversized body)', async () => {
    const { binding, calls } = recordingMocks();
    const browser = shopper();
    const malformed = await browser.fetch('/api/wishlists/v2/favorites', { method: 'POST', body: '{"id":' }, { MOCKS: binding });
    expect(malformed.status).toBe(400);
    const oversized = await browser.fetch('/api/wishlists/v2/favorites', { method: 'POST', body: JSON.stringify({ pad: 'x'.repeat(70_000) }) }, { MOCKS: binding });
    expect(oversized.status).toBe(413);
    expect(calls).toHaveLength(0);
    expect(browser.setCookies).toEqual([]);
  });

  it('mints no guest for a write that is no guest object of theirs (the newsletter sign-up)', async () => {
    const { binding, calls } = recordingMocks();
    const browser = shopper();
    const body = JSON.stringify({ email: `news-${crypto.randomUUID().slice(0, 8)}@example.com` });
    const response = await browser.fetch('/en-us/fapi/newsletter', { method: 'POST', body }, { MOCKS: binding });
    expect(response.status).toBe(200);
    expect(pathsOf(calls)).toContain('POST /consumers-v3/consumer/subscription');
    expect(calls.some((call) => call.headers.has('authorization'))).toBe(false);
    expect(browser.setCookies).toEqual([]);

    // Nor with only the old guest id: the session takes over its lists, and a sign-up is none of them.
    const legacy = recordingMocks();
    const returning = shopper({ rl_usid: 'legacyguest0003' });
    expect((await returning.fetch('/en-us/fapi/newsletter', { method: 'POST', body }, { MOCKS: legacy.binding })).status).toBe(200);
    expect(legacy.calls.some((call) => call.headers.has('authorization'))).toBe(false);
    expect(returning.setCookies).toEqual([]);
  });

  it("never forwards a browser's Authorization or x-usid, with or without a session", async () => {
    const { binding, calls } = recordingMocks();
    const forged = { authorization: 'Bearer stolen-token-0123456789abcdef', 'x-usid': 'stolen-session-id' };
    await request('/api/products/v2/catalog?categoryId=10101&count=1', { headers: forged }, { MOCKS: binding });
    const anonymousList = await request('/api/wishlists/v2/favorites', { headers: forged }, { MOCKS: binding });
    expect(FavoritesSchema.parse(await anonymousList.json()).items).toEqual([]);
    expect(calls.map((call) => [call.headers.get('authorization'), call.headers.get('x-usid')])).toEqual([
      [null, null],
      [null, null],
    ]);

    const browser = shopper();
    await favourite(browser, products[11]!);
    const session = await sessionOf(browser);
    const own = recordingMocks();
    await browser.fetch('/api/wishlists/v2/favorites', { headers: forged }, { MOCKS: own.binding });
    expect(own.calls[0]!.headers.get('authorization')).toBe(`Bearer ${session.accessToken}`);
    expect(own.calls[0]!.headers.get('x-usid')).toBe(session.usid);
  });

  it("folds an old guest id into the session: the same x-usid upstream, and the old cookie dropped", async () => {
    const { binding, calls } = recordingMocks();
    const browser = shopper({ rl_usid: 'legacyguest0002' });
    expect((await favourite(browser, products[12]!, null, { MOCKS: binding })).status).toBe(200);
    expect(calls[1]!.headers.get('x-usid')).toBe('legacyguest0002');
    expect(browser.cookies.has('rl_usid')).toBe(false);
    expect((await sessionOf(browser)).usid).toBe('legacyguest0002');
  });

  it('limits how many guest sessions one address mints', { timeout: 60_000 }, async () => {
    const address = testAddress();
    const statuses: number[] = [];
    for (let i = 0; i < GUEST_SESSION_LIMIT.limit; i++) statuses.push((await favourite(shopper({}, address), products[13]!)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await favourite(shopper({}, address), products[13]!);
    expect(limited.status).toBe(429);
    expect(await errorIdOf(limited)).toBe('API429');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else is not held up by it.
    expect((await favourite(shopper(), products[13]!)).status).toBe(200);
  });

  it('refuses to seal sessions with the development secret in production', async () => {
    const production: Partial<Env> = { ENVIRONMENT: 'production' };
    const refused = await favourite(shopper(), products[14]!, null, production);
    expect(refused.status).toBe(500);
    expect(await refused.text()).not.toContain(config.SESSION_SECRET);
    const browser = shopper();
    expect((await favourite(browser, products[14]!, null, { ...production, SESSION_SECRET: 'a-production-secret-of-enough-length-0123' })).status).toBe(200);
    // Sealed under that key, the cookie means nothing under the development one.
    expect(await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE))).toBeNull();
  });
});

describe('two shoppers at once', () => {
  // Two hundred calls through both workers: more than the default 5 s on a busy machine.
  it('keeps each list its own over 50 rounds of concurrent favourites, and refuses a list id to anyone else', { timeout: 60_000 }, async () => {
    const alice = shopper();
    const bob = shopper();
    const expected = { alice: new Set<string>(), bob: new Set<string>() };
    const half = Math.floor(products.length / 2);
    const listOf = async (browser: Shopper) => FavoritesSchema.parse(await (await browser.fetch('/api/wishlists/v2/favorites?count=100')).json());
    for (let round = 0; round < 50; round++) {
      const mine = products[round % half]!;
      const theirs = products[half + (round % half)]!;
      const [a, b] = await Promise.all([favourite(alice, mine), favourite(bob, theirs)]);
      expect([round, a.status, b.status]).toEqual([round, 200, 200]);
      expected.alice.add(mine);
      expected.bob.add(theirs);
      const [aliceList, bobList] = await Promise.all([listOf(alice), listOf(bob)]);
      expect(new Set(aliceList.items.map((item) => item.id))).toEqual(expected.alice);
      expect(new Set(bobList.items.map((item) => item.id))).toEqual(expected.bob);
    }
    const aliceList = await listOf(alice);
    const bobList = await listOf(bob);
    expect(aliceList.favoriteId).not.toBe(bobList.favoriteId);
    const aliceItem = aliceList.items[0]!;
    for (const response of [
      await favourite(bob, products[0]!, aliceList.favoriteId),
      await bob.fetch(`/api/wishlists/v2/favorites/${aliceList.favoriteId}/items/${aliceItem.itemId}`, { method: 'DELETE' }),
      await bob.fetch(`/api/wishlists/v2/favorites/${aliceList.favoriteId}/share`, { method: 'POST' }),
    ]) {
      expect(response.status).toBe(403);
      const body = ErrorResponseSchema.parse(await response.json());
      expect(body.errorDetails[0]?.errorId).toBe('INVALID_CUSTOMER');
      expect(JSON.stringify(body)).not.toContain(aliceItem.id);
    }
    expect(new Set((await listOf(alice)).items.map((item) => item.id))).toEqual(expected.alice);
  });
});

describe('a basket the session no longer owns', () => {
  // The mocks' test controls, through the storefront's development-only route: no shopper action makes a basket lapse or changes its owner.
  for (const { lost, control, body, refuse, status, errorId } of [
    // Seven days without a change: the basket lapses.
    { lost: 'lapsed', control: '/fapi/test/cart/age', body: { days: 7 }, refuse: (browser: Shopper) => cartCall(browser, 'GET', ''), status: 404, errorId: 'CART_NOT_FOUND' },
    { lost: "someone else's", control: '/fapi/test/cart/reassign', body: {}, refuse: (browser: Shopper) => cartCall(browser, 'PUT', '/coupon', { code: 'RIDGE10' }), status: 403, errorId: 'INVALID_CUSTOMER' },
  ]) {
    it(`is forgotten once the backend says it is ${lost}, so the next add starts a new one`, async () => {
      const browser = shopper();
      const first = await cartOf(await addToCart(browser, 2));
      const before = await sessionOf(browser);
      expect(before.basketId).toBe(first.cart!.basketId);
      const controlled = await browser.fetch(control, { method: 'POST', body: JSON.stringify(body) });
      expect(controlled.status, await controlled.text()).toBe(200);

      // The cart page's render keeps it: only the browser holds the lines to restore, so its own read must meet the error too.
      expect((await browser.fetch('/en-us/cart')).status).toBe(200);
      expect((await sessionOf(browser)).basketId).toBe(first.cart!.basketId);
      const refused = await refuse(browser);
      expect(refused.status).toBe(status);
      expect(await errorIdOf(refused)).toBe(errorId);
      const forgotten = await sessionOf(browser);
      expect(forgotten.basketId).toBeNull();
      // Only the basket went: the shopper is who they were.
      expect(forgotten.consumerNo).toBe(before.consumerNo);

      const next = await cartOf(await addToCart(browser, 1));
      expect(next.cart!.basketId).not.toBe(first.cart!.basketId);
      expect(next.cart!.items.map((item) => [item.productId, item.qty])).toEqual([[SKU, 1]]);
      expect((await sessionOf(browser)).basketId).toBe(next.cart!.basketId);
    });
  }
});

describe('one session in two requests at once', () => {
  it('refreshes an expired token in both without minting a guest: one shopper, one basket', async () => {
    const first = shopper();
    const basket = await cartOf(await addToCart(first, 1));
    const session = await sessionOf(first);
    const expired = { ...session, accessExpiresAt: Date.now() - 1000 };
    // Two tabs sending the same cookie at the same moment, each spending the same refresh token.
    const tabs = [await browserWith(expired), await browserWith(expired)];
    const { binding, calls } = recordingMocks();
    const answers = await Promise.all(tabs.map((tab) => addToCart(tab, 1, { MOCKS: binding })));
    for (const answer of answers) expect((await cartOf(answer)).cart!.basketId).toBe(basket.cart!.basketId);
    expect(tokenCalls(calls).map((call) => (JSON.parse(call.body) as { type: string }).type)).toEqual(['Refresh', 'Refresh']);
    for (const tab of tabs) {
      const renewed = await sessionOf(tab);
      expect(renewed.consumerNo).toBe(session.consumerNo);
      expect(renewed.basketId).toBe(basket.cart!.basketId);
      expect(renewed.accessToken).not.toBe(session.accessToken);
    }
    // Both adds landed in the one basket, and either tab reads it on.
    for (const tab of tabs) expect((await cartOf(await cartCall(tab, 'GET', ''))).cart!.items.map((item) => [item.productId, item.qty])).toEqual([[SKU, 3]]);
  });
});

describe('a registered session', () => {
  it("is the shopper's own, and its summary names no token", async () => {
    const signedIn = await registeredShopper('alex.morgan@example.com');
    const summary = SessionSummarySchema.parse(await (await signedIn.fetch('/fapi/session')).json());
    expect(summary.type).toBe('Registered');
    const session = await sessionOf(signedIn);
    expect(JSON.stringify(summary)).not.toContain(session.accessToken);
    expect(JSON.stringify(summary)).not.toContain(session.refreshToken);
  });

  it("makes the page state say Registered, and never the shopper's name, which a cached page could share", async () => {
    const stateOf = async (browser: Shopper): Promise<AppState> => {
      const response = await browser.fetch('/en-us');
      expect(response.status).toBe(200);
      const match = new RegExp(`<script id="${STATE_ELEMENT_ID}"[^>]*>(.*?)</script>`, 's').exec(await response.text());
      return JSON.parse(match?.[1] ?? 'null') as AppState;
    };
    expect((await stateOf(await registeredShopper('alex.morgan@example.com'))).store.auth).toEqual({ type: 'Registered', firstName: null });
    expect((await stateOf(shopper())).store.auth).toEqual({ type: 'Guest', firstName: null });
  });
});
