import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import type { Env } from '../../worker/env';
import { variantOf } from '../fixtures/variants';
import { shopper } from './helpers';
import { addToCart, freshShopper, send, stateOf, US_ADDRESS } from './checkout-helpers';

// The SMS opt-in accepted with the shipping address: kept on the basket (shown on the summary),
// and for a signed-in shopper stored upstream through the consumer subscription call.

vi.setConfig({ testTimeout: 30_000 });
const config = env as unknown as Env;
const sku = () => variantOf('JK', (units) => units >= 20).sku;

async function smsSubscriptions(email: string) {
  const response = await config.MOCKS.fetch(`https://mocks.internal/consumers-v3/consumer/subscription?email=${encodeURIComponent(email)}&locale=en-us&siteId=RL_US`, { headers: { 'x-auth-access': config.AUTH_ACCESS_KEY ?? '' } });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { subscriptions: Array<{ channel: string; optin: boolean }> }).subscriptions.filter((entry) => entry.channel === 'sms');
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

  it('subscribes a signed-in shopper to SMS upstream', async () => {
    const browser = await freshShopper('sms');
    await addToCart(browser, sku());
    const email = `sms-address-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(await smsSubscriptions(email)).toEqual([]);
    const state = await stateOf(await send(browser, 'POST', '/shipping-address', { address: { ...US_ADDRESS, email }, smsOptIn: { accepted: true } }));
    expect(state.smsOptIn).toBe(true);
    expect(await smsSubscriptions(email)).toMatchObject([{ channel: 'sms', optin: true }]);
  });
});
