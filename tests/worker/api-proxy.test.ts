import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { recordingMocks, request, shopper } from './helpers';

const config = env as unknown as Env;

async function errorOf(response: Response) {
  const body = (await response.json()) as { errorDetails: { errorId: string; message: string }[]; appId: string; correlationId: string };
  expect(body.correlationId).toBe(response.headers.get('x-correlation-id'));
  expect(body.appId).toBeTruthy();
  return body.errorDetails[0]!;
}

describe('commerce proxy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('forwards an allow-listed call with the injected base headers and the locale', async () => {
    const { binding, calls } = recordingMocks();
    const response = await request('/api/products/v2/catalog?categoryId=10101&count=4&locale=de-de', undefined, { MOCKS: binding });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { products: unknown[] }).products).toHaveLength(4);
    const [call] = calls;
    expect(call!.url.pathname).toBe('/products/v2/catalog');
    expect(call!.url.searchParams.get('locale')).toBe('de-de');
    expect(call!.headers.get('x-auth-access')).toBe(config.AUTH_ACCESS_KEY);
    expect(call!.headers.get('x-server-trust-id')).toBe(config.SERVER_TRUST_ID);
    expect(call!.headers.get('x-site-id')).toBe('RL_DE');
    expect(call!.headers.get('x-channel')).toBe('ECOMM');
    expect(call!.headers.get('x-source')).toBe('ECOM15');
    expect(call!.headers.get('x-correlation-id')).toBe(response.headers.get('x-correlation-id'));
    expect(call!.headers.get('x-transaction-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('discards client copies of injected headers', async () => {
    const { binding, calls } = recordingMocks();
    await request(
      '/api/products/v2/catalog?categoryId=10101&count=1',
      { headers: { 'x-auth-access': 'forged', 'x-correlation-id': 'forged', 'x-site-id': 'RL_NO', 'x-usid': 'stolen-session', cookie: 'a=b' } },
      { MOCKS: binding },
    );
    const headers = calls[0]!.headers;
    expect(headers.get('x-auth-access')).toBe(config.AUTH_ACCESS_KEY);
    expect(headers.get('x-correlation-id')).not.toBe('forged');
    expect(headers.get('x-site-id')).toBe('RL_US');
    expect(headers.has('x-usid')).toBe(false);
    expect(headers.has('cookie')).toBe(false);
  });

  it('sends the session id header only when the shopper has a session', async () => {
    const { binding, calls } = recordingMocks();
    await request('/api/products/v2/catalog?categoryId=10101&count=1', { headers: { cookie: 'rl_usid=session_0123456789' } }, { MOCKS: binding });
    expect(calls[0]!.headers.get('x-usid')).toBe('session_0123456789');
  });

  it('gives a guest a session on their first write, as one sealed HttpOnly cookie, and sends its token and id upstream', async () => {
    const { binding, calls } = recordingMocks();
    const browser = shopper();
    const response = await browser.fetch('/api/wishlists/v2/favorites', { method: 'POST', body: JSON.stringify({ id: 'AB123456', qty: 1, itemType: 'product', favoriteId: null }) }, { MOCKS: binding });
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^rl_session=v1\.[A-Za-z0-9_-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /token/v2/auth/token', 'POST /wishlists/v2/favorites']);
    expect(JSON.parse(calls[0]!.body)).toEqual({ type: 'Guest' });
    expect(calls[1]!.headers.get('authorization')).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(calls[1]!.headers.get('x-usid')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps an existing session and never mints one for a read', async () => {
    const { binding, calls } = recordingMocks();
    const browser = shopper();
    const favourite = JSON.stringify({ id: 'AB123456', qty: 1, itemType: 'product', favoriteId: null });
    await browser.fetch('/api/wishlists/v2/favorites', { method: 'POST', body: favourite }, { MOCKS: binding });
    const write = await browser.fetch('/api/wishlists/v2/favorites', { method: 'POST', body: favourite }, { MOCKS: binding });
    expect(write.headers.has('set-cookie')).toBe(false);
    expect(calls.filter((call) => call.url.pathname === '/token/v2/auth/token')).toHaveLength(1);
    expect(calls[2]!.headers.get('x-usid')).toBe(calls[1]!.headers.get('x-usid'));
    expect(calls[2]!.headers.get('authorization')).toBe(calls[1]!.headers.get('authorization'));
    const read = await request('/api/products/v2/catalog?categoryId=10101&count=1');
    expect(read.headers.has('set-cookie')).toBe(false);
  });

  it('adds the fake client IP to browser searches only off production', async () => {
    const preProduction = recordingMocks();
    await request('/api/products/v2/search/productSearch?q=jacket&count=1', undefined, { MOCKS: preProduction.binding });
    expect(preProduction.calls[0]!.headers.get('true-client-ip')).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const production = recordingMocks();
    await request('/api/products/v2/search/productSearch?q=jacket&count=1', { headers: { 'true-client-ip': '203.0.113.9' } }, { MOCKS: production.binding, ENVIRONMENT: 'production' });
    expect(production.calls[0]!.headers.has('true-client-ip')).toBe(false);
    expect(production.calls[0]!.headers.has('x-forwarded-for')).toBe(false);
  });

  it('uses the mobile-app channel inside the app webview', async () => {
    const { binding, calls } = recordingMocks();
    await request('/api/products/v2/catalog?categoryId=10101&count=1', { headers: { 'user-agent': 'Mozilla/5.0 RidgelineApp/4.2' } }, { MOCKS: binding });
    expect(calls[0]!.headers.get('x-channel')).toBe('MAPP');
  });

  it('refuses a path the spec does not list, without calling upstream', async () => {
    const { binding, calls } = recordingMocks();
    const response = await request('/api/admin/users', undefined, { MOCKS: binding });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).errorId).toBe('API404');
    expect(calls).toHaveLength(0);
  });

  it("refuses every basket call: the worker's cart routes are the only way to a basket", async () => {
    const { binding, calls } = recordingMocks();
    const browser = shopper();
    for (const [method, path, body] of [
      ['POST', '/api/cart/v1/cartWithItem', { items: [{ productId: 'AB123456001-M', qty: 1 }] }],
      ['POST', '/api/cart/v1/item', { cartId: '0123456789abcdef', items: [] }],
      ['GET', '/api/cart/v1/cart/0123456789abcdef', undefined],
      ['PUT', '/api/cart/v1/coupon', { cartId: '0123456789abcdef', code: 'RIDGE10' }],
      ['PUT', '/api/cart/v2/checkout/order', {}],
      ['GET', '/api/wishlists/v2/saveForLater', undefined],
    ] as const) {
      const response = await browser.fetch(path, { method, ...(body ? { body: JSON.stringify(body) } : {}) }, { MOCKS: binding });
      expect([method, path, response.status]).toEqual([method, path, 404]);
      expect((await errorOf(response)).errorId).toBe('API404');
    }
    // Nothing reached a backend, and no guest was minted for a call refused anyway.
    expect(calls).toHaveLength(0);
    expect(browser.setCookies).toEqual([]);
  });

  it('refuses path traversal out of an allow-listed pattern', async () => {
    const response = await request('/api/products/v2/products/..%2F..%2Fadmin/details');
    expect(response.status).toBe(404);
  });

  it('refuses a listed path with the wrong method', async () => {
    const response = await request('/api/products/v2/catalog', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect((await errorOf(response)).errorId).toBe('API405');
  });

  it('refuses an oversized body', async () => {
    const response = await request('/api/wishlists/v2/favorites', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(70_000) }) });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).errorId).toBe('API400');
  });

  it('refuses a body that is not JSON', async () => {
    const wrongType = await request('/api/wishlists/v2/favorites', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(wrongType.status).toBe(415);
    expect((await errorOf(wrongType)).errorId).toBe('API415');
    const malformed = await request('/api/wishlists/v2/favorites', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toContain('not valid JSON');
  });

  it('passes upstream errors through in the spec error shape', async () => {
    const response = await request('/api/products/v2/catalog?categoryId=99999');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).errorId).toBe('PLP400');
  });
});

describe('mock mode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls the configured upstream URL when one is set', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ name: 'x', numFound: 0, start: 0, count: 0, products: [] }));
    const { binding, calls } = recordingMocks();
    const response = await request('/api/products/v2/catalog?categoryId=10101', undefined, { MOCKS: binding, UPSTREAM_COMMERCE_URL: 'https://commerce.example/api/' });
    expect(response.status).toBe(200);
    expect(String(spy.mock.calls[0]![0])).toMatch(/^https:\/\/commerce\.example\/api\/products\/v2\/catalog\?/);
    expect(calls).toHaveLength(0);
  });

  it('switches one endpoint to the mocks with ?mock= outside production', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const { binding, calls } = recordingMocks();
    const response = await request('/api/products/v2/catalog?categoryId=10101&count=1&mock=commerce', undefined, { MOCKS: binding, UPSTREAM_COMMERCE_URL: 'https://commerce.example' });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.has('mock')).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it('ignores ?mock= in production', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ name: 'x', numFound: 0, start: 0, count: 0, products: [] }));
    const { binding, calls } = recordingMocks();
    await request('/api/products/v2/catalog?categoryId=10101&mock=commerce', undefined, { MOCKS: binding, ENVIRONMENT: 'production', UPSTREAM_COMMERCE_URL: 'https://commerce.example' });
    expect(calls).toHaveLength(0);
    expect(spy).toHaveBeenCalledOnce();
  });
});
