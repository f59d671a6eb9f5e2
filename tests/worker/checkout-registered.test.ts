import { describe, expect, it, vi } from 'vitest';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, type Shopper } from './helpers';
import { registeredShopper } from './registered';
import { providerToken, saveCard } from './payment-test-helpers';
import { CaptchaTokenSchema } from '../../shared/account/schemas/auth';
import { addToCart, answerOf, chargesOf, freshAccount, freshShopper, placeOrder, readyToPay, send, stateOf, US_ADDRESS } from './checkout-helpers';

// A signed-in shopper checks out with a card saved to their account, and the order joins their
// order history.

vi.setConfig({ testTimeout: 20_000 });

async function orderNumbersOf(browser: Shopper): Promise<string[]> {
  const history = await browser.fetch('/fapi/account/orders');
  expect(history.status).toBe(200);
  return ((await history.json()) as { orders: Array<{ orderNumber: string }> }).orders.map((order) => order.orderNumber);
}

describe('signed-in checkout', () => {
  it('pays with a saved card, and the order is in the shopper’s history', async () => {
    const browser = await freshShopper('checkout');
    expect((await saveCard(browser, '4111111111111111', { holderName: 'Test Shopper' })).status).toBe(200);
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    const start = await stateOf(await send(browser, 'GET', ''));
    expect(start.savedCards.map((card) => card.card.last4)).toEqual(['1111']);
    await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
    await stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
    const paying = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', paymentInstrumentId: start.savedCards[0]!.paymentInstrumentId }));
    expect(paying.steps.billing).toBe(true);
    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.isGuest).toBe(false);
    expect((await chargesOf(paying.cart.basketId)).charges).toHaveLength(1);
    const history = await browser.fetch('/fapi/account/orders', { headers: { origin: ORIGIN } });
    expect(history.status).toBe(200);
    const orders = ((await history.json()) as { orders: Array<{ orderNumber: string; total: number }> }).orders;
    expect(orders[0]).toMatchObject({ orderNumber: answer.order.orderNumber, total: paying.cart.totals.total });
  });

  it('keeps a card typed at checkout in the account when asked to', async () => {
    const browser = await freshShopper('checkout');
    await addToCart(browser, variantOf('JK', (units) => units >= 20).sku);
    await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
    await stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
    const token = await providerToken('5555555555554444');
    const state = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token, saveCard: true }));
    expect(state.paymentInstruments[0]?.card?.last4).toBe('4444');
    expect(state.savedCards.map((card) => [card.card.last4, card.card.holderName])).toEqual([['4444', 'Ada Lovelace']]);
  });

  it('gives a guest’s order to the account they sign in to next, with the order’s token, and to no other', async () => {
    const { browser } = await readyToPay(variantOf('JK', (units) => units >= 20).sku, '4111111111111111');
    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.isGuest).toBe(true);

    // The shopper creates an account from the confirmation and is signed in from the same browser.
    const email = await freshAccount('checkout');
    expect((await browser.fetch('/fapi/auth/challenge', { method: 'POST' })).status).toBe(204);
    const captcha = CaptchaTokenSchema.parse(await (await browser.fetch('/captcha/v1/tokens', { method: 'POST', body: JSON.stringify({ action: 'login' }) })).json()).token;
    const signedIn = await browser.fetch('/fapi/auth/signin', { method: 'POST', body: JSON.stringify({ email, password: SEEDED_PASSWORD, captcha }) });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    expect(await orderNumbersOf(browser)).toEqual([answer.order.orderNumber]);
    // Another account never sees it.
    expect(await orderNumbersOf(await registeredShopper(await freshAccount('checkout')))).toEqual([]);
  });
});
