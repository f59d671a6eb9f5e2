import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { placeOrderOutcome } from '../../shared/checkout/place-order-outcome';
import { PLACE_ORDER_LIMITS } from '../../worker/checkout/routes/checkout';
import { CART_COOKIE } from '../../worker/middleware/html-cache/key';
import { openSession, SESSION_COOKIE } from '../../worker/session/session';
import type { Env } from '../../worker/env';
import { variantOf } from '../fixtures/variants';
import { shopper } from './helpers';
import { providerToken } from './payment-test-helpers';
import {
  addToCart,
  answerOf,
  challengePass,
  chargesOf,
  placeOrder,
  placeOrderCaptcha,
  readyToPay,
  refusalOf,
  send,
  setStock,
  stateOf,
  US_ADDRESS,
} from './checkout-helpers';

// Checkout through the worker against the mocks: one purchase from cart to order, exactly one
// order and one charge however often it is sent, the last unit sold once, each test card's
// refusal, and 3-D Secure passed and failed.

const config = env as unknown as Env;

const APPROVED = '4111111111111111';
const CHALLENGED = '4000000000003220';
const cents = (amount: number) => Math.round(amount * 100);

describe('guest checkout', () => {
  it('takes a guest from cart to order: one order, one charge of the basket total, the basket reset', async () => {
    const sku = variantOf('JK', (units) => units >= 20).sku;
    const browser = shopper();
    await addToCart(browser, sku);
    const start = await stateOf(await send(browser, 'GET', ''));
    expect(start.steps).toEqual({ shipping: false, billing: false });
    expect(start.paymentMethods.map((method) => method.id)).toContain('CREDIT_CARD');
    expect(start.paymentMethods.map((method) => method.id)).not.toContain('ATHLETES_PAYMENT');
    expect(start.savedAddresses).toEqual([]);

    const shipped = await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
    expect(shipped.steps.shipping).toBe(true);
    expect(shipped.shipments[0]?.address?.recipientContactPhone).toBe('+13035550142');
    const methods = shipped.shipments[0]!.methods;
    expect(methods.find((method) => method.selected)?.code).toBe('standard');
    // Soonest first, by the first day of each range.
    expect(methods.map((method) => [method.code, method.deliveryTime])).toEqual([
      ['pudo', '2-4 business days'],
      ['standard', '3-5 business days'],
    ]);
    const pudo = await stateOf(await send(browser, 'POST', '/shipping-method', { shippingId: 'standard', code: 'pudo' }));
    expect(pudo.shipments.map((shipment) => shipment.shippingId)).toEqual(['pudo']);
    expect(pudo.shipments[0]?.methods.find((method) => method.selected)).toMatchObject({ code: 'pudo', price: 4.95 });
    expect(pudo.cart.totals.shipping).toBe(4.95);
    // A pick-up point shipment goes to a collection point chosen for it, never to the home address;
    // back to standard delivery, the shipment has its home address again.
    expect(pudo.shipments[0]?.address).toBeNull();
    expect(pudo.steps.shipping).toBe(false);
    const standard = await stateOf(await send(browser, 'POST', '/shipping-method', { shippingId: 'pudo', code: 'standard' }));
    expect(standard.shipments[0]?.address?.recipientLastName).toBe('Lovelace');
    expect(standard.steps.shipping).toBe(true);

    const billed = await stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
    expect(billed.billingAddress?.recipientLastName).toBe('Lovelace');
    expect(billed.steps.billing).toBe(false);

    const session = await send(browser, 'POST', '/payment-session', { paymentMethodId: 'CREDIT_CARD' });
    const { hostedFieldsUrl } = (await session.json()) as { hostedFieldsUrl: string };
    expect(hostedFieldsUrl.startsWith('https://pay.ridgeline.test/v1/hosted-fields?')).toBe(true);
    const token = await providerToken(APPROVED);
    const paying = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
    expect(paying.steps.billing).toBe(true);
    expect(paying.paymentInstruments).toEqual([expect.objectContaining({ paymentMethodId: 'CREDIT_CARD', amount: paying.cart.totals.total, card: expect.objectContaining({ last4: '1111' }) })]);
    expect(paying.cart.totals.remainingToPay).toBe(0);

    // A body naming an amount is refused whole; nothing is ordered or charged by it.
    await refusalOf(await send(browser, 'POST', '/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser), amount: 0.01 }), 400, 'API400');

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.isGuest).toBe(true);
    expect(answer.order.totals.total).toBe(paying.cart.totals.total);
    expect(answer.order.items.map((item) => item.productId)).toEqual([sku]);

    const { charges, orderNumbers } = await chargesOf(paying.cart.basketId);
    expect(orderNumbers).toEqual([answer.order.orderNumber]);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ order_no: answer.order.orderNumber, amount: cents(paying.cart.totals.total), last4: '1111' });

    // The basket is reset: nothing to check out, the header count gone, the order kept for its confirmation page.
    await refusalOf(await send(browser, 'GET', ''), 409, 'CART_NOT_FOUND');
    expect(browser.cookies.has(CART_COOKIE)).toBe(false);
    const sealed = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
    expect(sealed?.basketId).toBeNull();
    expect(sealed?.orders[0]?.orderNumber).toBe(answer.order.orderNumber);
    expect(sealed?.orders[0]?.st).toMatch(/^[a-f0-9]{32}$/);
    // The next add starts a new basket.
    await addToCart(browser, sku);
    const next = await stateOf(await send(browser, 'GET', ''));
    expect(next.cart.basketId).not.toBe(paying.cart.basketId);
  });

  it('makes one order and one charge when place order is sent 5 times at once with one attempt', async () => {
    const { browser, state } = await readyToPay(variantOf('FL', (units) => units >= 20).sku, APPROVED);
    const attemptId = crypto.randomUUID();
    const captcha = await placeOrderCaptcha(browser);
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(browser, attemptId, captcha).then(answerOf)));
    const numbers = new Set(answers.map((answer) => (answer.status === 'placed' ? answer.order.orderNumber : answer.orderNumber)));
    expect(numbers.size).toBe(1);
    const { charges, orderNumbers } = await chargesOf(state.cart.basketId);
    expect(orderNumbers).toHaveLength(1);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.amount).toBe(cents(state.cart.totals.total));
  });

  it('sells the last unit once when two shoppers order it at the same moment', async () => {
    const sku = variantOf('BL', (units) => units >= 5).sku;
    const [first, second] = await Promise.all([readyToPay(sku, APPROVED), readyToPay(sku, APPROVED)]);
    await setStock(sku, 1);
    const responses = await Promise.all([placeOrder(first.browser), placeOrder(second.browser)]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = responses.find((response) => response.status === 409)!;
    const detail = await refusalOf(lost, 409, 'ITEM_NO_LONGER_AVAILABLE');
    expect(detail.flash?.length).toBeGreaterThan(0);
    expect(placeOrderOutcome(detail.errorId, detail.flash)).toBe('refresh-cart');
    const charged = [...(await chargesOf(first.state.cart.basketId)).charges, ...(await chargesOf(second.state.cart.basketId)).charges];
    expect(charged).toHaveLength(1);
  });

  it.each([
    ['declined', '4000000000000002', 402, 'PAYMENT_ERROR', 'top-notification'],
    ['fraud', '4100000000000019', 402, 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'top-notification'],
    ['expired', '4000000000000069', 402, 'CC_EXPIRY_DATE_INVALID', 'top-notification'],
    ['insufficient', '4000000000009995', 402, 'PYT400', 'sticky-toast'],
  ] as const)('refuses the %s test card with its error, charging nothing and keeping the basket', async (_name, card, status, errorId, outcome) => {
    const { browser, state } = await readyToPay(variantOf('HW', (units) => units >= 20).sku, card);
    const detail = await refusalOf(await placeOrder(browser), status, errorId);
    expect(placeOrderOutcome(detail.errorId, detail.flash)).toBe(outcome);
    expect((await chargesOf(state.cart.basketId)).charges).toEqual([]);
    expect((await stateOf(await send(browser, 'GET', ''))).cart.basketId).toBe(state.cart.basketId);
  });
});

describe('3-D Secure', () => {
  it('holds a challenged order until the issuer passes it, then places and charges it once', async () => {
    const { browser, state } = await readyToPay(variantOf('GL', (units) => units >= 20).sku, CHALLENGED);
    const held = await answerOf(await placeOrder(browser));
    if (held.status !== 'challenge') throw new Error('expected a challenge');
    expect((await chargesOf(state.cart.basketId)).charges).toEqual([]);
    const pass = await challengePass(held.challengeUrl);
    const passed = await answerOf(await send(browser, 'PATCH', `/order/${held.orderNumber}`, { threeDS2Result: pass }));
    if (passed.status !== 'placed') throw new Error('expected a placed order');
    expect(passed.order.orderNumber).toBe(held.orderNumber);
    // The same answer again places nothing more.
    await answerOf(await send(browser, 'PATCH', `/order/${held.orderNumber}`, { threeDS2Result: pass }));
    expect((await chargesOf(state.cart.basketId)).charges).toHaveLength(1);
    await refusalOf(await send(browser, 'GET', ''), 409, 'CART_NOT_FOUND');
  });

  it('cancels a challenged order the issuer fails: nothing charged, the stock released, a new basket made like the old one', async () => {
    const sku = variantOf('FL', (units) => units >= 5 && units < 20).sku;
    const { browser, state } = await readyToPay(sku, CHALLENGED);
    await setStock(sku, 1);
    const held = await answerOf(await placeOrder(browser));
    if (held.status !== 'challenge') throw new Error('expected a challenge');
    const refused = await refusalOf(await send(browser, 'PATCH', `/order/${held.orderNumber}`, { threeDS2Result: 'failed' }), 402, 'PaymentNotAuthorized');
    expect(placeOrderOutcome(refused.errorId)).toBe('back-to-billing');
    expect((await chargesOf(state.cart.basketId)).charges).toEqual([]);
    // A new basket with the same line, shipped as before: only the payment is to choose again.
    const renewed = await stateOf(await send(browser, 'GET', ''));
    expect(renewed.cart.basketId).not.toBe(state.cart.basketId);
    expect(renewed.cart.items.map((item) => [item.productId, item.qty])).toEqual([[sku, 1]]);
    expect(renewed.shipments[0]?.address?.addressLine1).toBe(US_ADDRESS.addressLine1);
    expect(renewed.paymentInstruments).toEqual([]);
    // The unit the held order took is back: another shopper can buy it.
    const other = await readyToPay(sku, APPROVED);
    expect((await answerOf(await placeOrder(other.browser))).status).toBe('placed');
  });
});

describe('checkout input', () => {
  it.each([
    ['a PO box', { addressLine1: 'PO Box 42' }, 'SHP500', 'addressLine1'],
    ['an empty phone', { phone: '' }, 'SHP410', 'phone'],
    ['a postal code out of shape', { postalCode: '8030' }, 'CHK320', 'postalCode'],
    ['a country the site does not deliver to', { countryCode: 'GB', postalCode: 'SW1A 1AA' }, 'CHK380', 'countryCode'],
  ])('refuses %s as the shipping address, naming the field', async (_name, change, errorId, field) => {
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    const detail = await refusalOf(await send(browser, 'POST', '/shipping-address', { address: { ...US_ADDRESS, ...change } }), 400, errorId);
    expect(detail.field).toBe(field);
    expect((await stateOf(await send(browser, 'GET', ''))).shipments[0]?.address).toBeNull();
  });

  it.each([
    ['malformed JSON', '/order', '{"attemptId":'],
    ['an attempt id that is not a uuid', '/order', { attemptId: 'x', legalAccepted: true, captcha: 'c' }],
    ['legal terms not accepted', '/order', { attemptId: crypto.randomUUID(), legalAccepted: false, captcha: 'c' }],
    ['a card number', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: '4111111111111111' }],
    ['an unknown method', '/shipping-method', { shippingId: 'standard', code: 'teleport' }],
    ['a price', '/shipping-method', { shippingId: 'standard', code: 'standard', price: 0 }],
    ['billing that is neither', '/billing-address', { sameAsShipping: false }],
  ])('answers %s with API400 and changes nothing', async (_name, path, body) => {
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    await refusalOf(await send(browser, 'POST', path, body), 400, 'API400');
  });

  it('limits place-order attempts per basket, whatever the attempt', async () => {
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    for (let i = 0; i < PLACE_ORDER_LIMITS.basket.limit; i++) expect((await placeOrder(browser, crypto.randomUUID(), 'not-a-captcha')).status).not.toBe(429);
    const limited = await placeOrder(browser, crypto.randomUUID(), 'not-a-captcha');
    await refusalOf(limited, 429, 'API429');
    // Sixteen orders in a row: slow on a busy machine, never stuck.
  }, 20_000);

  it('never takes an attempt id whose random digits read like a card number for one, but still refuses a card number beside it', async () => {
    // 123456612344123 passes the card check; as a uuid's first three groups it is only chance.
    const attemptId = 'a1234566-1234-4123-a123-abcdefabcdef';
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    // The order goes on to the basket's own checks: no card on it yet.
    await refusalOf(await placeOrder(browser, attemptId, 'not-a-captcha'), 409, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    const carded = await refusalOf(await send(browser, 'POST', '/order', { attemptId, legalAccepted: true, captcha: '4111 1111 1111 1111' }), 400, 'API400');
    expect(carded.message).toBe('Card numbers are only taken by the card fields');
  });

  it('tells a shopper with no basket there is nothing to check out', async () => {
    await refusalOf(await send(shopper(), 'GET', ''), 409, 'CART_NOT_FOUND');
    await refusalOf(await send(shopper(), 'POST', '/shipping-address', { address: US_ADDRESS }), 409, 'CART_NOT_FOUND');
  });
});

describe('the card', () => {
  it('pays whatever the basket comes to, as lines change after it was added', async () => {
    const { browser, state } = await readyToPay(variantOf('JK', (units) => units >= 20).sku, APPROVED);
    await addToCart(browser, variantOf('FL', (units) => units >= 20).sku);
    const after = await stateOf(await send(browser, 'GET', ''));
    expect(after.cart.totals.total).toBeGreaterThan(state.cart.totals.total);
    expect(after.paymentInstruments[0]?.amount).toBe(after.cart.totals.total);
    expect(after.steps.billing).toBe(true);
  });
});

describe('after the order', () => {
  it('shows the order to the session that placed it and to no one else', async () => {
    const { browser } = await readyToPay(variantOf('JK', (units) => units >= 20).sku, APPROVED);
    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    const mine = await send(browser, 'GET', `/order/${answer.order.orderNumber}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(((await mine.json()) as { orderNumber: string }).orderNumber).toBe(answer.order.orderNumber);
    const stranger = shopper();
    await addToCart(stranger, variantOf('JK', (units) => units >= 20).sku);
    await refusalOf(await send(stranger, 'GET', `/order/${answer.order.orderNumber}`), 404, 'OHS4004');
  });

  it('refuses to place an order with no billing address (BIL400)', async () => {
    const browser = shopper();
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
    const session = await send(browser, 'POST', '/payment-session', { paymentMethodId: 'CREDIT_CARD' });
    expect(session.status).toBe(200);
    const token = await providerToken(APPROVED);
    const state = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
    expect(state.steps.billing).toBe(false);
    await refusalOf(await placeOrder(browser), 400, 'BIL400');
    // A token already redeemed cannot be added again.
    await refusalOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
  });
});
