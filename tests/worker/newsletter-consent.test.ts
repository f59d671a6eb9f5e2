import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { NewsletterSignUpResultSchema, SubscriptionListSchema } from '../../shared/account/schemas/subscriptions';
import { SubscriptionResponseSchema } from '../../shared/validation/subscription';
import { fapi } from '../../shared/fapi';
import type { Env } from '../../worker/env';
import { errorIdOf, ORIGIN, shopper } from './helpers';
import { registeredShopper } from './registered';

// Newsletter consent: where the market asks for proof (de-de, nb-no) a sign-up waits for the link
// mailed to the outbox, which confirms it once; elsewhere it counts at once; an address already
// on the list is told so kindly; a used or expired link is a catalogued 400.

const config = env as unknown as Env;

function mocksControl(path: string, init: RequestInit = {}): Promise<Response> {
  return config.MOCKS.fetch(`https://mocks.internal/__test/${path}`, { ...init, headers: { 'content-type': 'application/json' } });
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { origin: ORIGIN } });
const freshEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 12)}@example.com`;

async function signUp(locale: string, email: string) {
  const response = await shopper().fetch(`/${locale}${fapi.newsletter.subscribe.path}`, post({ email }));
  expect(response.status, await response.clone().text()).toBe(200);
  return NewsletterSignUpResultSchema.parse(await response.json()).outcome;
}

async function subscriptionsOf(email: string) {
  const response = await config.MOCKS.fetch(`https://mocks.internal/consumers-v3/consumer/subscription?email=${encodeURIComponent(email)}&locale=en-us&siteId=RL_US`, { headers: { 'x-auth-access': config.AUTH_ACCESS_KEY ?? '' } });
  return SubscriptionResponseSchema.parse(await response.json()).subscriptions.filter((item) => item.type === 'Newsletter' && item.channel === 'email');
}

async function outbox(email: string) {
  const response = await mocksControl(`outbox?recipient=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { kind: string; link: string; language: string; subject: string; body: string; sentAt: number };
}

const confirm = (token: string) => shopper().fetch(fapi.newsletter.confirm.path, post({ token }));

describe('POST /fapi/newsletter', () => {
  it.each([
    ['en-us', 'not-an-email', 'Email is not valid'],
    ['de-de', 'hiker@localhost', 'Die E-Mail-Adresse ist ungültig'],
  ])('refuses the %s address %j with AUT453 in the page’s language, and subscribes nothing', async (locale, email, message) => {
    const response = await shopper().fetch(`/${locale}${fapi.newsletter.subscribe.path}`, post({ email }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorDetails: unknown[] }).errorDetails[0]).toMatchObject({ errorId: 'AUT453', message: expect.stringContaining(message) });
  });

  it('keeps a de-de sign-up pending until the mailed link is followed, then confirms it once', async () => {
    const email = freshEmail('doi');
    expect(await signUp('de-de', email)).toBe('pending');
    expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ optin: false, doubleOptin: true, recipient: email })]);
    const mail = await outbox(email);
    expect(mail).toMatchObject({ kind: 'newsletter-confirm', language: 'de' });
    expect(mail.subject).toContain('Newsletter-Abonnement');
    expect(mail.link).toMatch(/^\/de-de\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(mail.link, ORIGIN).searchParams.get('token')!;

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    const [subscription] = SubscriptionResponseSchema.parse(await confirmed.json()).subscriptions.filter((item) => item.type === 'Newsletter');
    expect(subscription).toMatchObject({ optin: true, doubleOptin: true });
    expect(Date.parse(subscription!.optinDate!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await signUp('de-de', email)).toBe('already-subscribed');

    const again = await confirm(token);
    expect([again.status, await errorIdOf(again)]).toEqual([400, 'SUBSCRIPTION_LINK_EXPIRED']);
    // The first test of the file meets the mocks' seeding.
  }, 30_000);

  it('mails a pending address again only after a while, and nb-no asks for confirmation too', async () => {
    const email = freshEmail('doi-nb');
    expect(await signUp('nb-no', email)).toBe('pending');
    const first = await outbox(email);
    expect(first.language).toBe('nb');
    expect(await signUp('nb-no', email)).toBe('pending');
    expect((await outbox(email)).link).toBe(first.link);
  });

  it('subscribes an en-us address at once, with no mail, and answers a second sign-up kindly', async () => {
    const email = freshEmail('soi');
    expect(await signUp('en-us', email)).toBe('subscribed');
    expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ optin: true, doubleOptin: false })]);
    expect((await mocksControl(`outbox?recipient=${encodeURIComponent(email)}`)).status).toBe(404);
    expect(await signUp('en-us', email)).toBe('already-subscribed');
  });

  it('refuses an expired link, and one that is not a token, with the same catalogued 400', async () => {
    const email = freshEmail('doi-old');
    expect(await signUp('de-de', email)).toBe('pending');
    const token = new URL((await outbox(email)).link, ORIGIN).searchParams.get('token')!;
    expect((await mocksControl('newsletter-link/age', { method: 'POST', body: JSON.stringify({ token, seconds: 49 * 3600 }) })).status).toBe(200);
    for (const attempt of [token, 'not-a-token']) {
      const response = await confirm(attempt);
      expect([response.status, await errorIdOf(response)]).toEqual([400, 'SUBSCRIPTION_LINK_EXPIRED']);
    }
    expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ optin: false })]);
  });
});

describe('/fapi/account/subscriptions', () => {
  it('lists the account’s subscriptions, records an opt-out, and in de-de sends a resubscription back to pending', async () => {
    const email = freshEmail('account-subs');
    expect((await mocksControl('accounts', { method: 'POST', body: JSON.stringify({ email, password: 'Basecamp2026' }) })).status).toBe(200);
    expect(await signUp('en-us', email)).toBe('subscribed');
    const browser = await registeredShopper(email, 'Basecamp2026');
    const listed = SubscriptionListSchema.parse(await (await browser.fetch(fapi.subscriptions.list.path)).json());
    expect(listed.subscriptions).toEqual([expect.objectContaining({ type: 'Newsletter', channel: 'email', optin: true })]);

    const change = (locale: string, optin: boolean) => browser.fetch(`/${locale}${fapi.subscriptions.change.path}`, { method: 'PUT', headers: { origin: ORIGIN }, body: JSON.stringify({ type: 'Newsletter', channel: 'email', optin }) });
    const off = SubscriptionListSchema.parse(await (await change('de-de', false)).json()).subscriptions[0]!;
    expect(off).toMatchObject({ optin: false });
    expect(off.optoutDate).toBeTruthy();
    const back = SubscriptionListSchema.parse(await (await change('de-de', true)).json()).subscriptions[0]!;
    expect(back).toMatchObject({ optin: false, doubleOptin: true });
    expect(back.optoutDate).toBeUndefined();
    expect((await outbox(email)).link).toMatch(/^\/de-de\/newsletter\/confirm\?token=/);
  });

  it('refuses a visitor without a registered session', async () => {
    const response = await shopper().fetch(fapi.subscriptions.list.path);
    expect([response.status, await errorIdOf(response)]).toEqual([401, 'AUT432']);
  });
});
