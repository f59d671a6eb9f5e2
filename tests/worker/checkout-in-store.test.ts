import { describe, expect, it } from 'vitest';
import { variantOf } from '../fixtures/variants';
import { answerOf, chargesOf, placeOrderCaptcha, readyToPay, refusalOf, send } from './checkout-helpers';

const APPROVED = '4111111111111111';

describe('an order sold in a store', () => {
  const sku = variantOf('JK', (units) => units >= 20).sku;

  it('keeps the store and the employee who served the shopper, and shows them on the confirmation', async () => {
    const { browser } = await readyToPay(sku, APPROVED);
    const inStoreSalesInfo = { storeId: 'NO-OSL-01', storeEmployeeId: 'NO-OSL-01-E2' };
    const answer = await answerOf(await send(browser, 'POST', '/order', { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser), inStoreSalesInfo }));
    expect(answer.status).toBe('placed');
    if (answer.status !== 'placed') return;
    expect(answer.order.inStoreSalesInfo).toEqual(inStoreSalesInfo);
    const page = await browser.fetch(`/en-us/order-confirmation/${answer.order.orderNumber}`);
    expect(await page.text()).toContain('Sold in store NO-OSL-01 by NO-OSL-01-E2');
  });

  it('refuses an employee the store does not have, and charges nothing', async () => {
    const { browser, state } = await readyToPay(sku, APPROVED);
    const body = { attemptId: crypto.randomUUID(), legalAccepted: true, captcha: await placeOrderCaptcha(browser), inStoreSalesInfo: { storeId: 'NO-OSL-01', storeEmployeeId: 'US-SEA-01-E1' } };
    await refusalOf(await send(browser, 'POST', '/order', body), 400, 'STR404');
    expect((await chargesOf(state.cart.basketId)).charges).toEqual([]);
    // A malformed one never leaves the worker.
    await refusalOf(await send(browser, 'POST', '/order', { ...body, inStoreSalesInfo: { storeId: 'oslo', storeEmployeeId: 'E2' } }), 400, 'API400');
  });

  it('keeps the store staff list from the browser: the proxy does not forward it', async () => {
    const { browser } = await readyToPay(sku, APPROVED);
    const response = await browser.fetch('/api/consumers-v3/utilities/stores/NO-OSL-01/employees');
    expect(response.status).toBe(404);
  });
});
