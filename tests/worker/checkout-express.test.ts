import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../../worker/env';
import { serializeOptanonConsent } from '../../shared/decisions/consent';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { registeredShopper } from './registered';
import { saveCard } from './payment-test-helpers';
import { addToCart, answerOf, chargesOf, freshShopper, placeOrder, refusalOf, stateOf, PAYMENTS_ORIGIN, US_ADDRESS } from './checkout-helpers';

// Express checkout: a signed-in shopper with the feature on, a main card and a default shipping
// address goes from the cart straight to the summary; anyone else is refused with the basket as it was.

vi.setConfig({ testTimeout: 30_000 });

const express = (browser: Shopper, body: unknown = {}, overrides: Partial<Env> = {}) =>
  browser.fetch('/fapi/checkout/express', { method: 'POST', headers: { origin: ORIGIN }, body: typeof body === 'string' ? body : JSON.stringify(body) }, { UPSTREAM_PAYMENTS_URL: PAYMENTS_ORIGIN, ...overrides });
const read = (browser: Shopper, overrides: Partial<Env> = {}) => browser.fetch('/fapi/checkout', {}, { UPSTREAM_PAYMENTS_URL: PAYMENTS_ORIGIN, ...overrides });

const sku = () => variantOf('JK', (units) => units >= 20).sku;

/** A fresh member who would qualify: a main card and a default shipping address of their own. */
async function readyMember(): Promise<Shopper> {
  const browser = await freshShopper('express');
  expect((await saveCard(browser, '4111111111111111', { holderName: 'Ada Lovelace' })).status).toBe(200);
  const saved = await browser.fetch('/fapi/account/addresses', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ ...US_ADDRESS, approachType: 'S', main: true }) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return browser;
}

/** What a refusal must leave alone: the basket's addresses, billing and payment. */
const gathered = (state: Awaited<ReturnType<typeof stateOf>>) => ({ shipments: state.shipments.map((shipment) => shipment.address), billing: state.billingAddress, instruments: state.paymentInstruments, steps: state.steps, status: state.status });

describe('express checkout', () => {
  it('fills in the seeded member’s default address, billing and main card, lands at summary as EXPRESS, and places the order', async () => {
    const browser = await registeredShopper('sam.rivera@example.com');
    await addToCart(browser, sku());
    const before = await stateOf(await read(browser));
    expect(before.expressAvailable).toBe(true);
    expect(before.steps).toEqual({ shipping: false, billing: false });
    // The cart page asks the same question without the checkout state.
    expect(await (await browser.fetch('/fapi/checkout/express')).json()).toEqual({ available: true });

    const state = await stateOf(await express(browser));
    expect(state.status).toBe('EXPRESS');
    expect(state.steps).toEqual({ shipping: true, billing: true });
    expect(state.shipments[0]?.address).toMatchObject({ recipientFirstName: 'Sam', addressLine1: '1200 Pearl St', postalCode: '80302' });
    expect(state.billingAddress).toMatchObject({ recipientLastName: 'Rivera', addressLine1: '1200 Pearl St' });
    expect(state.paymentInstruments.map((instrument) => instrument.card?.last4)).toEqual(['1111']);
    // The backend keeps the status: the checkout read again still says so.
    expect((await stateOf(await read(browser))).status).toBe('EXPRESS');

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.isGuest).toBe(false);
    const charged = await chargesOf(state.cart.basketId);
    expect(charged.charges.map((charge) => [charge.last4, charge.amount > 0])).toEqual([['1111', true]]);
    expect(charged.orderNumbers).toEqual([answer.order.orderNumber]);
  });

  it('refuses a guest with the catalogue error and leaves the basket untouched', async () => {
    const browser = shopper();
    await addToCart(browser, sku());
    const before = await stateOf(await read(browser));
    expect(before.expressAvailable).toBe(false);
    expect(await (await browser.fetch('/fapi/checkout/express')).json()).toEqual({ available: false });
    const detail = await refusalOf(await express(browser), 403, 'EXPRESS_NOT_AVAILABLE');
    expect(detail.code).toBe('signed-out');
    expect(gathered(await stateOf(await read(browser)))).toEqual(gathered(before));
  });

  it('refuses a member without a main card and leaves the basket untouched', async () => {
    const browser = await freshShopper('express');
    await addToCart(browser, sku());
    const before = await stateOf(await read(browser));
    expect(before.expressAvailable).toBe(false);
    const detail = await refusalOf(await express(browser), 409, 'EXPRESS_NOT_AVAILABLE');
    expect(detail.code).toBe('no-main-card');
    expect(gathered(await stateOf(await read(browser)))).toEqual(gathered(before));
  });

  it('refuses a member who would qualify while the express-defaults flag is off, and leaves the basket untouched', async () => {
    const browser = await readyMember();
    await addToCart(browser, sku());
    // No datafile: every flag shows its baseline, off.
    const flagOff = { OPTIMIZELY_SDK_KEY: '' };
    const before = await stateOf(await read(browser, flagOff));
    expect(before.expressAvailable).toBe(false);
    const detail = await refusalOf(await express(browser, {}, flagOff), 409, 'EXPRESS_NOT_AVAILABLE');
    expect(detail.code).toBe('feature-off');
    expect(gathered(await stateOf(await read(browser)))).toEqual(gathered(before));
    // The same member with the flag on qualifies.
    expect((await stateOf(await read(browser))).expressAvailable).toBe(true);
  });

  it('is offered to a signed-in EU shopper who has not consented to analytics, who gets no experiment visitor id', async () => {
    const browser = await readyMember();
    const EU: Partial<Env> = { CONSENT_DEFAULT_REGION: 'EMEA' };
    browser.cookies.set('OptanonConsent', serializeOptanonConsent({ C0002: false, C0003: false, C0004: false }, new Date()));
    await addToCart(browser, sku());
    const before = await stateOf(await read(browser, EU));
    expect(before.expressAvailable).toBe(true);
    expect(await (await browser.fetch('/fapi/checkout/express', {}, EU)).json()).toEqual({ available: true });
    const state = await stateOf(await express(browser, {}, EU));
    expect(state.status).toBe('EXPRESS');
    expect(state.steps).toEqual({ shipping: true, billing: true });
    // Nothing identifies the shopper to the experiments: no visitor id cookie was set.
    expect(browser.setCookies.filter((line) => line.startsWith('rl_vuid='))).toEqual([]);
    // Without a datafile the feature is still off for them.
    expect((await stateOf(await read(browser, { ...EU, OPTIMIZELY_SDK_KEY: '' }))).expressAvailable).toBe(false);
  });

  it('takes only an empty body, checks Origin, and answers private, no-store', async () => {
    const browser = await readyMember();
    await addToCart(browser, sku());
    await refusalOf(await express(browser, { paymentInstrumentId: 'pi_someone_else' }), 400, 'API400');
    const foreign = await browser.fetch('/fapi/checkout/express', { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' });
    expect(foreign.status).toBe(403);
    const state = await stateOf(await express(browser));
    expect(state.status).toBe('EXPRESS');
  });
});
