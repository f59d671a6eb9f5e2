import { describe, expect, it } from 'vitest';
import { ConsumerLookupSchema } from '../../shared/account/schemas/consumer-lookup';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { LOOKUP_ADDRESS_LIMIT } from '../../worker/account/routes/consumer-lookup';
import { ORIGIN, shopper, type Shopper } from './helpers';

// The enrolment dialog's first step: whether an email has an account, and no more, for a
// same-site page, a limited number of times per client address.

const lookup = (browser: Shopper, body: unknown, headers: Record<string, string> = { origin: ORIGIN }) =>
  browser.fetch('/fapi/auth/lookup', { method: 'POST', headers, body: JSON.stringify(body) });

async function refusal(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0];
}

describe('POST /fapi/auth/lookup', () => {
  it('says an email has an account, whatever its case, and nothing else of it', async () => {
    const answer = await lookup(shopper(), { email: ' Paula.Reyes@Example.com ' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ exists: true });
  });

  it('says an unknown email has none, in the same shape', async () => {
    const answer = await lookup(shopper(), { email: `nobody.${crypto.randomUUID().slice(0, 8)}@example.com` });
    expect(answer.status).toBe(200);
    expect(ConsumerLookupSchema.parse(await answer.json())).toEqual({ exists: false });
  });

  it('refuses a malformed email or body with 400 in the catalogue shape', async () => {
    expect((await refusal(await lookup(shopper(), { email: 'not-an-email' }), 400))?.errorId).toBe('AUT453');
    expect((await refusal(await lookup(shopper(), { email: 'a@localhost' }), 400))?.errorId).toBe('AUT453');
    expect((await refusal(await lookup(shopper(), { email: 42 }), 400))?.errorId).toBe('API400');
    expect((await refusal(await lookup(shopper(), { email: 'a@example.com', extra: true }), 400))?.errorId).toBe('API400');
  });

  it('refuses a cross-site post with 403', async () => {
    expect((await refusal(await lookup(shopper(), { email: 'paula.reyes@example.com' }, { origin: 'https://evil.example' }), 403))?.errorId).toBe('API403');
  });

  it('limits lookups per client address with 429 and Retry-After', async () => {
    const browser = shopper();
    for (let i = 0; i < LOOKUP_ADDRESS_LIMIT.limit; i++) expect((await lookup(browser, { email: `probe.${i}@example.com` })).status).toBe(200);
    const limited = await lookup(browser, { email: 'paula.reyes@example.com' });
    expect((await refusal(limited, 429))?.errorId).toBe('API429');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is counted on its own.
    expect((await lookup(shopper(), { email: 'paula.reyes@example.com' })).status).toBe(200);
  });

  it('is not a call the browser can make through the proxy', async () => {
    const answer = await shopper().fetch('/api/consumers-v3/consumer/lookup?email=paula.reyes%40example.com');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
