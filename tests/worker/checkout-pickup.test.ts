import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import { AuthSchema } from '../../shared/account/schemas/auth';
import { CheckoutCartSchema } from '../../shared/checkout/schemas/checkout';
import type { Env } from '../../worker/env';
import { STORES, storeStock } from '../../mocks/data/stores';
import { OrderSchema } from '../../shared/checkout/schemas/orders';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { providerToken } from './payment-test-helpers';
import { answerOf, chargesOf, freshSignedIn, PAYMENTS_ORIGIN, placeOrderCaptcha, refusalOf, stateOf } from './checkout-helpers';

// Pickup in store at checkout: a line set to pickup in the cart is a store shipment with the
// store's name and address and no shipping address; where the site requires it (Canada here),
// the pickup contact is asked, checked field by field, kept on the basket, and the order is
// refused without it.

vi.setConfig({ testTimeout: 30_000 });

const JACKET = variantOf('JK', (units) => units >= 20);
const storeIn = (country: string) => STORES.find((store) => store.address.country === country && store.pickupAvailable && storeStock(store.storeId, JACKET.sku, JACKET.units).quantity >= 1)!;

const CA_BILLING = { firstName: 'Robin', lastName: 'Hale', email: 'robin@example.com', phone: '(604) 555-0117', addressLine1: '1055 Robson St', city: 'Vancouver', province: 'BC', postalCode: 'V6E 1A7', countryCode: 'CA' };
const CONTACT = { contactName: 'Robin Hale', email: 'robin@example.com', phone: '(604) 555-0199' };

function call(browser: Shopper, locale: string, method: string, path: string, body?: unknown): Promise<Response> {
  return browser.fetch(`/${locale}/fapi${path}`, { method, headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, { UPSTREAM_PAYMENTS_URL: PAYMENTS_ORIGIN });
}

/** A new guest of `locale` with the jacket set to pickup at a store of `country`. */
async function pickupBasket(locale: string, country: string): Promise<{ browser: Shopper; store: (typeof STORES)[number] }> {
  const browser = shopper();
  const added = await call(browser, locale, 'POST', '/cart/items', { productId: JACKET.sku, qty: 1 });
  expect(added.status, await added.clone().text()).toBe(200);
  const line = ((await added.json()) as { cart: { items: Array<{ itemId: string; shipmentId: string }> } }).cart.items[0]!;
  const store = storeIn(country);
  const moved = await call(browser, locale, 'PUT', `/cart/items/${line.itemId}/delivery`, { code: 'pickup', shippingId: line.shipmentId, storeId: store.storeId });
  expect(moved.status, await moved.clone().text()).toBe(200);
  return { browser, store };
}

async function payByCard(browser: Shopper, locale: string) {
  await stateOf(await call(browser, locale, 'POST', '/checkout/billing-address', { address: CA_BILLING }));
  expect((await call(browser, locale, 'POST', '/checkout/payment-session', { paymentMethodId: 'CREDIT_CARD' })).status).toBe(200);
  const token = await providerToken('4111111111111111');
  return stateOf(await call(browser, locale, 'POST', '/checkout/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
}

const placeOrder = async (browser: Shopper, locale: string) =>
  call(browser, locale, 'POST', '/checkout/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser) });

describe('pickup in store at checkout', () => {
  it('shows the store shipment with its store and no address, asks the contact in Canada, keeps it, and places the order', async () => {
    const { browser, store } = await pickupBasket('en-ca', 'CA');
    const start = await stateOf(await call(browser, 'en-ca', 'GET', '/checkout'));
    expect(start.shipments).toHaveLength(1);
    expect(start.shipments[0]).toMatchObject({ address: null, store: { storeId: store.storeId, name: store.name, address: { line1: store.address.line1, city: store.address.city } } });
    expect(start.pickupContactRequired).toBe(true);
    expect(start.steps.shipping).toBe(false);
    // The basket's site decides, whatever site a request names.
    expect((await stateOf(await browser.fetch('/fapi/checkout', {}, { UPSTREAM_PAYMENTS_URL: PAYMENTS_ORIGIN }))).pickupContactRequired).toBe(true);

    // Each refusal names the field the form shows first that is wrong.
    expect((await refusalOf(await call(browser, 'en-ca', 'POST', '/checkout/pickup-contact', { ...CONTACT, phone: '' }), 400, 'API400')).field).toBe('phone');
    expect((await refusalOf(await call(browser, 'en-ca', 'POST', '/checkout/pickup-contact', { ...CONTACT, contactName: '', email: 'nope' }), 400, 'API400')).field).toBe('contactName');
    expect((await refusalOf(await call(browser, 'en-ca', 'POST', '/checkout/pickup-contact', { ...CONTACT, email: 'nope' }), 400, 'API400')).field).toBe('email');

    const kept = await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/pickup-contact', CONTACT));
    expect(kept.pickupContact).toEqual({ contactName: 'Robin Hale', email: 'robin@example.com', phone: '+16045550199' });
    expect(kept.steps.shipping).toBe(true);
    // Kept on the basket: read again, it is still there.
    expect((await stateOf(await call(browser, 'en-ca', 'GET', '/checkout'))).pickupContact?.contactName).toBe('Robin Hale');

    const paying = await payByCard(browser, 'en-ca');
    expect(paying.steps.billing).toBe(true);
    const answer = await answerOf(await placeOrder(browser, 'en-ca'));
    expect(answer.status).toBe('placed');
    expect((await chargesOf(paying.cart.basketId)).charges).toHaveLength(1);
  });

  it('refuses the order of a pickup shipment without its contact with InvalidShippingAddress, charging nothing', async () => {
    const { browser } = await pickupBasket('en-ca', 'CA');
    const paying = await payByCard(browser, 'en-ca');
    expect(paying.steps.shipping).toBe(false);
    const detail = await refusalOf(await placeOrder(browser, 'en-ca'), 409, 'InvalidShippingAddress');
    expect(detail.flash?.[0]?.type).toBe('InvalidShippingAddress');
    expect((await chargesOf(paying.cart.basketId)).charges).toHaveLength(0);
  });

  it('needs neither an address nor a contact for a pickup shipment in the US', async () => {
    const { browser, store } = await pickupBasket('en-us', 'US');
    const state = await stateOf(await call(browser, 'en-us', 'GET', '/checkout'));
    expect(state.pickupContactRequired).toBe(false);
    expect(state.shipments[0]).toMatchObject({ address: null, store: { name: store.name } });
    expect(state.steps.shipping).toBe(true);
  });

  it('lists collection points near a postal code, makes the chosen one the shipment’s address, and refuses the order while none is chosen', async () => {
    const browser = shopper();
    const added = await call(browser, 'en-ca', 'POST', '/cart/items', { productId: JACKET.sku, qty: 1 });
    expect(added.status).toBe(200);
    const pudo = await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/shipping-method', { shippingId: 'standard', code: 'pudo' }));
    expect(pudo.shipments[0]).toMatchObject({ shippingId: 'pudo', address: null });
    await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/pickup-contact', CONTACT));
    const paying = await payByCard(browser, 'en-ca');
    expect(paying.steps.shipping).toBe(false);
    const detail = await refusalOf(await placeOrder(browser, 'en-ca'), 409, 'InvalidShippingAddress');
    expect(detail.flash?.[0]?.details).toMatchObject({ shipmentId: 'pudo' });

    const listed = await call(browser, 'en-ca', 'GET', '/checkout/collection-points?postalCode=V6E%201A7');
    expect(listed.status, await listed.clone().text()).toBe(200);
    const { points } = (await listed.json()) as { points: Array<{ storeId: string; name: string; address: { line1: string; country: string } }> };
    expect(points.length).toBeGreaterThan(0);
    expect(points.every((point) => point.address.country === 'CA')).toBe(true);
    const [point] = points;

    // Only a point the search found near that postal code can be chosen.
    await refusalOf(await call(browser, 'en-ca', 'POST', '/checkout/collection-point', { shippingId: 'pudo', postalCode: 'V6E 1A7', storeId: 'US-SEA-01' }), 404, 'STR404');
    const chosen = await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/collection-point', { shippingId: 'pudo', postalCode: 'V6E 1A7', storeId: point!.storeId }));
    expect(chosen.shipments[0]?.address).toMatchObject({ addressLine1: point!.address.line1, addressLine2: point!.name, recipientFirstName: 'Robin', recipientLastName: 'Hale' });
    expect(chosen.steps.shipping).toBe(true);
    const answer = await answerOf(await placeOrder(browser, 'en-ca'));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    // The order keeps the collection point its parcel waits at.
    const shipment = answer.order.shipments.find((entry) => entry.shippingMethod === 'pudo');
    expect(shipment?.collectionPoint).toEqual({ collectionPointId: point!.storeId, name: point!.name });
    expect(shipment?.store).toBeUndefined();

    // The confirmation names the point the parcel waits at.
    const page = await browser.fetch(`/en-ca/order-confirmation/${answer.order.orderNumber}`);
    const html = await page.text();
    expect(page.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain(`Pick up at ${point!.name}`);
  });
});

describe('a pick-up point shipment', () => {
  const mocks = (env as unknown as Env).MOCKS;
  const HOME = { firstName: 'Robin', lastName: 'Hale', email: 'robin@example.com', phone: '(604) 555-0117', addressLine1: '1055 Robson St', city: 'Vancouver', province: 'BC', postalCode: 'V6E 1A7', countryCode: 'CA' };
  const HOME_ELSEWHERE = { ...HOME, addressLine1: '2150 W 4th Ave', postalCode: 'V6K 1N6' };

  function backend(method: string, path: string, token: string, body: unknown): Promise<Response> {
    return mocks.fetch(`https://mocks.internal${path}?locale=en-ca`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  }

  it('takes only a collection point of the basket’s country as its address at the backend, with the point’s own lines', async () => {
    const tokenAnswer = await mocks.fetch('https://mocks.internal/token/v2/auth/token?locale=en-ca', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Guest' }) });
    const token = AuthSchema.parse(await tokenAnswer.json()).accessToken;
    const created = await backend('POST', '/cart/v1/cartWithItem', token, { items: [{ productId: JACKET.sku, qty: 1 }] });
    expect(created.status, await created.clone().text()).toBe(201);
    const { basketId } = (await created.json()) as { basketId: string };
    const moved = await backend('POST', '/cart/v1/shippingMethod', token, { cartId: basketId, code: 'pudo', shippingId: 'standard', shopperAppliedSM: true });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const setAddress = (address: Record<string, string>) => backend('POST', `/cart/v2/cart/${basketId}/shippingAddress`, token, { addresses: [{ ...address, approachType: 'S', shippingId: 'pudo' }] });

    const home = await refusalOf(await setAddress(HOME_ELSEWHERE), 400, 'InvalidShippingAddress');
    expect(home).toMatchObject({ code: 'CHK380', field: 'collectionPointId' });
    expect(home.flash?.[0]).toMatchObject({ type: 'InvalidShippingAddress', details: { shipmentId: 'pudo' } });
    const calgary = STORES.find((store) => store.storeId === 'CA-CGY-01')!;
    expect(calgary.pickupAvailable).toBe(false);
    await refusalOf(await setAddress({ ...HOME, collectionPointId: calgary.storeId }), 400, 'InvalidShippingAddress');
    await refusalOf(await setAddress({ ...HOME, collectionPointId: 'US-SEA-01' }), 400, 'InvalidShippingAddress');

    const toronto = STORES.find((store) => store.storeId === 'CA-TOR-01')!;
    const set = await setAddress({ ...HOME_ELSEWHERE, collectionPointId: toronto.storeId });
    const text = await set.text();
    expect(set.status, text).toBe(200);
    const kept = CheckoutCartSchema.parse(JSON.parse(text)).shippingAddresses.find((entry) => entry.shippingId === 'pudo')?.address;
    expect(kept).toMatchObject({ recipientLastName: 'Hale', addressLine1: toronto.address.line1, addressLine2: toronto.name, city: toronto.address.city, postalCode: toronto.address.postalCode });
  });

  it('never takes the typed home address, and the order is refused until a collection point is chosen', async () => {
    const browser = shopper();
    expect((await call(browser, 'en-ca', 'POST', '/cart/items', { productId: JACKET.sku, qty: 1 })).status).toBe(200);
    await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/shipping-method', { shippingId: 'standard', code: 'pudo' }));
    await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/pickup-contact', CONTACT));
    const typed = await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/shipping-address', { address: HOME_ELSEWHERE }));
    expect(typed.shipments[0]).toMatchObject({ shippingId: 'pudo', address: null });
    expect(typed.steps.shipping).toBe(false);
    const paying = await payByCard(browser, 'en-ca');
    const detail = await refusalOf(await placeOrder(browser, 'en-ca'), 409, 'InvalidShippingAddress');
    expect(detail.flash?.[0]?.details).toMatchObject({ shipmentId: 'pudo' });
    expect((await chargesOf(paying.cart.basketId)).charges).toHaveLength(0);
  });

  it('does not take the home address of the shipment it was before', async () => {
    const browser = shopper();
    expect((await call(browser, 'en-ca', 'POST', '/cart/items', { productId: JACKET.sku, qty: 1 })).status).toBe(200);
    const home = await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/shipping-address', { address: HOME_ELSEWHERE }));
    expect(home.shipments[0]?.address?.addressLine1).toBe(HOME_ELSEWHERE.addressLine1);
    const pudo = await stateOf(await call(browser, 'en-ca', 'POST', '/checkout/shipping-method', { shippingId: 'standard', code: 'pudo' }));
    expect(pudo.shipments[0]).toMatchObject({ shippingId: 'pudo', address: null });
    expect(pudo.steps.shipping).toBe(false);
  });
});

describe('the order of a pickup shipment', () => {
  /** An order placed by `browser` (US, by card) with the jacket collected at a US store, by `code`: picked up from the store's stock or shipped to it. */
  async function storeOrder(browser: Shopper, email: string, code: 'pickup' | 'sts') {
    const added = await call(browser, 'en-us', 'POST', '/cart/items', { productId: JACKET.sku, qty: 1 });
    expect(added.status, await added.clone().text()).toBe(200);
    const line = ((await added.json()) as { cart: { items: Array<{ itemId: string; shipmentId: string }> } }).cart.items[0]!;
    const store = storeIn('US');
    const moved = await call(browser, 'en-us', 'PUT', `/cart/items/${line.itemId}/delivery`, { code, shippingId: line.shipmentId, storeId: store.storeId });
    expect(moved.status, await moved.clone().text()).toBe(200);
    await stateOf(await call(browser, 'en-us', 'POST', '/checkout/billing-address', { address: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '(303) 555-0142', addressLine1: '1200 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80302', countryCode: 'US' } }));
    expect((await call(browser, 'en-us', 'POST', '/checkout/payment-session', { paymentMethodId: 'CREDIT_CARD' })).status).toBe(200);
    const token = await providerToken('4111111111111111');
    await stateOf(await call(browser, 'en-us', 'POST', '/checkout/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
    const answer = await answerOf(await placeOrder(browser, 'en-us'));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    return { order: answer.order, store };
  }

  it('names the store it is collected at: in the placed order, on the confirmation page and in the account', async () => {
    const { browser, email } = await freshSignedIn('pickup');
    const { order: placed, store } = await storeOrder(browser, email, 'pickup');
    const { orderNumber } = placed;
    expect(placed.shipments.find((entry) => entry.shippingMethod === 'pickup')?.store).toEqual({ storeId: store.storeId, name: store.name });

    const page = await browser.fetch(`/en-us/order-confirmation/${orderNumber}`);
    const html = await page.text();
    expect(page.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain(`Pick up at ${store.name}`);

    const detail = await browser.fetch(`/fapi/account/orders/${orderNumber}`);
    const text = await detail.text();
    expect(detail.status, text).toBe(200);
    const order = OrderSchema.parse(JSON.parse(text));
    expect(order.shipments.find((entry) => entry.shippingMethod === 'pickup')?.store).toEqual({ storeId: store.storeId, name: store.name });
  });

  it('names the store a ship-to-store order is sent to', async () => {
    const { order, store } = await storeOrder(shopper(), 'robin@example.com', 'sts');
    expect(order.shipments.find((entry) => entry.shippingMethod === 'sts')?.store).toEqual({ storeId: store.storeId, name: store.name });
  });
});
