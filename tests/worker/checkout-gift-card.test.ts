import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { GiftCardBalanceAnswerSchema, type CheckoutState } from '../../shared/checkout/checkout-routes';
import { GIFT_CARD_BALANCE_LIMITS } from '../../worker/checkout/routes/checkout';
import type { Env } from '../../worker/env';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { providerToken } from './payment-test-helpers';
import { addToCart, answerOf, chargesOf, newGiftCard, placeOrder, refusalOf, send, stateOf, US_ADDRESS } from './checkout-helpers';

// Gift cards at checkout through the worker against the mocks: the balance check for every kind
// of card, a gift card with a card for the rest, a gift card paying everything, the per-basket
// limit, and one balance spent once when two orders race for it.

const config = env as unknown as Env;

const APPROVED = '4111111111111111';
const PIN = '1234';
const cents = (amount: number) => Math.round(amount * 100);

const checkBalance = (browser: Shopper, giftCardNumber: string, pin = PIN) => send(browser, 'POST', '/gift-card-balance', { giftCardNumber, pin });

const applyGiftCard = (browser: Shopper, giftCardNumber: string, pin = PIN) => send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'GIFT_CARD', giftCardNumber, pin });

/** A new guest with a basket, as the balance check is asked at checkout (an order retires its basket). */
async function checker(): Promise<Shopper> {
  const browser = shopper();
  await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
  return browser;
}

async function balanceOf(giftCardNumber: string): Promise<number> {
  const response = await checkBalance(await checker(), giftCardNumber);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return GiftCardBalanceAnswerSchema.parse(JSON.parse(text)).balance;
}

/** A new guest with a jacket in the basket, shipped and billed to a US address, nothing paying yet. */
async function readyForPayment(): Promise<{ browser: Shopper; state: CheckoutState }> {
  const browser = shopper();
  await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
  await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
  const state = await stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
  return { browser, state };
}

async function addCard(browser: Shopper): Promise<CheckoutState> {
  const session = await send(browser, 'POST', '/payment-session', { paymentMethodId: 'CREDIT_CARD' });
  expect(session.status, await session.clone().text()).toBe(200);
  const token = await providerToken(APPROVED);
  return stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
}

describe('the gift card balance check', () => {
  it.each([
    ['a 25.00 card, typed with dashes in lower case', 'rlgc-usd-good-0025', PIN, 200, { balance: 25, currency: 'USD' }],
    ['a 200.00 card', 'RLGCUSDGOOD0200', PIN, 200, { balance: 200, currency: 'USD' }],
    ['an expired card', 'RLGC-USD-EXPD-0050', PIN, 400, 'GFC812'],
    ['a card with nothing left', 'RLGC-USD-ZERO-0000', PIN, 400, 'GFC740'],
    ['a promotional card not usable online', 'RLGC-USD-PROM-0010', PIN, 400, 'GFC725'],
    ['a card whose check fails at the processor', 'RLGC-USD-FAIL-0799', PIN, 502, 'GFC799'],
    ['a number no card has', 'RLGC-USD-NONE-0001', PIN, 400, 'GFC800'],
    ['a wrong PIN, as an unknown number answers', 'RLGC-USD-GOOD-0025', '9999', 400, 'GFC800'],
    ['a card in another currency', 'RLGC-EUR-GOOD-0025', PIN, 400, 'GFC760'],
    ['no number', '', PIN, 400, 'GFC400'],
  ] as const)('answers %s', async (_name, giftCardNumber, pin, status, expected) => {
    const browser = await checker();
    const response = await checkBalance(browser, giftCardNumber, pin);
    if (typeof expected === 'string') await refusalOf(response, status, expected);
    else {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(expected);
    }
  });

  it('takes only a same-origin, well-formed body without card numbers', async () => {
    const browser = await checker();
    const crossSite = await browser.fetch('/fapi/checkout/gift-card-balance', { method: 'POST', headers: { origin: 'https://evil.example' }, body: JSON.stringify({ giftCardNumber: 'RLGCUSDGOOD0025', pin: PIN }) });
    await refusalOf(crossSite, 403, 'API403');
    await refusalOf(await send(browser, 'POST', '/gift-card-balance', { giftCardNumber: 'RLGCUSDGOOD0025', pin: PIN, balance: 500 }), 400, 'API400');
    await refusalOf(await send(browser, 'POST', '/gift-card-balance', { giftCardNumber: '4111 1111 1111 1111', pin: PIN }), 400, 'API400');
  });

  it('is limited per basket: guessing numbers soon meets 429', async () => {
    const browser = await checker();
    for (let i = 0; i < GIFT_CARD_BALANCE_LIMITS.basket.limit; i++) expect((await checkBalance(browser, `RLGC-USD-GUES-${1000 + i}`)).status).toBe(400);
    await refusalOf(await checkBalance(browser, 'RLGC-USD-GOOD-0025'), 429, 'API429');
  }, 20_000);
});

describe('paying with gift cards', () => {
  it('splits an order between a gift card and a card: two charges adding up to the total, the gift card spent by exactly its part', async () => {
    const { browser, state } = await readyForPayment();
    const total = state.cart.totals.total;
    expect(total).toBeGreaterThan(25);
    const number = await newGiftCard(2500);

    const applied = await stateOf(await applyGiftCard(browser, number));
    expect(applied.paymentInstruments).toEqual([expect.objectContaining({ paymentMethodId: 'GIFT_CARD', amount: 25, details: { maskedNumber: `•••• ${number.slice(-4)}` } })]);
    expect(applied.cart.totals.remainingToPay).toBeCloseTo(total - 25, 2);
    expect(applied.steps.billing).toBe(false);

    const paying = await addCard(browser);
    expect(paying.cart.totals.remainingToPay).toBe(0);
    expect(paying.steps.billing).toBe(true);
    expect(paying.paymentInstruments.find((instrument) => instrument.paymentMethodId === 'CREDIT_CARD')?.amount).toBeCloseTo(total - 25, 2);

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.paymentMethod.map((method) => method.code).sort()).toEqual(['CREDIT_CARD', 'GIFT_CARD']);
    const { charges } = await chargesOf(state.cart.basketId);
    expect(charges).toHaveLength(2);
    expect(charges.reduce((sum, charge) => sum + charge.amount, 0)).toBe(cents(total));
    expect(charges.find((charge) => charge.last4 === '1111')?.amount).toBe(cents(total) - 2500);
    // All 25.00 went to the order: nothing is left on the card.
    await refusalOf(await checkBalance(await checker(), number), 400, 'GFC740');
  });

  it('lets a gift card pay the whole order with no card: one charge, the balance down by the total', async () => {
    const { browser, state } = await readyForPayment();
    const total = state.cart.totals.total;
    const number = await newGiftCard(1_000_000);
    const applied = await stateOf(await applyGiftCard(browser, number));
    expect(applied.paymentInstruments).toEqual([expect.objectContaining({ paymentMethodId: 'GIFT_CARD', amount: total })]);
    expect(applied.cart.totals.remainingToPay).toBe(0);
    expect(applied.steps.billing).toBe(true);

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.paymentMethod.map((method) => method.code)).toEqual(['GIFT_CARD']);
    const { charges } = await chargesOf(state.cart.basketId);
    expect(charges).toEqual([expect.objectContaining({ amount: cents(total) })]);
    expect(cents(await balanceOf(number))).toBe(1_000_000 - cents(total));
  });

  it('gives the remainder back to the card when a gift card is removed', async () => {
    const { browser, state } = await readyForPayment();
    await stateOf(await applyGiftCard(browser, await newGiftCard(1000)));
    const paying = await addCard(browser);
    const giftCard = paying.paymentInstruments.find((instrument) => instrument.paymentMethodId === 'GIFT_CARD')!;
    const removed = await stateOf(await send(browser, 'DELETE', `/payment-instruments/${giftCard.paymentInstrumentId}`));
    expect(removed.paymentInstruments).toEqual([expect.objectContaining({ paymentMethodId: 'CREDIT_CARD', amount: state.cart.totals.total })]);
  });

  it('takes no more than two gift cards per basket (GFC410), and the same card once (GC_ALREADY_APPLIED)', async () => {
    const { browser } = await readyForPayment();
    const [first, second, third] = await Promise.all([newGiftCard(100), newGiftCard(100), newGiftCard(100)]);
    await stateOf(await applyGiftCard(browser, first!));
    const again = await refusalOf(await applyGiftCard(browser, first!.toLowerCase()), 409, 'GC_ALREADY_APPLIED');
    expect(again.code).toBe('GFC755');
    const two = await stateOf(await applyGiftCard(browser, second!));
    expect(two.paymentInstruments.map((instrument) => instrument.amount)).toEqual([1, 1]);
    await refusalOf(await applyGiftCard(browser, third!), 409, 'GFC410');
  });

  it.each([
    ['GC_ZERO_BALANCE', 'RLGC-USD-ZERO-0000', PIN],
    ['GC_NOT_ALLOWED', 'RLGC-USD-PROM-0010', PIN],
    ['GC_INVALID2', 'RLGC-USD-GOOD-0025', '0000'],
  ] as const)('refuses to apply a card with %s', async (errorId, number, pin) => {
    const { browser } = await readyForPayment();
    await refusalOf(await applyGiftCard(browser, number, pin), 400, errorId);
  });

  it('refuses a gift card for a basket that buys a gift card, and does not offer it there', async () => {
    const browser = shopper();
    const added = await browser.fetch('/en-us/fapi/cart/items', {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: JSON.stringify({ productId: 'GC000001000-50', qty: 1, giftOption: { email: 'ann@example.com', to: 'Ann', message: 'Happy trails' } }),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    const state = await stateOf(await send(browser, 'GET', ''));
    expect(state.paymentMethods.map((method) => method.id)).not.toContain('GIFT_CARD');
    const refused = await refusalOf(await applyGiftCard(browser, await newGiftCard(1000)), 400, 'GC_NOT_ALLOWED');
    expect(refused.code).toBe('GFC725');
    expect((await stateOf(await send(browser, 'GET', ''))).paymentInstruments).toEqual([]);
  });

  it('refuses a second gift card when the first already pays everything', async () => {
    const { browser } = await readyForPayment();
    const paid = await stateOf(await applyGiftCard(browser, await newGiftCard(1_000_000)));
    expect(paid.cart.totals.remainingToPay).toBe(0);
    const refused = await refusalOf(await applyGiftCard(browser, await newGiftCard(1000)), 409, 'GC_NOT_ALLOWED');
    expect(refused.code).toBeUndefined();
    expect((await stateOf(await send(browser, 'GET', ''))).paymentInstruments).toHaveLength(1);
  });

  it('refuses at place order a gift card another order spent after it was applied, charging nothing', async () => {
    const number = await newGiftCard(2500);
    const late = await readyForPayment();
    await stateOf(await applyGiftCard(late.browser, number));
    await addCard(late.browser);
    const first = await readyForPayment();
    await stateOf(await applyGiftCard(first.browser, number));
    await addCard(first.browser);
    const placed = await answerOf(await placeOrder(first.browser));
    expect(placed.status).toBe('placed');

    const detail = await refusalOf(await placeOrder(late.browser), 409, 'GC_ZERO_BALANCE');
    expect(detail.code).toBe('GFC740');
    expect((await chargesOf(late.state.cart.basketId)).charges).toEqual([]);
  });

  it('refuses at place order a gift card that expired after it was applied, charging nothing', async () => {
    const number = await newGiftCard(2500);
    const { browser, state } = await readyForPayment();
    await stateOf(await applyGiftCard(browser, number));
    await addCard(browser);
    const expired = await config.MOCKS.fetch('https://mocks.internal/__test/giftcards/expire', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ giftCardNumber: number }) });
    expect(expired.status, await expired.clone().text()).toBe(200);

    await refusalOf(await placeOrder(browser), 400, 'GFC812');
    expect((await chargesOf(state.cart.basketId)).charges).toEqual([]);
  });

  it('spends one balance once when two baskets race for it: one order, the other refused with nothing charged', async () => {
    const number = await newGiftCard(2500);
    const baskets = await Promise.all([readyForPayment(), readyForPayment()]);
    for (const { browser } of baskets) {
      await stateOf(await applyGiftCard(browser, number));
      await addCard(browser);
    }
    const responses = await Promise.all(baskets.map(({ browser }) => placeOrder(browser)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const lost = responses.findIndex((response) => response.status === 409);
    const detail = await refusalOf(responses[lost]!, 409, 'GC_ZERO_BALANCE');
    expect(detail.code).toBe('GFC740');
    expect((await chargesOf(baskets[lost]!.state.cart.basketId)).charges).toEqual([]);
    expect((await chargesOf(baskets[1 - lost]!.state.cart.basketId)).charges).toHaveLength(2);
    await refusalOf(await checkBalance(baskets[lost]!.browser, number), 400, 'GFC740');
  }, 20_000);
});

