import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { PaymentMethodsAnswerSchema } from '../../shared/payments/schemas/payment-instruments';
import { variantOf } from '../fixtures/variants';
import type { Shopper } from './helpers';
import { providerToken } from './payment-test-helpers';
import { addToCart, answerOf, chargesOf, freshSignedIn, placeOrder, refusalOf, send, stateOf, US_ADDRESS } from './checkout-helpers';

// A reward card from saving it in the account to paying with it: the same card the wallet takes
// is the one checkout spends, alone for the whole order or beside a card for part of it, and only
// in the currency it was issued in.

vi.setConfig({ testTimeout: 30_000 });
const config = env as unknown as Env;
const cents = (amount: number) => Math.round(amount * 100);

/** A reward card of the test's own, so no other test or earlier run spends it. */
async function newRewardCard(balance: number, currency = 'USD'): Promise<{ number: string; pin: string }> {
  const response = await config.MOCKS.fetch('https://mocks.internal/__test/reward-cards', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currency, balance }) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { number: string; pin: string };
}

const saveToWallet = (browser: Shopper, card: { number: string; pin: string }) =>
  browser.fetch(`/fapi/account/payment-instruments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'REWARD_CARD', ...card }) });

/** A signed-in shopper of the test's own with a jacket shipped and billed to a US address, and the card saved in their wallet. */
async function readyWithCard(balance: number, currency = 'USD') {
  const { browser } = await freshSignedIn('reward');
  const card = await newRewardCard(balance, currency);
  const saved = await saveToWallet(browser, card);
  expect(saved.status, await saved.clone().text()).toBe(200);
  const methods = PaymentMethodsAnswerSchema.parse(await saved.json()).paymentInstruments;
  const instrument = methods.find((method) => method.payment_method_id === 'REWARD_CARD')!;
  await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
  await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
  const state = await stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
  return { browser, state, paymentInstrumentId: instrument.paymentInstrumentId, card };
}

const useCard = (browser: Shopper, paymentInstrumentId: string) => send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CARD', paymentInstrumentId });

describe('reward card', () => {
  it('saves a seeded card that checkout also knows, and refuses a wrong PIN with the catalogue code', async () => {
    const { browser } = await freshSignedIn('reward');
    expect((await saveToWallet(browser, { number: 'RC4000000015', pin: '1234' })).status).toBe(200);
    await refusalOf(await saveToWallet(browser, { number: 'RC0000100004', pin: '0000' }), 400, 'GFC800');
    await refusalOf(await saveToWallet(browser, { number: 'RC9999999999', pin: '1234' }), 400, 'GFC800');
  });

  it('pays the whole order alone: one charge, nothing left to pay, the order lists the card', async () => {
    const { browser, state, paymentInstrumentId } = await readyWithCard(1_000_000);
    const total = state.cart.totals.total;
    const applied = await stateOf(await useCard(browser, paymentInstrumentId));
    expect(applied.paymentInstruments).toEqual([expect.objectContaining({ paymentMethodId: 'REWARD_CARD', amount: total })]);
    expect(applied.cart.totals.remainingToPay).toBe(0);
    await refusalOf(await useCard(browser, paymentInstrumentId), 409, 'GFC755');

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.paymentMethod.map((method) => method.code)).toEqual(['REWARD_CARD']);
    const { charges } = await chargesOf(state.cart.basketId);
    expect(charges).toEqual([expect.objectContaining({ amount: cents(total) })]);
  });

  it('pays part beside a card, which pays the rest; a second order finds the balance spent', async () => {
    const { browser, state, paymentInstrumentId } = await readyWithCard(2000);
    const total = state.cart.totals.total;
    const applied = await stateOf(await useCard(browser, paymentInstrumentId));
    expect(applied.cart.totals.remainingToPay).toBe((cents(total) - 2000) / 100);
    expect((await send(browser, 'POST', '/payment-session', { paymentMethodId: 'CREDIT_CARD' })).status).toBe(200);
    const token = await providerToken('4111111111111111');
    const paying = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
    expect(paying.cart.totals.remainingToPay).toBe(0);

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    const { charges } = await chargesOf(state.cart.basketId);
    expect(charges.map((charge) => charge.amount).sort((a, b) => a - b)).toEqual([2000, cents(total) - 2000].sort((a, b) => a - b));

    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
    await stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
    await refusalOf(await useCard(browser, paymentInstrumentId), 400, 'GFC740');
  });

  it('is refused in a currency it was not issued in, and to a shopper whose wallet does not hold it', async () => {
    const { browser, paymentInstrumentId } = await readyWithCard(5000, 'CAD');
    await refusalOf(await useCard(browser, paymentInstrumentId), 400, 'GFC760');
    const other = await readyWithCard(5000);
    await refusalOf(await useCard(other.browser, paymentInstrumentId), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
  });
});
