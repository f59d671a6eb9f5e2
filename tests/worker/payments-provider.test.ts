import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { NEXT_YEAR, methodsOf, post, providerToken, saveCard, saveCardCaptcha, shopperWithoutMethods, TEST_CARDS } from './payment-test-helpers';

// The mock payment provider and what the commerce side keeps: no stored row holds a card number
// or security code, tokens are single use, and the fields page is framed only by the shop that
// asked for it, on an origin of its own.

const config = env as unknown as Env;

async function mocks(path: string, init?: RequestInit): Promise<Response> {
  return config.MOCKS.fetch(`https://mocks.internal${path}`, init);
}

async function at(url: string, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: 'manual' }), { ...config, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the commerce store and the provider’s vault', () => {
  it('never hold a card number or security code, only the reference, fingerprint, brand, last four, expiry and name', async () => {
    const lena = await shopperWithoutMethods('lena.larsen@example.com');
    const number = TEST_CARDS.discover;
    const token = await providerToken(number, { securityCode: '987', expiryMonth: 4 });
    expect(JSON.stringify(token)).not.toContain(number.slice(0, 12));
    const saved = await post(lena, { type: 'CREDIT_CARD', token: token.token, holderName: 'Lena Larsen', recaptcha_response: await saveCardCaptcha(lena) });
    expect(await methodsOf(saved)).toMatchObject([{ card: { brand: 'DISCOVER', last4: '1117', expiryMonth: 4, expiryYear: NEXT_YEAR, holderName: 'Lena Larsen' } }]);

    const tables = (await (await mocks('/__test/payment-tables')).json()) as Record<string, Array<Record<string, unknown>>>;
    const stored = tables.payment_instruments!.find((row) => row.holder_name === 'Lena Larsen' && row.last4 === '1117');
    expect(stored).toMatchObject({ brand: 'DISCOVER', expiry_month: 4, fingerprint: expect.stringMatching(/^fp_[0-9a-f]{64}$/), provider_ref: expect.stringMatching(/^pm_/) });
    const columns = [...Object.keys(tables.payment_instruments![0]!), ...Object.keys(tables.payment_tokens![0]!)];
    expect(columns.filter((name) => /number|pan|cvc|cvv|security/i.test(name))).toEqual([]);
    const everything = JSON.stringify([tables.payment_instruments, tables.payment_tokens]);
    for (const card of Object.values(TEST_CARDS)) {
      expect(everything).not.toContain(card.slice(0, 8));
      expect(everything).not.toContain(card.slice(4, 12));
    }
    // The fingerprint is keyed, not a plain hash anyone could match against every possible number.
    const plain = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(number)))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(everything).not.toContain(plain);
  });

  it('redeems a token once: a second save with it is refused and saves nothing', async () => {
    const erik = await shopperWithoutMethods('erik.berg@example.com');
    const token = await providerToken(TEST_CARDS.visa2);
    expect((await post(erik, { type: 'CREDIT_CARD', token: token.token, holderName: 'Erik Berg', recaptcha_response: await saveCardCaptcha(erik) })).status).toBe(200);
    await shopperWithoutMethods('erik.berg@example.com');
    const again = await post(erik, { type: 'CREDIT_CARD', token: token.token, holderName: 'Erik Berg', recaptcha_response: await saveCardCaptcha(erik) });
    expect(again.status).toBe(400);
    expect(ErrorResponseSchema.parse(await again.json()).errorDetails[0]!.errorId).toBe('PAY400');
    expect(await methodsOf(await erik.fetch('/fapi/account/payment-instruments'))).toEqual([]);
    expect((await saveCard(erik, TEST_CARDS.visa2)).status).toBe(200);
  });

  it('refuses a number no scheme issues, without repeating it', async () => {
    const response = await mocks('/payments/v1/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ number: '4242424242424241', securityCode: '123', expiryMonth: 1, expiryYear: NEXT_YEAR }) });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('424242');
  });
});

describe('the hosted fields page', () => {
  it('may be framed only by the origin that asked, runs only its own script and talks only to its own origin', async () => {
    const response = await mocks(`/payments/v1/hosted-fields?origin=${encodeURIComponent('http://127.0.0.1:8815')}&lang=fr`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors http://127.0.0.1:8815;');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="fr" data-parent-origin="http://127.0.0.1:8815"');
    expect(html).toContain('<label for="number">Numéro de carte</label>');
    for (const origin of ['', 'javascript:alert(1)', 'http://127.0.0.1:8815/path', 'http://a.example"><script>']) {
      expect((await mocks(`/payments/v1/hosted-fields?origin=${encodeURIComponent(origin)}`)).status).toBe(400);
    }
  });
});

describe('the frame’s origin', () => {
  it('is the shop’s other loopback name in development, served by the mocks there, and the only frame source the shop allows', async () => {
    const page = await at('http://127.0.0.1:8815/en-us');
    expect(page.headers.get('content-security-policy')).toContain('frame-src http://localhost:8815;');
    const fields = await at(`http://localhost:8815/v1/hosted-fields?origin=${encodeURIComponent('http://127.0.0.1:8815')}`);
    expect(fields.status).toBe(200);
    expect(fields.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:8815');
    expect(fields.headers.get('x-frame-options')).toBeNull();
    expect((await at('http://localhost:8815/v1/hosted-fields.js')).headers.get('content-type')).toContain('javascript');
    // The shop keeps its own paths on either name, and never serves the fields on its own origin.
    expect((await at('http://localhost:8815/en-us')).headers.get('content-security-policy')).toContain('frame-src http://127.0.0.1:8815;');
    expect((await at(`http://localhost:8815/v1/hosted-fields?origin=${encodeURIComponent('http://localhost:8815')}`)).status).toBe(400);
  });

  it('is none on a host that cannot frame the mock, and a configured provider’s own origin', async () => {
    expect((await at('https://shop.ridgeline.test/en-us')).headers.get('content-security-policy')).toContain("frame-src 'none';");
    const production = { ENVIRONMENT: 'production' } as Partial<Env>;
    expect((await at('http://127.0.0.1:8815/en-us', production)).headers.get('content-security-policy')).toContain("frame-src 'none';");
    expect((await at('http://localhost:8815/v1/hosted-fields.js', production)).headers.get('content-type') ?? '').not.toContain('javascript');
    const configured = await at('https://shop.ridgeline.test/en-us', { UPSTREAM_PAYMENTS_URL: 'https://fields.pay.example/v2/' });
    expect(configured.headers.get('content-security-policy')).toContain('frame-src https://fields.pay.example;');
  });
});
