import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ConsumerProfileSchema } from '../../shared/account/schemas/consumer';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { SessionSummarySchema } from '../../shared/account/schemas/session';
import type { Env } from '../../worker/env';
import { VISITOR_COOKIE, verifyVisitorSummary } from '../../worker/decisions';
import { errorIdOf, ORIGIN, shopper, type Shopper } from './helpers';
import { registeredShopper } from './registered';

// The account's profile routes: each shopper reads and changes only their own profile, the
// employee terms land upstream and in the visitor summary, and the password flows keep their codes.

const config = env as unknown as Env;
const PASSWORD = 'Basecamp2026';

async function mocksControl(path: string, init: RequestInit = {}): Promise<Response> {
  return config.MOCKS.fetch(`https://mocks.internal/__test/${path}`, { ...init, headers: { 'content-type': 'application/json' } });
}

/** A registered account of this test's own, signed in. */
async function freshShopper(extra: Record<string, unknown> = {}): Promise<{ email: string; browser: Shopper }> {
  const email = `profile-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const created = await mocksControl('accounts', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD, ...extra }) });
  expect(created.status).toBe(200);
  return { email, browser: await registeredShopper(email, PASSWORD) };
}

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body), headers: { origin: ORIGIN } });

async function profileOf(browser: Shopper) {
  const response = await browser.fetch('/fapi/account/profile');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ConsumerProfileSchema.parse(await response.json());
}

describe('GET /fapi/account/profile', () => {
  it('answers the shopper their own profile with the loyalty summary, and never a token', async () => {
    const lena = await registeredShopper('lena.larsen@example.com');
    const profile = await profileOf(lena);
    expect(profile.consumerDetails.email).toBe('lena.larsen@example.com');
    expect(profile.isLoyaltyMember).toBe(true);
    expect(profile.loyaltySummary?.points.balance).toBeGreaterThan(0);
    expect(profile.preferences.interests.split('|')).toContain('hiking');
  });

  it('refuses a visitor without a registered session as every account route does: 401 AUT432, never stored', async () => {
    const guest = shopper();
    for (const path of ['/fapi/account/profile', '/fapi/account/addresses', '/fapi/account/payment-instruments']) {
      const response = await guest.fetch(path);
      expect([path, response.status, await errorIdOf(response)]).toEqual([path, 401, 'AUT432']);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('PUT /fapi/account/profile', () => {
  it('changes basic info, interests and shoe size, and keeps the phone in international form', async () => {
    const { browser } = await freshShopper();
    const response = await browser.fetch('/fapi/account/profile', json('PUT', { consumerDetails: { firstName: 'Marit', lastName: 'Hansen', phone: '(303) 555-0199', postalCode: '80301', birthDate: '1988-02-29' }, preferences: { interests: 'hiking|camping', preferredShoeSize: '42.5' } }));
    expect(response.status).toBe(200);
    const profile = await profileOf(browser);
    expect(profile.consumerDetails).toMatchObject({ firstName: 'Marit', lastName: 'Hansen', phone: '+13035550199', postalCode: '80301', birthDate: '1988-02-29' });
    expect(profile.preferences).toEqual({ interests: 'hiking|camping', preferredShoeSize: '42.5' });
  });

  it('refuses an invalid name, an unknown interest and a malformed body with a 400 in the catalogue shape, changing nothing', async () => {
    const { browser } = await freshShopper();
    for (const body of [{ consumerDetails: { firstName: 'R2D2' } }, { preferences: { interests: 'hiking|knitting' } }, { consumerDetails: { email: 'x@example.com' } }, 'not json']) {
      const response = await browser.fetch('/fapi/account/profile', typeof body === 'string' ? { method: 'PUT', body, headers: { origin: ORIGIN } } : json('PUT', body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      ErrorResponseSchema.parse(await response.json());
    }
    expect((await profileOf(browser)).consumerDetails.firstName).toBe('Test');
  });

  it('refuses a cross-site write', async () => {
    const { browser } = await freshShopper();
    const response = await browser.fetch('/fapi/account/profile', { method: 'PUT', body: JSON.stringify({ consumerDetails: { firstName: 'Eve' } }), headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect((await profileOf(browser)).consumerDetails.firstName).toBe('Test');
  });

  it('serves one shopper\'s profile to no one else over 50 concurrent rounds of reads and writes', async () => {
    const [first, second] = await Promise.all([freshShopper(), freshShopper()]);
    const rounds = Array.from({ length: 50 }, (_, round) =>
      Promise.all(
        [first, second].map(async ({ email, browser }, index) => {
          const name = `${index === 0 ? 'Ada' : 'Bo'}${'x'.repeat(round % 5)}`;
          const written = await browser.fetch('/fapi/account/profile', json('PUT', { consumerDetails: { firstName: name } }));
          expect(written.status).toBe(200);
          const profile = await profileOf(browser);
          expect(profile.consumerDetails.email).toBe(email);
          expect(profile.consumerDetails.firstName?.startsWith(index === 0 ? 'Ada' : 'Bo')).toBe(true);
        }),
      ),
    );
    await Promise.all(rounds);
  }, 30_000);
});

describe('PUT /fapi/account/profile/notification', () => {
  it('sets the email opt-ins the profile then shows (SMS has its own call)', async () => {
    const { browser } = await freshShopper();
    const response = await browser.fetch('/fapi/account/profile/notification', json('PUT', { subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] }));
    expect(response.status).toBe(200);
    const { subscriptions } = await profileOf(browser);
    expect(subscriptions.map(({ channel, optin }) => ({ channel, optin }))).toEqual([{ channel: 'email', optin: true }]);
  });
});

/** Signs in through the storefront's own route, as the sign-in form does. */
async function signInThroughStorefront(browser: Shopper, email: string, password: string): Promise<void> {
  expect((await browser.fetch('/fapi/auth/challenge', { method: 'POST', headers: { origin: ORIGIN } })).status).toBe(204);
  const captcha = (await (await browser.fetch('/captcha/v1/tokens', json('POST', { action: 'login' }))).json()) as { token: string };
  const signedIn = await browser.fetch('/fapi/auth/signin', json('POST', { email, password, captcha: captcha.token }));
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
}

describe('POST /fapi/account/profile/employee-terms', () => {
  it('an employee who has not accepted the terms signs in without the employee role, so no associate banner shows until they do', async () => {
    const email = `profile-${crypto.randomUUID().slice(0, 12)}@example.com`;
    await mocksControl('accounts', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD, consumerType: 'EMPLOYEE', employeeTermsAccepted: false }) });
    const browser = shopper();
    await signInThroughStorefront(browser, email, PASSWORD);
    const before = await verifyVisitorSummary(config.VISITOR_SECRET, browser.cookies.get(VISITOR_COOKIE));
    expect(before).toMatchObject({ loggedIn: true, roles: [] });
    expect((await browser.fetch('/fapi/account/profile/employee-terms', { method: 'POST', headers: { origin: ORIGIN } })).status).toBe(200);
    expect((await verifyVisitorSummary(config.VISITOR_SECRET, browser.cookies.get(VISITOR_COOKIE)))?.roles).toEqual(['employee']);
    // Signing in again, the accepted terms give the role straight away.
    const again = shopper();
    await signInThroughStorefront(again, email, PASSWORD);
    expect((await verifyVisitorSummary(config.VISITOR_SECRET, again.cookies.get(VISITOR_COOKIE)))?.roles).toEqual(['employee']);
  });

  it('stores the acceptance upstream and re-issues the visitor summary with the employee role', async () => {
    const { browser } = await freshShopper({ consumerType: 'EMPLOYEE', employeeTermsAccepted: false });
    expect((await profileOf(browser)).isEmployeeDiscountTCAccepted).toBe(false);
    expect(SessionSummarySchema.parse(await (await browser.fetch('/fapi/session')).json())).toMatchObject({ consumerType: 'EMPLOYEE', employeeTermsAccepted: false });
    const response = await browser.fetch('/fapi/account/profile/employee-terms', { method: 'POST', headers: { origin: ORIGIN } });
    expect(response.status).toBe(200);
    expect((await profileOf(browser)).isEmployeeDiscountTCAccepted).toBe(true);
    const visitor = await verifyVisitorSummary(config.VISITOR_SECRET, browser.cookies.get(VISITOR_COOKIE));
    expect(visitor?.roles).toContain('employee');
    expect(visitor?.loggedIn).toBe(true);
    // The session says so too, so the terms dialog stops opening.
    expect(SessionSummarySchema.parse(await (await browser.fetch('/fapi/session')).json()).employeeTermsAccepted).toBe(true);
  });

  it('refuses a shopper who is not an employee', async () => {
    const { browser } = await freshShopper();
    const response = await browser.fetch('/fapi/account/profile/employee-terms', { method: 'POST', headers: { origin: ORIGIN } });
    expect(response.status).toBe(400);
    expect(await errorIdOf(response)).toBe('PRO418');
    expect(browser.cookies.has(VISITOR_COOKIE)).toBe(false);
  });
});

describe('POST /fapi/account/profile/password', () => {
  const change = (browser: Shopper, currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
    browser.fetch('/fapi/account/profile/password', json('POST', { currentPassword, newPassword, confirmPassword }));

  it('answers AUT450 for a wrong current password, AUT451 for the same one, AUT452 for the one before, FE340 for a confirmation that differs', async () => {
    const { email, browser } = await freshShopper();
    expect(await errorIdOf(await change(browser, 'Wrong2026x', 'Summit2027'))).toBe('AUT450');
    expect(await errorIdOf(await change(browser, PASSWORD, PASSWORD))).toBe('AUT451');
    expect(await errorIdOf(await change(browser, PASSWORD, 'Summit2027', 'Summit2028'))).toBe('FE340');
    expect(await errorIdOf(await change(browser, PASSWORD, 'short'))).toBe('FE872');
    expect((await change(browser, PASSWORD, 'Summit2027')).status).toBe(200);
    expect(await errorIdOf(await change(browser, 'Summit2027', PASSWORD))).toBe('AUT452');
    // The new password signs in; the old one no longer does.
    await registeredShopper(email, 'Summit2027');
    await expect(registeredShopper(email, PASSWORD)).rejects.toThrow(/AUT401/);
  });
});

describe('forgot and reset password', () => {
  const forgot = (browser: Shopper, email: string) => browser.fetch('/fapi/password/forgot', json('POST', { email }));
  const reset = (browser: Shopper, token: string, password: string, confirmPassword = password) => browser.fetch('/fapi/password/reset', json('POST', { token, password, confirmPassword }));

  async function linkFor(email: string): Promise<string> {
    const mail = (await (await mocksControl(`outbox?recipient=${encodeURIComponent(email)}`)).json()) as { link: string };
    return new URL(mail.link, ORIGIN).searchParams.get('token') ?? '';
  }

  it('answers alike for an email with and without an account, and mails a link only to the account', async () => {
    const { email } = await freshShopper();
    const visitor = shopper();
    const known = await forgot(visitor, email);
    const unknown = await forgot(visitor, `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await linkFor(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets the new password once: the link then is refused, and the new password signs in, unlocking a locked account', async () => {
    const { email } = await freshShopper();
    // Six wrong passwords lock the account.
    for (let attempt = 0; attempt < 6; attempt++) await expect(registeredShopper(email, 'Wrong2026x')).rejects.toThrow();
    await expect(registeredShopper(email, PASSWORD)).rejects.toThrow(/AUT441/);
    const visitor = shopper();
    await forgot(visitor, email);
    const token = await linkFor(email);
    expect(await errorIdOf(await reset(visitor, token, 'Ridge2027a', 'Ridge2027b'))).toBe('FE340');
    expect((await reset(visitor, token, 'Ridge2027a')).status).toBe(200);
    expect(await errorIdOf(await reset(visitor, token, 'Ridge2028a'))).toBe('AUT402');
    await registeredShopper(email, 'Ridge2027a');
  });

  it('refuses an expired link with AUT402', async () => {
    const { email } = await freshShopper();
    const visitor = shopper();
    await forgot(visitor, email);
    const token = await linkFor(email);
    expect((await mocksControl('reset-link/age', { method: 'POST', body: JSON.stringify({ token, seconds: 3600 }) })).status).toBe(200);
    const response = await reset(visitor, token, 'Ridge2027a');
    expect(response.status).toBe(400);
    expect(await errorIdOf(response)).toBe('AUT402');
  });

  it('limits requests per email with a 429 in the catalogue shape', async () => {
    const email = `limited-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    // A fresh address each time: only the per-email count can refuse.
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await forgot(shopper(), email)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await forgot(shopper(), email);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ErrorResponseSchema.parse(await refused.json()).errorDetails[0]?.errorId).toBe('API429');
  });

  it('limits requests per client address', async () => {
    const visitor = shopper();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await forgot(visitor, `someone-${attempt}-${crypto.randomUUID().slice(0, 6)}@example.com`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
