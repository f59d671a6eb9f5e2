import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fapiPath, type FapiRoute } from '../../shared/fapi';
import { fapi, type FapiSchemas } from '../../shared/fapi/schemas';
import { variantOf } from '../fixtures/variants';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { addToCart, freshAccount, freshShopper, placeOrder, readyToPay, send, US_ADDRESS } from './checkout-helpers';
import { ORIGIN, request, shopper, type Shopper } from './helpers';

// The worker's answers, read with the catalogue's own answer schemas: a route whose answer drifts
// from what the catalogue says (and so from what the browser checks) fails here.

const json = (method: string, body?: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json', origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** The answer's body read with the entry's response schema (an empty body is `undefined`), after checking it succeeded. */
async function answerOf<E extends FapiRoute & FapiSchemas>(entry: E, response: Response): Promise<z.output<E['response']>> {
  const text = await response.text();
  expect(response.status, `${entry.method} ${entry.path}: ${text}`).toBeLessThan(300);
  const parsed = entry.response.safeParse(text === '' ? undefined : JSON.parse(text));
  expect(parsed.error, `${entry.method} ${entry.path}`).toBeUndefined();
  return parsed.data as z.output<E['response']>;
}

const call = (browser: Shopper, entry: FapiRoute, init: RequestInit, path: string = entry.path) => browser.fetch(`/en-us${path}`, { method: entry.method, ...init });

describe('the worker answers as the first-party catalogue says', () => {
  it('checkout: the state at each step, the payment session, the order placed and its confirmation', async () => {
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    const { checkout } = fapi;
    await answerOf(checkout.read, await call(browser, checkout.read, json('GET')));
    await answerOf(checkout.shippingAddress, await call(browser, checkout.shippingAddress, json('POST', { address: US_ADDRESS })));
    await answerOf(checkout.billingAddress, await call(browser, checkout.billingAddress, json('POST', { sameAsShipping: true })));
    // The card fields' origin is the payments host these tests frame them from (send gives it).
    await answerOf(checkout.paymentSession, await send(browser, checkout.paymentSession.method, checkout.paymentSession.path.replace('/fapi/checkout', ''), { paymentMethodId: 'CREDIT_CARD' }));
    await answerOf(checkout.expressAvailability, await call(browser, checkout.expressAvailability, json('GET')));

    const ready = await readyToPay(variantOf('JK', (units) => units >= 20).sku, '4111111111111111');
    const placed = await answerOf(checkout.placeOrder, await placeOrder(ready.browser));
    expect(placed.status).toBe('placed');
    const orderNumber = placed.status === 'placed' ? placed.order.orderNumber : '';
    await answerOf(checkout.order, await call(ready.browser, checkout.order, json('GET'), fapiPath(checkout.order, { params: { orderNumber } })));
  });

  it('cart and session: the basket after each action, and what the page may know of the session', async () => {
    const browser = shopper();
    const { cart } = fapi;
    const added = await answerOf(cart.addItem, await call(browser, cart.addItem, json('POST', { productId: variantOf('JK', (units) => units >= 20).sku, qty: 1 })));
    const itemId = added.cart?.items[0]?.itemId ?? '';
    await answerOf(cart.read, await call(browser, cart.read, json('GET')));
    await answerOf(cart.updateLine, await call(browser, cart.updateLine, json('PATCH', { qty: 2 }), fapiPath(cart.updateLine, { params: { itemId } })));
    await answerOf(fapi.session.read, await call(browser, fapi.session.read, json('GET')));
    const removed = await answerOf(cart.removeLine, await call(browser, cart.removeLine, json('DELETE'), fapiPath(cart.removeLine, { params: { itemId } })));
    expect(removed.cart?.items).toEqual([]);
  });

  it('signing in and out, and whether an email has an account', async () => {
    const email = await freshAccount('fapi-answers');
    const browser = shopper();
    const { auth } = fapi;
    await answerOf(auth.challenge, await call(browser, auth.challenge, json('POST')));
    const captcha = (await (await browser.fetch('/captcha/v1/tokens', json('POST', { action: 'login' }))).json()) as { token: string };
    const signedIn = await answerOf(auth.signIn, await call(browser, auth.signIn, json('POST', { email, password: SEEDED_PASSWORD, captcha: captcha.token })));
    expect(signedIn.type).toBe('Registered');
    await answerOf(auth.signOut, await call(browser, auth.signOut, json('POST')));
    const found = await answerOf(fapi.lookup.lookup, await request(fapi.lookup.lookup.path, json('POST', { email })));
    expect(found.exists).toBe(true);
  });

  it("the account: profile, address book and a country's rules, saved instruments, orders", async () => {
    const browser = await freshShopper('fapi-answers');
    const get = <E extends FapiRoute & FapiSchemas>(entry: E, path: string = entry.path) => call(browser, entry, json('GET'), path).then((response) => answerOf(entry, response));
    await get(fapi.profile.read);
    await get(fapi.addresses.list);
    await get(fapi.addresses.rules, fapiPath(fapi.addresses.rules, { params: { countryCode: 'US' } }));
    await get(fapi.paymentInstruments.list);
    await get(fapi.accountOrders.list, fapiPath(fapi.accountOrders.list, { query: { offset: '0', limit: '5' } }));
  });

  it('support: the contact subjects', async () => {
    await answerOf(fapi.support.categories, await request(fapi.support.categories.path));
  });

  it('location, components, pages, size chart and server', async () => {
    await answerOf(fapi.location.read, await request(fapiPath(fapi.location.read, { query: { country: 'DE' } })));
    await answerOf(fapi.components.search, await request(fapiPath(fapi.components.search, { query: { limit: 2 } })));
    await answerOf(fapi.pages.sections, await request(fapiPath(fapi.pages.sections, { params: { name: 'location-selector' } })));
    await answerOf(fapi.pages.sections, await request(fapiPath(fapi.pages.sections, { params: { name: 'category' }, query: { kind: 'category', categoryId: '40102', section: 'lazy-about' } })));
    await answerOf(fapi.sizeChart.read, await request(fapiPath(fapi.sizeChart.read, { params: { productType: 'jacket' } })));
    await answerOf(fapi.serverTime.read, await request(fapi.serverTime.read.path));
  });

  it('decisions and tracked events', async () => {
    await answerOf(fapi.decisions.personalisation, await request(fapi.decisions.personalisation.path, json('POST', { page: '/en-us' })));
    await answerOf(fapi.decisions.inspect, await request(fapiPath(fapi.decisions.inspect, { query: { path: '/en-us' } })));
    await answerOf(fapi.analytics.send, await request(fapi.analytics.send.path, json('POST', { events: [{ type: 'pageView', page: '/en-us' }] })));
    await answerOf(fapi.decisions.performance, await request(fapi.decisions.performance.path, json('POST', { page: '/en-us', ttfb: 120, lcp: 910 })));
  });

  it('test helpers: the test visitor', async () => {
    const answer = await answerOf(fapi.visitorTest.read, await request(fapiPath(fapi.visitorTest.read, { query: { kind: 'loyalty' } })));
    expect(answer.customerId).toBe('test-loyalty');
  });
});
