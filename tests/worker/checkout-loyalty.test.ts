import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper, type Shopper } from './helpers';
import { registeredShopper } from './registered';
import { providerToken } from './payment-test-helpers';
import { addToCart, answerOf, chargesOf, freshShopper, freshSignedIn, newGiftCard, placeOrder, refusalOf, send, stateOf, US_ADDRESS } from './checkout-helpers';

// Paying part of an order with loyalty points, a reward code or an athlete's credit, the card
// paying the rest: what each applies, whom it refuses, and what the order spends.

vi.setConfig({ testTimeout: 30_000 });
const config = env as unknown as Env;

const JACKET = () => variantOf('JK', (units) => units >= 20).sku;

/** The account's points or athlete spend changed elsewhere, as another order or channel would. */
async function setBalances(email: string, balances: { loyaltyPoints?: number; athleteCurrentSpend?: number }) {
  const response = await config.MOCKS.fetch('https://mocks.internal/__test/accounts/balances', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, ...balances }) });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The basket shipped and billed to a US address. */
async function addressed(browser: Shopper) {
  await addToCart(browser, JACKET());
  await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS }));
  return stateOf(await send(browser, 'POST', '/billing-address', { sameAsShipping: true }));
}

/** The approved test card for what the other instruments leave. */
async function payRestByCard(browser: Shopper) {
  expect((await send(browser, 'POST', '/payment-session', { paymentMethodId: 'CREDIT_CARD' })).status).toBe(200);
  const token = await providerToken('4111111111111111');
  return stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'CREDIT_CARD', token: token.token }));
}

type Charged = { payment_method_id: string; amount: number };

/** A gift card paying all of the basket but `leftCents`. */
async function payAllBut(browser: Shopper, total: number, leftCents: number) {
  const giftCardNumber = await newGiftCard(Math.round(total * 100) - leftCents);
  return stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'GIFT_CARD', giftCardNumber, pin: '1234' }));
}
const minor = (major: number) => Math.round(major * 100);
/** The points a member's order of this basket earns: one per whole dollar its goods were charged. */
const earnedOn = (state: { cart: { totals: { netAmount: number } } }) => Math.floor(state.cart.totals.netAmount);

describe('the payment methods offered', () => {
  it('lists, in this order, what each shopper may pay with: a guest, and a member who is an athlete', async () => {
    const guest = shopper();
    await addToCart(guest, JACKET());
    expect((await stateOf(await send(guest, 'GET', ''))).paymentMethods.map((method) => method.id)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'KLARNA', 'PAYPAL', 'REWARD_CODE']);

    const { browser } = await freshSignedIn('loyalty', { loyaltyPoints: 500, athlete: { annualCredit: 30, currentSpend: 10 } });
    await addToCart(browser, JACKET());
    const offered = (await stateOf(await send(browser, 'GET', ''))).paymentMethods;
    expect(offered.map((method) => method.id)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'KLARNA', 'PAYPAL', 'LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD', 'ATHLETES_PAYMENT']);
    expect(offered.at(-1)).toEqual({ id: 'ATHLETES_PAYMENT', remainingAmount: 20, payableAmount: 20 });
  });
});

describe('loyalty voucher at checkout', () => {
  it('offers the most points the member can afford, the card pays the rest, and the order spends the points', async () => {
    const browser = await registeredShopper('noor.haddad@example.com');
    const start = await addressed(browser);
    expect(start.cart.totals.total).toBeGreaterThan(25);
    expect(start.loyalty?.currentLoyaltyPoints).toBe(3000);
    expect(start.loyalty?.voucher).toMatchObject({ points: 2500, amountInCurrency: 25 });

    const voucher = await stateOf(await send(browser, 'POST', '/loyalty-voucher', { points: 2500 }));
    const applied = voucher.paymentInstruments.find((instrument) => instrument.paymentMethodId === 'LOYALTY_POINTS');
    expect(applied).toMatchObject({ amount: 25, details: { points: '2500' } });
    expect(voucher.cart.totals.remainingToPay).toBeCloseTo(start.cart.totals.total - 25, 2);
    expect(voucher.cart.totals.appliedRewards).toEqual([{ type: 'LOYALTY_POINTS', amount: 25, points: 2500 }]);
    expect(voucher.steps.billing).toBe(false);

    const paying = await payRestByCard(browser);
    expect(paying.cart.totals.remainingToPay).toBe(0);
    expect(paying.paymentInstruments.find((instrument) => instrument.paymentMethodId === 'CREDIT_CARD')?.amount).toBeCloseTo(start.cart.totals.total - 25, 2);
    expect(paying.steps.billing).toBe(true);

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    expect(answer.order.paymentMethod.map((method) => method.code).sort()).toEqual(['CREDIT_CARD', 'LOYALTY_POINTS']);
    const { charges } = (await chargesOf(paying.cart.basketId)) as unknown as { charges: Charged[] };
    expect(charges.map((charge) => [charge.payment_method_id, charge.amount]).sort()).toEqual([
      ['CREDIT_CARD', minor(start.cart.totals.total) - 2500],
      ['LOYALTY_POINTS', 2500],
    ]);
    expect(charges.reduce((sum, charge) => sum + charge.amount, 0)).toBe(minor(start.cart.totals.total));

    // The next basket sees the points the order spent and those it earned (a point per whole dollar
    // of its goods), and a voucher the rest still affords.
    await addToCart(browser, JACKET());
    const after = await stateOf(await send(browser, 'GET', ''));
    expect(after.loyalty?.currentLoyaltyPoints).toBe(500 + earnedOn(start));
    expect(after.loyalty?.voucher?.points).toBe(500);
  });

  it('is removed like any instrument, leaving the whole total to pay', async () => {
    const browser = await freshShopper('loyalty', { loyaltyPoints: 1200 });
    await addressed(browser);
    const voucher = await stateOf(await send(browser, 'POST', '/loyalty-voucher', { points: 1000 }));
    const id = voucher.paymentInstruments[0]!.paymentInstrumentId;
    const removed = await stateOf(await send(browser, 'DELETE', `/payment-instruments/${id}`));
    expect(removed.paymentInstruments).toEqual([]);
    expect(removed.cart.totals.remainingToPay).toBe(removed.cart.totals.total);
  });

  it('refuses a voucher worth more than what is left to pay, applying nothing and spending no points', async () => {
    const browser = await freshShopper('loyalty', { loyaltyPoints: 3000 });
    const start = await addressed(browser);
    // A gift card leaves 10.00 to pay: the 25.00 voucher is not eligible, the 10.00 one is.
    const gift = await payAllBut(browser, start.cart.totals.total, 1000);
    expect(gift.cart.totals.remainingToPay).toBe(10);
    const eligible = Object.fromEntries(gift.loyalty!.applicableLoyaltyVouchers.map((voucher) => [voucher.points, voucher.eligible]));
    expect(eligible).toEqual({ 500: true, 1000: true, 2500: false });
    expect(gift.loyalty?.voucher?.points).toBe(1000);

    await refusalOf(await send(browser, 'POST', '/loyalty-voucher', { points: 2500 }), 403, 'API403');
    const unchanged = await stateOf(await send(browser, 'GET', ''));
    expect(unchanged.paymentInstruments.map((instrument) => instrument.paymentMethodId)).toEqual(['GIFT_CARD']);
    expect(unchanged.cart.totals.remainingToPay).toBe(10);

    // The voucher that fits pays exactly what was left, and the order spends its points only (and earns its own).
    const paid = await stateOf(await send(browser, 'POST', '/loyalty-voucher', { points: 1000 }));
    expect(paid.cart.totals.remainingToPay).toBe(0);
    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    await addToCart(browser, JACKET());
    expect((await stateOf(await send(browser, 'GET', ''))).loyalty?.currentLoyaltyPoints).toBe(2000 + earnedOn(start));
  });

  it('refuses at place order a voucher the basket no longer uses in full, charging nothing and spending no points', async () => {
    const browser = await freshShopper('loyalty', { loyaltyPoints: 3000 });
    const one = await addressed(browser);
    // With a second line the gift card leaves enough for the 10.00 voucher; without it, only 5.00.
    await addToCart(browser, variantOf('BL', (units) => units >= 20).sku);
    const two = await stateOf(await send(browser, 'GET', ''));
    await payAllBut(browser, one.cart.totals.total, 500);
    await stateOf(await send(browser, 'POST', '/loyalty-voucher', { points: 1000 }));
    const added = two.cart.items.find((item) => !one.cart.items.some((first) => first.itemId === item.itemId))!;
    const removed = await browser.fetch(`/fapi/cart/items/${added.itemId}`, { method: 'DELETE', headers: { origin: ORIGIN } });
    expect(removed.status, await removed.clone().text()).toBe(200);
    const shrunk = await stateOf(await send(browser, 'GET', ''));
    expect(shrunk.cart.totals.total).toBe(one.cart.totals.total);
    expect(shrunk.paymentInstruments.find((instrument) => instrument.paymentMethodId === 'LOYALTY_POINTS')?.amount).toBe(5);

    await refusalOf(await placeOrder(browser), 403, 'API403');
    expect((await chargesOf(shrunk.cart.basketId)).charges).toEqual([]);
    expect((await stateOf(await send(browser, 'GET', ''))).loyalty?.currentLoyaltyPoints).toBe(3000);
  });

  it('refuses the order (REW140) when the points were spent elsewhere after the voucher was applied, charging nothing', async () => {
    const { browser, email } = await freshSignedIn('loyalty', { loyaltyPoints: 2500 });
    await addressed(browser);
    await stateOf(await send(browser, 'POST', '/loyalty-voucher', { points: 2500 }));
    const paying = await payRestByCard(browser);
    expect(paying.cart.totals.remainingToPay).toBe(0);

    await setBalances(email, { loyaltyPoints: 1000 });
    await refusalOf(await placeOrder(browser), 409, 'REW140');
    expect((await chargesOf(paying.cart.basketId)).charges).toEqual([]);
    expect((await stateOf(await send(browser, 'GET', ''))).loyalty?.currentLoyaltyPoints).toBe(1000);
  });

  it('refuses a guest (REW401), a shopper who is not a member (REW130), an unconfirmed member (REW135) and too few points (REW140)', async () => {
    const guest = shopper();
    await addToCart(guest, JACKET());
    expect((await stateOf(await send(guest, 'GET', ''))).loyalty).toBeUndefined();
    await refusalOf(await send(guest, 'POST', '/loyalty-voucher', { points: 500 }), 401, 'REW401');

    const plain = await freshShopper('loyalty');
    await addToCart(plain, JACKET());
    await refusalOf(await send(plain, 'POST', '/loyalty-voucher', { points: 500 }), 403, 'REW130');

    const unconfirmed = await registeredShopper('omar.silva@example.com');
    await addToCart(unconfirmed, JACKET());
    await refusalOf(await send(unconfirmed, 'POST', '/loyalty-voucher', { points: 500 }), 403, 'REW135');

    const short = await freshShopper('loyalty', { loyaltyPoints: 600 });
    await addToCart(short, JACKET());
    expect((await stateOf(await send(short, 'GET', ''))).loyalty?.voucher?.points).toBe(500);
    await refusalOf(await send(short, 'POST', '/loyalty-voucher', { points: 1000 }), 409, 'REW140');
    // No amount and no unknown voucher gets through.
    await refusalOf(await send(short, 'POST', '/loyalty-voucher', { points: 500, amount: 5 }), 400, 'API400');
    await refusalOf(await send(short, 'POST', '/loyalty-voucher', { points: 700 }), 400, 'API400');
  });
});

describe('reward code at checkout', () => {
  it('pays its value once: a second basket holding the same code is refused when it orders, and a third cannot apply it', async () => {
    const first = shopper();
    const second = shopper();
    await addressed(first);
    await addressed(second);
    const applied = await stateOf(await send(first, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CODE', rewardCode: 'rwd-10-off' }));
    expect(applied.paymentInstruments[0]).toMatchObject({ paymentMethodId: 'REWARD_CODE', amount: 10, details: { code: 'RWD-10-OFF' } });
    await refusalOf(await send(first, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CODE', rewardCode: 'RWD-10-OFF' }), 409, 'PRM416');
    await stateOf(await send(second, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CODE', rewardCode: 'RWD-10-OFF' }));

    const paying = await payRestByCard(first);
    const answer = await answerOf(await placeOrder(first));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    const { charges } = (await chargesOf(paying.cart.basketId)) as unknown as { charges: Charged[] };
    expect(charges.map((charge) => [charge.payment_method_id, charge.amount]).sort()).toEqual([
      ['CREDIT_CARD', minor(paying.cart.totals.total) - 1000],
      ['REWARD_CODE', 1000],
    ]);

    const secondPaying = await payRestByCard(second);
    await refusalOf(await placeOrder(second), 409, 'PRM150');
    expect((await chargesOf(secondPaying.cart.basketId)).charges).toEqual([]);

    const third = shopper();
    await addressed(third);
    await refusalOf(await send(third, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CODE', rewardCode: 'RWD-10-OFF' }), 409, 'PRM150');
    await refusalOf(await send(third, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CODE', rewardCode: 'NOT-A-CODE' }), 400, 'PRM130');
  });

  it('gives one order when two baskets holding the same code order at once; the other is refused PRM150 and charged nothing', async () => {
    const browsers = [shopper(), shopper()];
    const baskets: string[] = [];
    for (const browser of browsers) {
      await addressed(browser);
      await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'REWARD_CODE', rewardCode: 'RWD-25-OFF' }));
      baskets.push((await payRestByCard(browser)).cart.basketId);
    }
    const answers = await Promise.all(browsers.map((browser) => placeOrder(browser)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await refusalOf(answers.find((answer) => answer.status === 409)!, 409, 'PRM150');
    const charged = await Promise.all(baskets.map(async (basketId) => (await chargesOf(basketId)).charges.length));
    expect(charged.sort()).toEqual([0, 2]);
  });
});

describe('athlete payment at checkout', () => {
  it('is refused to a shopper who is not an athlete', async () => {
    const guest = shopper();
    await addressed(guest);
    await refusalOf(await send(guest, 'POST', '/payment-instruments', { paymentMethodId: 'ATHLETES_PAYMENT' }), 403, 'AUT432');
    const plain = await freshShopper('loyalty');
    await addressed(plain);
    expect((await stateOf(await send(plain, 'GET', ''))).paymentMethods.map((method) => method.id)).not.toContain('ATHLETES_PAYMENT');
    await refusalOf(await send(plain, 'POST', '/payment-instruments', { paymentMethodId: 'ATHLETES_PAYMENT' }), 403, 'AUT432');
  });

  it('pays what the credit covers for an athlete, and the order spends it', async () => {
    const browser = await registeredShopper('kai.moreau@example.com');
    const start = await addressed(browser);
    const total = start.cart.totals.total;
    const offered = start.paymentMethods.find((method) => method.id === 'ATHLETES_PAYMENT');
    expect(offered).toMatchObject({ remainingAmount: 2500, payableAmount: total });
    const paying = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'ATHLETES_PAYMENT' }));
    expect(paying.paymentInstruments).toMatchObject([{ paymentMethodId: 'ATHLETES_PAYMENT', amount: total }]);
    expect(paying.cart.totals.remainingToPay).toBe(0);
    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    const { charges } = (await chargesOf(paying.cart.basketId)) as unknown as { charges: Charged[] };
    expect(charges.map((charge) => [charge.payment_method_id, charge.amount])).toEqual([['ATHLETES_PAYMENT', minor(total)]]);

    await addToCart(browser, JACKET());
    const after = await stateOf(await send(browser, 'GET', ''));
    expect(after.paymentMethods.find((method) => method.id === 'ATHLETES_PAYMENT')?.remainingAmount).toBeCloseTo(2500 - total, 2);
  });

  it('pays what is left of a credit smaller than the total, a card the rest: the charges add up and the credit is spent by exactly its part', async () => {
    const { browser } = await freshSignedIn('loyalty', { athlete: { annualCredit: 30, currentSpend: 10 } });
    const start = await addressed(browser);
    const total = start.cart.totals.total;
    expect(total).toBeGreaterThan(20);
    expect(start.paymentMethods.find((method) => method.id === 'ATHLETES_PAYMENT')).toMatchObject({ remainingAmount: 20, payableAmount: 20 });

    const credit = await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'ATHLETES_PAYMENT' }));
    expect(credit.paymentInstruments).toMatchObject([{ paymentMethodId: 'ATHLETES_PAYMENT', amount: 20 }]);
    expect(credit.cart.totals.remainingToPay).toBeCloseTo(total - 20, 2);
    const paying = await payRestByCard(browser);
    expect(paying.cart.totals.remainingToPay).toBe(0);

    const answer = await answerOf(await placeOrder(browser));
    if (answer.status !== 'placed') throw new Error('expected a placed order');
    const { charges } = (await chargesOf(paying.cart.basketId)) as unknown as { charges: Charged[] };
    expect(charges.map((charge) => [charge.payment_method_id, charge.amount]).sort()).toEqual([
      ['ATHLETES_PAYMENT', 2000],
      ['CREDIT_CARD', minor(total) - 2000],
    ]);
    expect(charges.reduce((sum, charge) => sum + charge.amount, 0)).toBe(minor(total));

    await addToCart(browser, JACKET());
    const after = await stateOf(await send(browser, 'GET', ''));
    expect(after.paymentMethods.find((method) => method.id === 'ATHLETES_PAYMENT')).toMatchObject({ remainingAmount: 0, payableAmount: 0 });
  });

  it('refuses the order (PYT400) when the credit ran out after the athlete payment was applied, charging nothing', async () => {
    const { browser, email } = await freshSignedIn('loyalty', { athlete: { annualCredit: 30, currentSpend: 10 } });
    await addressed(browser);
    await stateOf(await send(browser, 'POST', '/payment-instruments', { paymentMethodId: 'ATHLETES_PAYMENT' }));
    const paying = await payRestByCard(browser);
    expect(paying.cart.totals.remainingToPay).toBe(0);

    await setBalances(email, { athleteCurrentSpend: 30 });
    await refusalOf(await placeOrder(browser), 402, 'PYT400');
    expect((await chargesOf(paying.cart.basketId)).charges).toEqual([]);
  });
});
