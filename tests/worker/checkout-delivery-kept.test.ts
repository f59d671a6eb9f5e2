import { describe, expect, it, vi } from 'vitest';
import { STORES, storeStock } from '../../mocks/data/stores';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { placeOrderOutcome } from '../../shared/checkout/place-order-outcome';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { providerToken } from './payment-test-helpers';
import { answerOf, challengePass, PAYMENTS_ORIGIN, placeOrderCaptcha, refusalOf, stateOf } from './checkout-helpers';

// A failed payment changes the payment, nothing else: after the issuer fails a 3-D Secure
// challenge (the backend retires the basket) or declines a card (the basket stays), the
// shipments keep their method, their store or pick-up point, and the pickup contact, and the
// order placed with the next card is delivered as the shopper chose.

vi.setConfig({ testTimeout: 60_000 });

const CHALLENGED = '4000000000003220';
const DECLINED = '4000000000000002';
const APPROVED = '4111111111111111';

const JACKET = variantOf('JK', (units) => units >= 20);
const FLEECE = variantOf('FL', (units) => units >= 20);
const CA_HOME = { firstName: 'Robin', lastName: 'Hale', email: 'robin@example.com', phone: '(604) 555-0117', addressLine1: '1055 Robson St', city: 'Vancouver', province: 'BC', postalCode: 'V6E 1A7', countryCode: 'CA' };
const CONTACT = { contactName: 'Sam Okafor', email: 'sam@example.com', phone: '(604) 555-0199' };

function call(browser: Shopper, method: string, path: string, body?: unknown): Promise<Response> {
  return browser.fetch(`/en-ca/fapi${path}`, { method, headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, { UPSTREAM_PAYMENTS_URL: PAYMENTS_ORIGIN });
}

async function payWith(browser: Shopper, card: string): Promise<CheckoutState> {
  expect((await call(browser, 'POST', '/checkout/payment-session', { paymentMethodId: 'CREDIT_CARD' })).status).toBe(200);
  const token = await providerToken(card);
  return stateOf(await call(browser, 'POST', '/checkout/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
}

const placeOrder = async (browser: Shopper) => call(browser, 'POST', '/checkout/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser) });

/** What the shopper chose for delivery, as the checkout state shows it. */
const deliveryOf = (state: CheckoutState) => ({
  shipments: state.shipments.map((shipment) => ({
    shippingId: shipment.shippingId,
    method: shipment.methods.find((method) => method.selected)?.code,
    store: shipment.store?.storeId ?? null,
    address: shipment.address ? { line1: shipment.address.addressLine1, line2: shipment.address.addressLine2 ?? '', postalCode: shipment.address.postalCode } : null,
    lines: state.cart.items.filter((item) => item.shipmentId === shipment.shippingId).map((item) => [item.productId, item.qty]),
  })),
  pickupContact: state.pickupContact,
});

/** A Canadian guest: the jacket to a pick-up point near Vancouver, the fleece picked up in a Canadian store, a contact for both, billed home. */
async function collectedBasket(): Promise<{ browser: Shopper; chosen: CheckoutState }> {
  const browser = shopper();
  for (const sku of [JACKET.sku, FLEECE.sku]) {
    const added = await call(browser, 'POST', '/cart/items', { productId: sku, qty: 1 });
    expect(added.status, await added.clone().text()).toBe(200);
  }
  const store = STORES.find((entry) => entry.address.country === 'CA' && entry.pickupAvailable && storeStock(entry.storeId, FLEECE.sku, FLEECE.units).quantity >= 1)!;
  const start = await stateOf(await call(browser, 'GET', '/checkout'));
  const fleece = start.cart.items.find((item) => item.productId === FLEECE.sku)!;
  expect((await call(browser, 'PUT', `/cart/items/${fleece.itemId}/delivery`, { code: 'pickup', shippingId: fleece.shipmentId, storeId: store.storeId })).status).toBe(200);
  await stateOf(await call(browser, 'POST', '/checkout/shipping-method', { shippingId: 'standard', code: 'pudo' }));
  await stateOf(await call(browser, 'POST', '/checkout/pickup-contact', CONTACT));
  const listed = (await (await call(browser, 'GET', '/checkout/collection-points?postalCode=V6E%201A7')).json()) as { points: Array<{ storeId: string }> };
  await stateOf(await call(browser, 'POST', '/checkout/collection-point', { shippingId: 'pudo', postalCode: 'V6E 1A7', storeId: listed.points[0]!.storeId }));
  const chosen = await stateOf(await call(browser, 'POST', '/checkout/billing-address', { address: CA_HOME }));
  expect(chosen.steps.shipping).toBe(true);
  expect(deliveryOf(chosen).shipments.map((shipment) => shipment.method).sort()).toEqual(['pickup', 'pudo']);
  return { browser, chosen };
}

describe('delivery after a failed payment', () => {
  it('keeps the pick-up point, the store and the pickup contact after a failed 3-D Secure challenge, and the next card places the order so', async () => {
    const { browser, chosen } = await collectedBasket();
    await payWith(browser, CHALLENGED);
    const held = await answerOf(await placeOrder(browser));
    if (held.status !== 'challenge') throw new Error('expected a challenge');
    const refused = await refusalOf(await call(browser, 'PATCH', `/checkout/order/${held.orderNumber}`, { threeDS2Result: 'failed' }), 402, 'PaymentNotAuthorized');
    expect(placeOrderOutcome(refused.errorId)).toBe('back-to-billing');

    const renewed = await stateOf(await call(browser, 'GET', '/checkout'));
    expect(renewed.cart.basketId).not.toBe(chosen.cart.basketId);
    expect(deliveryOf(renewed)).toEqual(deliveryOf(chosen));
    expect(renewed.billingAddress?.addressLine1).toBe(CA_HOME.addressLine1);
    expect(renewed.paymentInstruments).toEqual([]);
    expect(renewed.steps).toEqual({ shipping: true, billing: false });
    expect(renewed.cart.totals.shipping).toBe(chosen.cart.totals.shipping);

    await payWith(browser, APPROVED);
    const placed = await answerOf(await placeOrder(browser));
    if (placed.status !== 'placed') throw new Error('expected a placed order');
    // Two shipments, each with its own lines, where it waits and who collects it.
    const pudo = placed.order.shipments.find((shipment) => shipment.shippingMethod === 'pudo');
    const pickup = placed.order.shipments.find((shipment) => shipment.shippingMethod === 'pickup');
    const pointName = chosen.shipments.find((shipment) => shipment.shippingId === 'pudo')?.address?.addressLine2;
    expect(pudo?.collectionPoint?.name).toBe(pointName);
    expect(pickup?.store?.storeId).toBe(chosen.shipments.find((shipment) => shipment.store)?.store?.storeId);
    for (const shipment of [pudo, pickup]) expect(shipment?.pickupContact).toEqual({ contactName: 'Sam Okafor', email: 'sam@example.com', phone: '+16045550199' });
    expect(placed.order.items.filter((item) => item.shipmentId === pudo?.shipmentId).map((item) => item.productId)).toEqual([JACKET.sku]);
    expect(placed.order.items.filter((item) => item.shipmentId === pickup?.shipmentId).map((item) => item.productId)).toEqual([FLEECE.sku]);
  });

  it('keeps a home delivery’s address and method after a failed challenge', async () => {
    const browser = shopper();
    expect((await call(browser, 'POST', '/cart/items', { productId: JACKET.sku, qty: 2 })).status).toBe(200);
    await stateOf(await call(browser, 'POST', '/checkout/shipping-address', { address: CA_HOME }));
    const chosen = await stateOf(await call(browser, 'POST', '/checkout/billing-address', { sameAsShipping: true }));
    await payWith(browser, CHALLENGED);
    const held = await answerOf(await placeOrder(browser));
    if (held.status !== 'challenge') throw new Error('expected a challenge');
    await refusalOf(await call(browser, 'PATCH', `/checkout/order/${held.orderNumber}`, { threeDS2Result: 'failed' }), 402, 'PaymentNotAuthorized');
    const renewed = await stateOf(await call(browser, 'GET', '/checkout'));
    expect(deliveryOf(renewed)).toEqual(deliveryOf(chosen));
  });

  it('keeps the delivery after a declined card, and a passed challenge after it places the order as chosen', async () => {
    const { browser, chosen } = await collectedBasket();
    await payWith(browser, DECLINED);
    await refusalOf(await placeOrder(browser), 402, 'PAYMENT_ERROR');
    const after = await stateOf(await call(browser, 'GET', '/checkout'));
    expect(after.cart.basketId).toBe(chosen.cart.basketId);
    expect(deliveryOf(after)).toEqual(deliveryOf(chosen));

    await payWith(browser, CHALLENGED);
    const held = await answerOf(await placeOrder(browser));
    if (held.status !== 'challenge') throw new Error('expected a challenge');
    const passed = await answerOf(await call(browser, 'PATCH', `/checkout/order/${held.orderNumber}`, { threeDS2Result: await challengePass(held.challengeUrl) }));
    if (passed.status !== 'placed') throw new Error('expected a placed order');
    expect(passed.order.shipments.map((shipment) => shipment.shippingMethod).sort()).toEqual(['pickup', 'pudo']);
  });
});
