import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { AuthSchema } from '../../shared/account/schemas/auth';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import type { Env } from '../../worker/env';
import { variantOf } from '../fixtures/variants';
import { US_ADDRESS } from './checkout-helpers';

// The mocks' checkout backend refuses every call on a basket the token does not own, telling
// nothing of it, and asks for an idempotency key to place an order.

const mocks = (env as unknown as Env).MOCKS;

function call(method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return mocks.fetch(`https://mocks.internal${path}?locale=en-us`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function guest(): Promise<string> {
  const response = await mocks.fetch('https://mocks.internal/token/v2/auth/token?locale=en-us', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Guest' }) });
  return AuthSchema.parse(await response.json()).accessToken;
}

async function basketOf(token: string): Promise<string> {
  const response = await call('POST', '/cart/v1/cartWithItem', token, { items: [{ productId: variantOf('JK', (units) => units >= 20).sku, qty: 1 }] });
  expect(response.status).toBe(201);
  return ((await response.json()) as { basketId: string }).basketId;
}

describe('mocks checkout ownership', () => {
  it('refuses another shopper every checkout call on a basket with INVALID_CUSTOMER and no basket data', async () => {
    const owner = await guest();
    const basketId = await basketOf(owner);
    const intruder = await guest();
    const calls: Array<[string, string, unknown?, Record<string, string>?]> = [
      ['POST', `/cart/v2/cart/${basketId}/shippingAddress`, { addresses: [{ ...US_ADDRESS, approachType: 'S', shippingId: 'standard' }] }],
      ['POST', `/cart/v1/cart/${basketId}/shippingAddress/validation`, { address: { ...US_ADDRESS, approachType: 'S' } }],
      ['POST', `/cart/v1/cart/${basketId}/billingAddress`, { address: { ...US_ADDRESS, approachType: 'B' } }],
      ['GET', `/cart/v1/cart/${basketId}/paymentMethods`],
      ['POST', '/cart/v1/cart/prepareOrder', { basketId }],
      [
        'PUT',
        '/cart/v2/checkout/order',
        { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD', id: 'cpi0', additionalData: { sessionID: 'ps' } }, recaptcha_response: 'x' },
        { 'idempotency-key': crypto.randomUUID().replace(/-/g, '') },
      ],
    ];
    for (const [method, path, body, headers] of calls) {
      const response = await call(method, path, intruder, body, headers);
      const text = await response.text();
      expect(response.status, `${method} ${path}: ${text}`).toBe(403);
      expect(ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]?.errorId).toBe('INVALID_CUSTOMER');
      expect(text).not.toContain('Lovelace');
      expect(text).not.toContain('items');
    }
  });

  it('refuses to place an order without an idempotency key', async () => {
    const owner = await guest();
    const basketId = await basketOf(owner);
    const response = await call('PUT', '/cart/v2/checkout/order', owner, { cartId: basketId, paymentMethod: { code: 'CREDIT_CARD', id: 'cpi0', additionalData: { sessionID: 'ps' } }, recaptcha_response: 'x' });
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(await response.json()).errorDetails[0]?.errorId).toBe('API400');
  });
});
