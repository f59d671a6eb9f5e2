import { describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../worker/index';
import type { Env } from '../../worker/env';
import { KlarnaSessionAnswerSchema, PayPalApprovalAnswerSchema, type CheckoutState } from '../../shared/checkout/checkout-routes';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { addToCart, answerOf, chargesOf, PAYMENTS_ORIGIN, placeOrder, readyToPay, refusalOf, send, stateOf, US_ADDRESS } from './checkout-helpers';

// Klarna and PayPal through the worker against the mock provider: each approved on the
// provider's own page, added once, and charged once for the order total; a declined, unknown or
// reused approval is PAY400 and charges nothing; PayPal returns nowhere but the shop.

const config = env as unknown as Env;
const cents = (amount: number) => Math.round(amount * 100);

/** A provider page as the browser loads it (the mocks serve the provider under /payments). */
const provider = (url: string, init?: RequestInit) => {
  const parsed = new URL(url, PAYMENTS_ORIGIN);
  return config.MOCKS.fetch(`https://mocks.internal/payments${parsed.pathname}${parsed.search}`, { redirect: 'manual', ...init });
};

/** A new guest with `sku` in the basket, shipped and billed to a US address, nothing to pay with yet. */
async function readyToChoose(sku: string): Promise<{ browser: Shopper; state: CheckoutState }> {
  const browser = shopper();
  await addToCart(browser, sku);
  await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
  return { browser, state: await stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true })) };
}

/** What Klarna's frame does when the shopper presses Authorise: its script asks the provider for the token. */
async function klarnaAuthorisation(browser: Shopper): Promise<string> {
  const session = await send(browser, 'POST', '/payment-session', { paymentMethodId: 'KLARNA' });
  expect(session.status, await session.clone().text()).toBe(200);
  const { authorizationUrl } = KlarnaSessionAnswerSchema.parse(await session.json());
  expect(new URL(authorizationUrl).origin).toBe(PAYMENTS_ORIGIN);
  const page = await provider(authorizationUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${ORIGIN}`);
  expect(html).toMatch(/<button type="button" id="authorise">Authorise<\/button>/);
  const sessionId = /data-session="([^"]+)"/.exec(html)?.[1];
  const authorised = await provider('/v1/klarna/authorizations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: sessionId }) });
  expect(authorised.status).toBe(200);
  return ((await authorised.json()) as { authorizationToken: string }).authorizationToken;
}

/** PayPal's approval: the worker's approval URL, the provider's page, and where its Approve button sends the shopper. */
async function paypalReturn(browser: Shopper, decision: 'approve' | 'cancel' = 'approve'): Promise<URL> {
  const { approvalUrl } = PayPalApprovalAnswerSchema.parse(await (await send(browser, 'POST', '/paypal', {})).json());
  const approval = new URL(approvalUrl);
  expect(approval.origin).toBe(PAYMENTS_ORIGIN);
  const returnUrl = approval.searchParams.get('return')!;
  expect(returnUrl).toMatch(new RegExp(`^${ORIGIN}/[a-z-]+/checkout/summary$`));
  const page = await provider(approvalUrl);
  expect(page.status, await page.clone().text()).toBe(200);
  expect(await page.text()).toContain('<button type="submit" name="decision" value="approve">Approve</button>');
  const form = new URLSearchParams({ session: approval.searchParams.get('session')!, return: returnUrl, decision });
  const answered = await provider('/v1/paypal/approve', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  expect(answered.status).toBe(303);
  const back = new URL(answered.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
  return back;
}

describe('Klarna', () => {
  it('authorised on the provider page, added and placed: one KLARNA charge of the order total', async () => {
    const { browser, state } = await readyToChoose(variantOf('JK', (units) => units >= 20).sku);
    expect(state.paymentMethods.map((method) => method.id)).toContain('KLARNA');
    const authorizationToken = await klarnaAuthorisation(browser);
    const paying = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'KLARNA', authorizationToken }));
    expect(paying.paymentInstruments).toEqual([expect.objectContaining({ paymentMethodId: 'KLARNA', amount: paying.cart.totals.total })]);
    expect(paying.steps.billing).toBe(true);

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.paymentMethod).toEqual([expect.objectContaining({ code: 'KLARNA', label: 'Klarna' })]);
    const { charges, orderNumbers } = await chargesOf(paying.cart.basketId);
    expect(orderNumbers).toEqual([answer.order.orderNumber]);
    expect(charges).toEqual([expect.objectContaining({ payment_method_id: 'KLARNA', amount: cents(answer.order.totals.total), order_no: answer.order.orderNumber })]);
  });

  it('refuses an unknown or reused authorisation with PAY400, and nothing is charged', async () => {
    const { browser, state } = await readyToChoose(variantOf('HW', (units) => units >= 20).sku);
    const unknown = await refusalOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'KLARNA', authorizationToken: 'kat_aaaaaaaaaaaaaaaaaaaaaaaa' }), 402, 'PAYMENT_ERROR');
    expect(unknown.code).toBe('PAY400');

    const authorizationToken = await klarnaAuthorisation(browser);
    await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'KLARNA', authorizationToken }));
    const reused = await refusalOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'KLARNA', authorizationToken }), 402, 'PAYMENT_ERROR');
    expect(reused.code).toBe('PAY400');

    // Another basket's authorisation is no good here either.
    const other = await readyToChoose(variantOf('HW', (units) => units >= 20).sku);
    const foreign = await refusalOf(await send(other.browser, 'POST', '/payment-instruments', { paymentMethodId: 'KLARNA', authorizationToken: await klarnaAuthorisation(browser) }), 402, 'PAYMENT_ERROR');
    expect(foreign.code).toBe('PAY400');
    // Nothing refused was added, so there is nothing to place the order with.
    await refusalOf(await placeOrder(other.browser), 409, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    expect((await chargesOf(other.state.cart.basketId)).charges).toEqual([]);
    expect((await chargesOf(state.cart.basketId)).charges).toEqual([]);
  });

  it('takes the card’s place: switching from a card to Klarna leaves one instrument', async () => {
    const { browser, state } = await readyToPay(variantOf('GL', (units) => units >= 20).sku, '4111111111111111');
    expect(state.paymentInstruments.map((instrument) => instrument.paymentMethodId)).toEqual(['CREDIT_CARD']);
    const switched = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'KLARNA', authorizationToken: await klarnaAuthorisation(browser) }));
    expect(switched.paymentInstruments.map((instrument) => instrument.paymentMethodId)).toEqual(['KLARNA']);
  });
});

describe('PayPal', () => {
  it('approved through the redirect and placed: one PAYPAL charge of the order total', async () => {
    const { browser } = await readyToChoose(variantOf('JK', (units) => units >= 20).sku);
    const back = await paypalReturn(browser);
    const token = back.searchParams.get('paypalToken')!;
    const paying = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'PAYPAL', token }));
    expect(paying.paymentInstruments).toEqual([expect.objectContaining({ paymentMethodId: 'PAYPAL', amount: paying.cart.totals.total })]);
    // The token is single-use.
    expect((await refusalOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'PAYPAL', token }), 402, 'PAYMENT_ERROR')).code).toBe('PAY400');

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.paymentMethod).toEqual([expect.objectContaining({ code: 'PAYPAL', label: 'PayPal' })]);
    const { charges } = await chargesOf(paying.cart.basketId);
    expect(charges).toEqual([expect.objectContaining({ payment_method_id: 'PAYPAL', amount: cents(answer.order.totals.total) })]);
  });

  it('returns a cancelled approval without a token', async () => {
    const { browser } = await readyToChoose(variantOf('GL', (units) => units >= 20).sku);
    const back = await paypalReturn(browser, 'cancel');
    expect(back.searchParams.get('paypalCancelled')).toBe('1');
    expect(back.searchParams.has('paypalToken')).toBe(false);
  });

  it('refuses to return anywhere but the shop the session was opened for', async () => {
    const { browser } = await readyToChoose(variantOf('GL', (units) => units >= 20).sku);
    const { approvalUrl } = PayPalApprovalAnswerSchema.parse(await (await send(browser, 'POST', '/paypal', {})).json());
    const tampered = new URL(approvalUrl);
    tampered.searchParams.set('return', 'https://evil.example/checkout/summary');
    expect((await provider(tampered.href)).status).toBe(400);
    const form = new URLSearchParams({ session: tampered.searchParams.get('session')!, return: 'https://evil.example/checkout/summary', decision: 'approve' });
    const answered = await provider('/v1/paypal/approve', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(answered.status).toBe(400);
    expect(answered.headers.get('location')).toBeNull();
  });

  it('checks the Origin of the approval request and takes no return URL from the browser', async () => {
    const { browser } = await readyToChoose(variantOf('GL', (units) => units >= 20).sku);
    const foreign = await browser.fetch('/fapi/checkout/paypal', { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' }, { UPSTREAM_PAYMENTS_URL: PAYMENTS_ORIGIN });
    expect(foreign.status).toBe(403);
    await refusalOf(await send(browser, 'POST', '/paypal', { return: 'https://evil.example/' }), 400, 'API400');
  });
});

describe('PayPal’s way back through the shop', () => {
  it('the development provider host hands the approval’s redirect to the browser rather than following it', async () => {
    const { browser } = await readyToChoose(variantOf('GL', (units) => units >= 20).sku);
    const approval = new URL(PayPalApprovalAnswerSchema.parse(await (await send(browser, 'POST', '/paypal', {})).json()).approvalUrl);
    const form = new URLSearchParams({ session: approval.searchParams.get('session')!, return: approval.searchParams.get('return')!, decision: 'approve' });
    const ctx = createExecutionContext();
    const request = new Request('http://localhost:8815/v1/paypal/approve', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(), redirect: 'manual' });
    const answered = await worker.fetch(request, config, ctx);
    await waitOnExecutionContext(ctx);
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toMatch(new RegExp(`^${ORIGIN}/[a-z-]+/checkout/summary\\?paypalToken=ppt_`));
  });

  it('keeps PayPal’s answer (and nothing else) when the summary sends the shopper back to billing', async () => {
    const { browser } = await readyToChoose(variantOf('GL', (units) => units >= 20).sku);
    const token = 'ppt_abcdefghijklmnopqrstuvwx';
    const response = await browser.fetch(`/en-us/checkout/summary?utm_source=x&paypalToken=${token}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/en-us/checkout/billing?paypalToken=${token}`);
  });
});
