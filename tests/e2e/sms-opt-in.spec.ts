import type { Page } from '@playwright/test';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// The SMS opt-in in the profile, as the shop's one SMS box runs it everywhere: a shopper without a
// phone cannot tick it; a valid phone opens it, the first tick shows the terms and "I accept",
// accepting ticks it, and saving subscribes the phone (never the email); a phone made invalid
// unticks it again. Each test makes an account of its own without a phone.

const PASSWORD = 'Basecamp2026';

interface SmsSubscription {
  channel: string;
  optin: boolean;
  recipient: string;
  optinDate?: string;
  optoutDate?: string;
}

async function subscriptions(page: Page): Promise<SmsSubscription[]> {
  const answer = await page.request.get('/fapi/account/profile');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { subscriptions: SmsSubscription[] }).subscriptions;
}

const MARKETS = [
  {
    locale: 'en-us',
    words: { basic: 'Basic info', phone: 'Mobile phone', notifications: 'Notifications', sms: 'Offers by SMS', needsPhone: 'Add a valid mobile number first', terms: /recurring marketing text messages/, accept: 'I accept', save: 'Save notification preferences', saved: 'Your profile has been updated.' },
    phone: '(303) 555-0142',
    e164: '+13035550142',
    shown: '(303) 555 - 0142',
  },
  {
    locale: 'de-de',
    words: { basic: 'Basisdaten', phone: 'Mobilnummer', notifications: 'Benachrichtigungen', sms: 'Angebote per SMS', needsPhone: 'Geben Sie zuerst eine gültige Mobilnummer ein', terms: /Werbe-SMS an diese Nummer/, accept: 'Ich stimme zu', save: 'Benachrichtigungen speichern', saved: 'Ihr Profil wurde aktualisiert.' },
    phone: '0151 23456789',
    e164: '+4915123456789',
    shown: '1512 - 3456789',
  },
] as const;

for (const market of MARKETS) {
  test(`${market.locale}: the profile's SMS box needs a valid phone, asks for the terms, subscribes the phone and resets with it`, async ({ page }) => {
    // A long walk with three accessibility checks.
    test.slow();
    const { words } = market;
    const email = await newAccount(page.request, PASSWORD, { phone: null });
    await signIn(page, email, PASSWORD);
    await visit(page, `/${market.locale}/account/profile`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const basic = page.locator('form', { has: page.getByRole('heading', { name: words.basic }) });
    const notifications = page.locator('form', { has: page.getByRole('heading', { name: words.notifications }) });
    const sms = notifications.getByLabel(words.sms);
    const phone = basic.getByLabel(words.phone);

    // No phone: the box cannot be ticked, and says what to do first.
    await expect(sms).toBeDisabled();
    await expect(sms).toHaveAccessibleDescription(new RegExp(words.needsPhone));
    expect(await blockingViolations(page)).toEqual([]);

    // A valid phone opens it; the first tick shows the terms and "I accept" instead of ticking.
    await phone.fill(market.phone);
    await expect(sms).toBeEnabled();
    await sms.click();
    await expect(sms).not.toBeChecked();
    await expect(notifications.getByText(words.terms)).toBeVisible();
    const accept = notifications.getByRole('button', { name: words.accept });
    await expect(accept).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
    await accept.click();
    await expect(sms).toBeChecked();
    await expect(sms).toBeFocused();
    await expect(notifications.getByRole('status').first()).toContainText(market.shown);

    // Saving subscribes the phone in E.164, dated; the email is never the recipient.
    await notifications.getByRole('button', { name: words.save }).click();
    await expect(notifications.locator('.form-status, [role="status"]').filter({ hasText: words.saved })).toBeVisible();
    const saved = (await subscriptions(page)).filter((item) => item.channel === 'sms');
    expect(saved).toMatchObject([{ optin: true, recipient: market.e164 }]);
    expect(saved[0]?.optinDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(saved.some((item) => item.recipient.includes('@'))).toBe(false);

    // The next visit shows the box ticked; unticking and saving records the opt-out.
    await visit(page, `/${market.locale}/account/profile`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(sms).toBeChecked();
    await sms.uncheck();
    await notifications.getByRole('button', { name: words.save }).click();
    await expect(notifications.locator('[role="status"]').filter({ hasText: words.saved })).toBeVisible();
    const optedOut = (await subscriptions(page)).filter((item) => item.channel === 'sms');
    expect(optedOut).toMatchObject([{ optin: false, recipient: market.e164 }]);
    expect(optedOut[0]?.optoutDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Ticked again (the terms accepted for this number), then the phone made invalid: the box
    // unticks, closes, and the acceptance goes with it.
    await sms.check();
    await phone.fill('0151');
    await expect(sms).not.toBeChecked();
    await expect(sms).toBeDisabled();
    await phone.fill(market.phone);
    await sms.click();
    await expect(notifications.getByRole('button', { name: words.accept })).toBeVisible();
    await expect(sms).not.toBeChecked();
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('the SMS subscription refuses an email address or no phone as its recipient', async ({ page, problems }) => {
  const email = await newAccount(page.request, PASSWORD, { phone: null });
  await signIn(page, email, PASSWORD);
  await visit(page, '/en-us/account/profile');
  for (const recipient of [email, '303']) {
    const answer = await page.evaluate(async (body) => {
      const response = await fetch('/fapi/account/profile/sms', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as { errorDetails: Array<{ errorId: string }> } };
    }, { recipient, optin: true, optInAccepted: true });
    expect(answer.status).toBe(400);
    expect(answer.body.errorDetails[0]?.errorId).toBe('SMS_PHONE_INVALID');
  }
  problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes('status of 400')));
  expect((await subscriptions(page)).filter((item) => item.channel === 'sms')).toEqual([]);
});
