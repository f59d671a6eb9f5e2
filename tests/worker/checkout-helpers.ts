import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { CheckoutStateSchema, PlaceOrderAnswerSchema, type CheckoutState, type PlaceOrderAnswer } from '../../shared/checkout/checkout-routes';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import type { Env } from '../../worker/env';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { registeredShopper } from './registered';
import { providerToken } from './payment-test-helpers';

// A guest's way through checkout, step by step, as the checkout page takes it.

const config = env as unknown as Env;

/** Where the card fields and the issuer's challenge are framed from in these tests. */
export const PAYMENTS_ORIGIN = 'https://pay.ridgeline.test';
const PAY = { UPSTREAM_PAYMENTS_URL: PAYMENTS_ORIGIN };

export const US_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(303) 555-0142',
  addressLine1: '1200 Pearl St',
  city: 'Boulder',
  province: 'CO',
  postalCode: '80302',
  countryCode: 'US',
};

export function send(browser: Shopper, method: string, path: string, body?: unknown): Promise<Response> {
  return browser.fetch(`/fapi/checkout${path}`, { method, headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) }, PAY);
}

export async function stateOf(response: Response): Promise<CheckoutState> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return CheckoutStateSchema.parse(JSON.parse(text));
}

export async function answerOf(response: Response): Promise<PlaceOrderAnswer> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return PlaceOrderAnswerSchema.parse(JSON.parse(text));
}

export async function refusalOf(response: Response, status: number, errorId: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const detail = ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!;
  expect(detail.errorId, text).toBe(errorId);
  return detail;
}

export async function addToCart(browser: Shopper, productId: string, qty = 1): Promise<void> {
  const response = await browser.fetch('/en-us/fapi/cart/items', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ productId, qty }) });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A captcha answer for placing an order, as the page gets one. */
export async function placeOrderCaptcha(browser: Shopper): Promise<string> {
  const response = await browser.fetch('/captcha/v1/tokens', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ action: 'placeOrder' }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A new guest (or the given browser) with `sku` in the basket, shipped to a US address, billed to it, paying with `card`. */
export async function readyToPay(sku: string, card: string, qty = 1, browser: Shopper = shopper()): Promise<{ browser: Shopper; state: CheckoutState }> {
  await addToCart(browser, sku, qty);
  await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
  await stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
  const session = await send(browser, 'POST', '/payment-session', { paymentMethodId: 'CREDIT_CARD' });
  expect(session.status, await session.clone().text()).toBe(200);
  const token = await providerToken(card);
  const state = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
  return { browser, state };
}

export async function placeOrder(browser: Shopper, attemptId: string = crypto.randomUUID(), captcha?: string): Promise<Response> {
  return send(browser, 'POST', '/order', { attemptId, legalAccepted: true, captcha: captcha ?? (await placeOrderCaptcha(browser)) });
}

/** What the mocks charged for a basket, and the orders it became. */
export async function chargesOf(basketId: string): Promise<{ charges: Array<{ order_no: string; amount: number; currency: string; last4: string }>; orderNumbers: string[] }> {
  const response = await config.MOCKS.fetch(`https://mocks.internal/__test/charges?basketId=${basketId}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Sets how many units of a variant orders may still take. */
export async function setStock(sku: string, available: number): Promise<void> {
  const response = await config.MOCKS.fetch('https://mocks.internal/__test/stock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sku, available }) });
  expect(response.status).toBe(200);
}

/** The issuer's challenge page for a held order, as the frame loads it, and the answer its Pass button posts. */
export async function challengePass(challengeUrl: string): Promise<string> {
  const url = new URL(challengeUrl);
  expect(url.origin).toBe(PAYMENTS_ORIGIN);
  const response = await config.MOCKS.fetch(`https://mocks.internal/payments${url.pathname}${url.search}`);
  const html = await response.text();
  expect(response.status, html).toBe(200);
  expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${ORIGIN}`);
  return /data-pass="([^"]+)"/.exec(html)?.[1] ?? '';
}

/** What a test's own account may be besides a plain shopper: a loyalty member with points, an athlete with a credit. */
export type AccountExtras = { loyaltyPoints?: number; athlete?: { annualCredit: number; currentSpend: number } };

/** A new account of the test's own (email `<prefix>-<random>@example.com`), so no other test's checkout touches it; answers its email. */
export async function freshAccount(prefix: string, extra: AccountExtras = {}): Promise<string> {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const created = await config.MOCKS.fetch('https://mocks.internal/__test/accounts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: SEEDED_PASSWORD, ...extra }) });
  expect(created.status, await created.clone().text()).toBe(200);
  return email;
}

/** A browser signed in to a new account of the test's own, and the account's email (for test controls that name it). */
export async function freshSignedIn(prefix: string, extra: AccountExtras = {}): Promise<{ browser: Shopper; email: string }> {
  const email = await freshAccount(prefix, extra);
  return { browser: await registeredShopper(email), email };
}

/** A browser signed in to a new account of the test's own. */
export async function freshShopper(prefix: string, extra: AccountExtras = {}): Promise<Shopper> {
  return (await freshSignedIn(prefix, extra)).browser;
}

/** A gift card of the test's own (US dollars), so no other test or earlier run spends it. */
export async function newGiftCard(balanceCents: number): Promise<string> {
  const response = await config.MOCKS.fetch('https://mocks.internal/__test/giftcards', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currency: 'USD', balance: balanceCents }) });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { giftCardNumber: string }).giftCardNumber;
}
