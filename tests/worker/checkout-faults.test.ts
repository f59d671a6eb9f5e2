import { describe, expect, it } from 'vitest';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, shopper } from './helpers';
import { answerOf, chargesOf, placeOrder, readyToPay, refusalOf } from './checkout-helpers';

const APPROVED = '4111111111111111';

/** The shopper's basket meets `code` at its next place order (development test control). */
async function arrangeFault(browser: Awaited<ReturnType<typeof readyToPay>>['browser'], code: string): Promise<void> {
  const response = await browser.fetch('/fapi/test/cart/fault', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ code }) });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('place order when the tax engine or the totals check fails', () => {
  const sku = variantOf('JK', (units) => units >= 20).sku;

  // What the page does with each is proved in the browser (tests/e2e/checkout-faults.spec.ts).
  it.each([
    ['TAX309', 502],
    ['TAX310', 409],
    ['ORD415', 409],
  ] as const)('answers %s with its code, charges nothing, keeps the basket, and the next try places the order', async (code, status) => {
    const { browser, state } = await readyToPay(sku, APPROVED);
    await arrangeFault(browser, code);
    const attemptId = crypto.randomUUID();
    await refusalOf(await placeOrder(browser, attemptId), status, code);
    expect((await chargesOf(state.cart.basketId)).charges).toEqual([]);
    // The failure was the backend's, not the shopper's: the same basket goes through on the next try.
    const placed = await answerOf(await placeOrder(browser, crypto.randomUUID()));
    expect(placed.status).toBe('placed');
    const { charges } = await chargesOf(state.cart.basketId);
    expect(charges).toHaveLength(1);
  });

  it('arranges a failure only on the shopper’s own basket: with none, the control answers 404', async () => {
    const response = await shopper().fetch('/fapi/test/cart/fault', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ code: 'TAX309' }) });
    expect(response.status).toBe(404);
  });
});
