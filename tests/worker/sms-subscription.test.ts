import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { NotificationPreferencesResponseSchema } from '../../shared/account/schemas/consumer';
import type { Env } from '../../worker/env';
import { errorIdOf, ORIGIN, type Shopper } from './helpers';
import { registeredSession, registeredShopper } from './registered';

// The profile's SMS subscription: it goes to the phone (E.164, dated), never to the email; a
// recipient that is no phone number, an email address above all, is refused with a 4xx by the
// worker and by the mocks alike; unticking records the opt-out.

vi.setConfig({ testTimeout: 30_000 });
const config = env as unknown as Env;
const PASSWORD = 'Basecamp2026';

async function freshShopper(): Promise<{ email: string; browser: Shopper }> {
  const email = `sms-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const created = await config.MOCKS.fetch('https://mocks.internal/__test/accounts', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD, phone: null }), headers: { 'content-type': 'application/json' } });
  expect(created.status).toBe(200);
  return { email, browser: await registeredShopper(email, PASSWORD) };
}

const put = (browser: Shopper, path: string, body: unknown) => browser.fetch(path, { method: 'PUT', body: JSON.stringify(body), headers: { origin: ORIGIN, 'content-type': 'application/json' } });
const smsOf = async (response: Response) => NotificationPreferencesResponseSchema.parse(await response.json()).subscriptions.filter((item) => item.channel === 'sms');

describe('PUT /fapi/account/profile/sms', () => {
  it('subscribes the phone in E.164 with its opt-in date, and records the opt-out', async () => {
    const { email, browser } = await freshShopper();
    const subscribed = await put(browser, '/fapi/account/profile/sms', { recipient: '(303) 555-0177', optin: true, optInAccepted: true });
    expect(subscribed.status).toBe(200);
    const [sms] = await smsOf(subscribed);
    expect(sms).toMatchObject({ type: 'Newsletter', channel: 'sms', optin: true, recipient: '+13035550177' });
    expect(sms?.optinDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(sms)).not.toContain(email);

    const optedOut = await smsOf(await put(browser, '/fapi/account/profile/sms', { recipient: '(303) 555-0177', optin: false, optInAccepted: false }));
    expect(optedOut).toMatchObject([{ optin: false, recipient: '+13035550177', optinDate: sms?.optinDate }]);
    expect(optedOut[0]?.optoutDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each([
    ['the email address', (email: string) => email, 'SMS_PHONE_INVALID'],
    ['no phone', () => '', 'API400'],
    ['too few digits', () => '303', 'SMS_PHONE_INVALID'],
  ])('refuses %s as the recipient with a 4xx and stores nothing', async (_case, recipient, errorId) => {
    const { email, browser } = await freshShopper();
    const refused = await put(browser, '/fapi/account/profile/sms', { recipient: recipient(email), optin: true, optInAccepted: true });
    expect(refused.status).toBe(400);
    expect(await errorIdOf(refused)).toBe(errorId);
    const profile = (await (await browser.fetch('/fapi/account/profile')).json()) as { subscriptions: Array<{ channel: string }> };
    expect(profile.subscriptions.filter((item) => item.channel === 'sms')).toEqual([]);
  });

  it('refuses an opt-in whose terms were not accepted', async () => {
    const { browser } = await freshShopper();
    const refused = await put(browser, '/fapi/account/profile/sms', { recipient: '(303) 555-0177', optin: true, optInAccepted: false });
    expect(refused.status).toBe(400);
    expect(await errorIdOf(refused)).toBe('SMS_TERMS_NOT_ACCEPTED');
  });

  it('takes no SMS opt-in through the email opt-ins call', async () => {
    const { browser } = await freshShopper();
    const refused = await put(browser, '/fapi/account/profile/notification', { subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true }] });
    expect(refused.status).toBe(400);
    expect(await errorIdOf(refused)).toBe('SMS_PHONE_INVALID');
  });
});

describe('the mocks’ SMS subscription', () => {
  it('refuses an email address as the recipient even from a caller that skips the worker', async () => {
    const { email } = await freshShopper();
    const session = await registeredSession(email, PASSWORD);
    const answer = await config.MOCKS.fetch('https://mocks.internal/consumers-v3/consumer/subscription?locale=en-us&siteId=RL_US', {
      method: 'PUT',
      body: JSON.stringify({ subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true, recipient: email }] }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    });
    expect(answer.status).toBe(400);
    expect(await errorIdOf(answer)).toBe('SMS_PHONE_INVALID');
  });
});
