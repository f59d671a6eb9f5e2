import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { ProviderTokenAnswerSchema } from '../../shared/payments/schemas/payment-instruments';
import type { Env } from '../../worker/env';
import { ORIGIN, type Shopper } from './helpers';
import { registeredShopper } from './registered';

const config = env as unknown as Env;

/** Test cards by scheme (the schemes' published test numbers, each passing the Luhn check). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  visa2: '4000056655665556',
  mastercard: '5555555555554444',
  mastercard2: '5200828282828210',
  amex: '378282246310005',
  discover: '6011111111111117',
} as const;

export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** What the provider's hosted fields do with a card: post it to the provider's token endpoint (never through the storefront). */
export async function providerToken(number: string, { expiryMonth = 12, expiryYear = NEXT_YEAR, securityCode = number.startsWith('3') ? '1234' : '123' } = {}) {
  const response = await config.MOCKS.fetch('https://mocks.internal/payments/v1/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, securityCode, expiryMonth, expiryYear }),
  });
  if (!response.ok) throw new Error(`tokenise answered ${response.status}`);
  return ProviderTokenAnswerSchema.parse(await response.json());
}

/** A captcha response for saving a card, as the page gets one. */
export async function saveCardCaptcha(shopper: Shopper): Promise<string> {
  const response = await shopper.fetch('/captcha/v1/tokens', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ action: 'saveCard' }) });
  if (!response.ok) throw new Error(`captcha answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export const methodsRoute = '/fapi/account/payment-instruments';

export function post(shopper: Shopper, body: unknown, overrides: Partial<Env> = {}): Promise<Response> {
  return shopper.fetch(methodsRoute, { method: 'POST', headers: { origin: ORIGIN }, body: typeof body === 'string' ? body : JSON.stringify(body) }, overrides);
}

export function patch(shopper: Shopper, id: string, body: unknown): Promise<Response> {
  return shopper.fetch(`${methodsRoute}/${id}`, { method: 'PATCH', headers: { origin: ORIGIN }, body: JSON.stringify(body) });
}

export function remove(shopper: Shopper, id: string): Promise<Response> {
  return shopper.fetch(`${methodsRoute}/${id}`, { method: 'DELETE', headers: { origin: ORIGIN } });
}

/** Saves a card the way the page does: a provider token, a captcha response, the holder's name. */
export async function saveCard(shopper: Shopper, number: string, options: { holderName?: string; main?: boolean; expiryMonth?: number; expiryYear?: number } = {}): Promise<Response> {
  const token = await providerToken(number, options);
  return post(shopper, { type: 'CREDIT_CARD', token: token.token, holderName: options.holderName ?? 'Alex Morgan', recaptcha_response: await saveCardCaptcha(shopper), ...(options.main ? { main: true } : {}) });
}

export interface MethodsBody {
  paymentInstruments: Array<{ paymentInstrumentId: string; payment_method_id: string; main?: boolean; card?: { brand: string; last4: string; expiryMonth: number; expiryYear: number; holderName: string }; rewardCode?: { code: string } }>;
}

export async function methodsOf(response: Response): Promise<MethodsBody['paymentInstruments']> {
  if (!response.ok) throw new Error(`answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as MethodsBody).paymentInstruments;
}

/**
 * A seeded shopper signed in with no saved payment methods: the mocks' database outlives each
 * test, so what an earlier test saved is removed first.
 */
export async function shopperWithoutMethods(email: string): Promise<Shopper> {
  const who = await registeredShopper(email);
  for (const method of await methodsOf(await who.fetch(methodsRoute))) expect((await remove(who, method.paymentInstrumentId)).status).toBe(200);
  return who;
}
