import { describe, expect, it } from 'vitest';
import { placeOrderOutcome } from '../../shared/checkout/place-order-outcome';
import { variants } from '../fixtures/variants';
import { answerOf, chargesOf, placeOrderCaptcha, readyToPay, refusalOf, send } from './checkout-helpers';

// The same basket placed from a second tab after the first placed it: the answer names the
// order, so the page says it was placed and links to it, and nothing is ordered or charged again.

const APPROVED = '4111111111111111';

describe('a second tab placing the same basket', { timeout: 60_000 }, () => {
  it('is told the order was already placed, with its number, and nothing is charged twice', async () => {
    const variant = variants(9, (candidate) => candidate.record.id.startsWith('GL') && candidate.units >= 20)[8]!;
    const { browser, state } = await readyToPay(variant.sku, APPROVED);
    const basketId = state.cart.basketId;
    const order = async () => send(browser, 'POST', '/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser), basketId });

    const first = await answerOf(await order());
    if (first.status !== 'placed') throw new Error('expected a placed order');

    // The second tab has its own attempt id: its own click, not a retry of the first.
    const second = await refusalOf(await order(), 409, 'ORDER_ALREADY_PLACED');
    expect(second.orderNumber).toBe(first.order.orderNumber);
    expect(placeOrderOutcome(second.errorId)).toBe('already-placed');
    expect((await chargesOf(basketId)).charges).toHaveLength(1);

    // Its confirmation page is this session's to see.
    const confirmation = await browser.fetch(`/en-us/order-confirmation/${first.order.orderNumber}`);
    expect(confirmation.status).toBe(200);

    // A page naming no basket, or another one, still hears that there is no cart to check out.
    await refusalOf(await send(browser, 'POST', '/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser) }), 409, 'CART_NOT_FOUND');
    await refusalOf(await send(browser, 'POST', '/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser), basketId: 'f'.repeat(32) }), 409, 'CART_NOT_FOUND');
  });
});
