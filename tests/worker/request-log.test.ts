import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fapi, fapiPath } from '../../shared/fapi';
import { VUID_COOKIE } from '../../worker/decisions/experiments/visitor-id';
import type { RequestLogLine } from '../../worker/middleware/request-log';
import { ORIGIN, request } from './helpers';

// What a shopper may send that no log may hold: an email, a token (bearer, cookie, query), a card
// number and an address, each a string that cannot occur by chance.
const EMAIL = 'log-probe.7c1e@example.com';
const TOKEN = 'tok_logprobe_5f0d2b9e41a8';
const CARD = '4111111111111111';
const STREET = '77 Logprobe Crescent';
const POSTAL = 'K1A 0B7';
const PERSONAL = [EMAIL, TOKEN, CARD, STREET, POSTAL, encodeURIComponent(EMAIL)];

let lines: string[];
// The first render of a file seeds the mocks' database: not what these tests time out over.
beforeAll(async () => void (await (await request('/en-us/p/mens-scree-softshell-jacket-JK619948')).text()), 30_000);
beforeEach(() => {
  lines = [];
  // Every console method the worker writes with, so a leak through a warning or an error counts too.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
});
afterEach(() => vi.restoreAllMocks());

const requestLines = (): RequestLogLine[] => lines.filter((line) => line.startsWith('{"msg":"request",')).map((line) => JSON.parse(line) as RequestLogLine);
const PRODUCT = '/en-us/p/mens-scree-softshell-jacket-JK619948';
const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', authorization: `Bearer ${TOKEN}`, cookie: `rl_token=${TOKEN}` }, body: JSON.stringify(body) });

describe('the request log', () => {
  it('writes one line per page request with its correlation id, page type, cache status, upstream timings and outcome', async () => {
    const response = await request(PRODUCT);
    await response.text();
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ correlationId: response.headers.get('x-correlation-id'), method: 'GET', pageType: 'product', cache: 'BYPASS', status: 200, outcome: 'ok' });
    expect(line!.ms).toBeGreaterThanOrEqual(0);
    // The product read and the rest, by their catalogue names, each with its time and status.
    expect(line!.upstream.length).toBeGreaterThan(0);
    for (const call of line!.upstream) {
      expect(call.route).toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
      expect(call.ms).toBeGreaterThanOrEqual(0);
      expect(call.status).toBeGreaterThanOrEqual(200);
    }
  });

  it('reports the HTML cache: a miss, then a hit that reads no page data', async () => {
    const path = `/en-us/search?q=log-${crypto.randomUUID().slice(0, 8)}`;
    // A returning visitor keeps one experiment variation, and with it one cache entry.
    const visitor = { headers: { cookie: `${VUID_COOKIE}=vuid_0123456789abcdef01234567` } };
    await (await request(path, visitor, { HTML_CACHE: 'on' })).text();
    await (await request(path, visitor, { HTML_CACHE: 'on' })).text();
    const [miss, hit] = requestLines();
    expect(miss).toMatchObject({ pageType: 'search', cache: 'MISS', outcome: 'ok' });
    expect(miss!.upstream.map((call) => call.route)).toContain('products.productSearch');
    expect(hit).toMatchObject({ pageType: 'search', cache: 'HIT', outcome: 'ok' });
    expect(hit!.upstream.map((call) => call.route)).not.toContain('products.productSearch');
  });

  it('writes one line for a first-party call, with its route pattern and outcome, and none for a page', async () => {
    const missing = await request(fapiPath(fapi.cart.read), { headers: { cookie: `rl_session=${TOKEN}` } });
    await missing.text();
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ correlationId: missing.headers.get('x-correlation-id'), pageType: null, cache: null, status: missing.status });
    expect(line!.route).toBe(fapi.cart.read.path);
    expect(line!.outcome).toBe(missing.status >= 400 ? 'client-error' : 'ok');
  });

  it('holds no email, token, card or address, wherever the request carried them', async () => {
    const address = { firstName: 'Log', lastName: 'Probe', email: EMAIL, phone: '(303) 555-0142', addressLine1: STREET, city: 'Ottawa', province: 'ON', postalCode: POSTAL, countryCode: 'CA' };
    const calls: [string, RequestInit][] = [
      [`${PRODUCT}?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`, { headers: { authorization: `Bearer ${TOKEN}`, cookie: `rl_session=${TOKEN}` } }],
      [`/en-ca${fapiPath(fapi.auth.signIn)}?email=${encodeURIComponent(EMAIL)}`, json({ email: EMAIL, password: TOKEN })],
      [`/en-ca${fapiPath(fapi.checkout.shippingAddress)}`, json({ address })],
      [`/en-ca${fapiPath(fapi.checkout.addPaymentInstrument)}`, json({ paymentMethodId: 'CREDIT_CARD', token: TOKEN, number: CARD, securityCode: '123' })],
      [`/en-ca${fapiPath(fapi.password.forgot)}`, json({ email: EMAIL })],
      [`/en-ca/account/reset-password?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`, {}],
    ];
    for (const [path, init] of calls) await (await request(path, init)).text();
    expect(requestLines()).toHaveLength(calls.length);
    const written = lines.join('\n');
    for (const value of PERSONAL) expect(written, value).not.toContain(value);
  });
});
