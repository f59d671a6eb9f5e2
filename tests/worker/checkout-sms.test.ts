import { describe, expect, it, vi } from 'vitest';
import { variantOf } from '../fixtures/variants';
import { shopper, type Shopper } from './helpers';
import { addToCart, freshShopper, send, stateOf, US_ADDRESS } from './checkout-helpers';

// The SMS opt-in accepted with the shipping address: kept on the basket (shown on the summary),
// and for a signed-in shopper stored upstream through the SMS subscription: to the shipping
// address's phone in E.164, never to an email address.

vi.setConfig({ testTimeout: 30_000 });
const sku = () => variantOf('JK', (units) => units >= 20).sku;

async function smsSubscriptions(browser: Shopper) {
  const response = await browser.fetch('/fapi/account/profile');
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { subscriptions: Array<{ channel: string; optin: boolean; recipient?: string }> }).subscriptions.filter((entry) => entry.channel === 'sms');
}

describe('SMS opt-in at checkout', () => {
  it('keeps a guest’s accepted opt-in on the basket', async () => {
    const browser = shopper();
    await addToCart(browser, sku());
    expect((await stateOf(await send(browser, 'GET', ''))).smsOptIn).toBeNull();
    const state = await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS, smsOptIn: { accepted: true } }));
    expect(state.smsOptIn).toBe(true);
    expect((await stateOf(await send(browser, 'GET', ''))).smsOptIn).toBe(true);
  });

  it('subscribes a signed-in shopper’s shipping phone to SMS upstream, not their email', async () => {
    const browser = await freshShopper('sms');
    await addToCart(browser, sku());
    expect(await smsSubscriptions(browser)).toEqual([]);
    const state = await stateOf(await send(browser, 'POST', '/shipping-address', { address: US_ADDRESS, smsOptIn: { accepted: true } }));
    expect(state.smsOptIn).toBe(true);
    const subscriptions = await smsSubscriptions(browser);
    expect(subscriptions).toMatchObject([{ channel: 'sms', optin: true, recipient: '+13035550142' }]);
    expect(JSON.stringify(subscriptions)).not.toContain('@');
  });
});
