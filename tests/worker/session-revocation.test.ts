import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { SessionSummarySchema } from '../../shared/account/schemas/session';
import type { Env } from '../../worker/env';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SEEN_RESEAL_MS } from '../../worker/session/lifetime';
import { openSession, sealSession, SESSION_COOKIE, type ShopperSession } from '../../worker/session/session';
import { freshAccount } from './checkout-helpers';
import { errorIdOf, ORIGIN, shopper, type Shopper } from './helpers';
import { registeredSession } from './registered';

// A registered session ends on the server: a cookie copied before sign-out (or before "sign out
// everywhere", or before a password change on another device) opens nothing afterwards, and a
// session idle too long, or too old, reads as no session whatever its refresh token says.

const config = env as unknown as Env;

async function summaryOf(browser: Shopper) {
  const response = await browser.fetch('/fapi/session');
  expect(response.status).toBe(200);
  return SessionSummarySchema.parse(await response.json());
}

/** A browser holding `session`, sealed as the worker seals it. */
async function holding(session: ShopperSession): Promise<Shopper> {
  return shopper({ [SESSION_COOKIE]: await sealSession(config.SESSION_SECRET, session) });
}

const post = (browser: Shopper, path: string, body?: unknown) =>
  browser.fetch(path, { method: 'POST', headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe('sign-out', () => {
  it('revokes the session on the server: the cookie replayed afterwards reads as no registered session', async () => {
    const session = await registeredSession(await freshAccount('revoke'));
    const browser = await holding(session);
    const copied = new Map(browser.cookies);
    expect((await summaryOf(browser)).type).toBe('Registered');

    const signedOut = await post(browser, '/fapi/auth/signout');
    expect(signedOut.status).toBe(200);
    expect(SessionSummarySchema.parse(await signedOut.json()).type).not.toBe('Registered');

    const replay = shopper(Object.fromEntries(copied));
    const replayed = await summaryOf(replay);
    expect(replayed.type).not.toBe('Registered');
    expect(replayed.firstName).toBeNull();
    // Account calls are refused too, with the same answer a guest gets.
    const profile = await replay.fetch('/fapi/account/profile');
    expect(profile.status).toBe(401);
    expect(await errorIdOf(profile)).toBe('AUT432');
  });

  it('leaves the account\'s other sessions standing', async () => {
    const email = await freshAccount('revoke-one');
    const phone = await holding(await registeredSession(email));
    const laptop = await holding(await registeredSession(email));
    expect((await post(phone, '/fapi/auth/signout')).status).toBe(200);
    expect((await summaryOf(laptop)).type).toBe('Registered');
  });
});

describe('idle and absolute timeouts', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it(`ends a session unused for longer than ${IDLE_TIMEOUT_MS / DAY} days`, async () => {
    const session = await registeredSession(await freshAccount('idle'));
    const now = Date.now();
    const idle = await holding({ ...session, seenAt: now - IDLE_TIMEOUT_MS - 60_000 });
    expect((await summaryOf(idle)).type).toBeNull();
    // The lapsed cookie is deleted.
    expect(idle.cookies.has(SESSION_COOKIE)).toBe(false);
    const recent = await holding({ ...session, seenAt: now - IDLE_TIMEOUT_MS + 60 * 60_000 });
    expect((await summaryOf(recent)).type).toBe('Registered');
  });

  it(`ends a session ${ABSOLUTE_TIMEOUT_MS / DAY} days after its sign-in, however active`, async () => {
    const session = await registeredSession(await freshAccount('absolute'));
    const now = Date.now();
    const old = await holding({ ...session, signedInAt: now - ABSOLUTE_TIMEOUT_MS - 60_000, seenAt: now - 1000, refreshExpiresAt: now + DAY });
    expect((await summaryOf(old)).type).toBeNull();
  });

  it('moves the idle timeout on with use, sealing the cookie again at most once an hour', async () => {
    const session = await registeredSession(await freshAccount('seen'));
    const now = Date.now();
    const fresh = await holding({ ...session, seenAt: now - 60_000 });
    await summaryOf(fresh);
    expect(fresh.setCookies.filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toHaveLength(0);

    const stale = await holding({ ...session, seenAt: now - SEEN_RESEAL_MS - 60_000 });
    await summaryOf(stale);
    const resealed = await openSession(config.SESSION_SECRET, stale.cookies.get(SESSION_COOKIE));
    expect(resealed?.seenAt).toBeGreaterThanOrEqual(now);
    expect(resealed?.sid).toBe(session.sid);
    expect(resealed?.signedInAt).toBe(session.signedInAt);
  });

  it('refuses a registered cookie sealed before sessions had an id', async () => {
    const session = await registeredSession(await freshAccount('legacy'));
    expect((await summaryOf(await holding({ ...session, sid: null }))).type).toBeNull();
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account, this one too', async () => {
    const email = await freshAccount('everywhere');
    const phone = await holding(await registeredSession(email));
    const laptop = await holding(await registeredSession(email));
    const laptopCopy = new Map(laptop.cookies);
    const other = await holding(await registeredSession(await freshAccount('bystander')));

    const answer = await post(laptop, '/fapi/auth/signout-everywhere');
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(SessionSummarySchema.parse(await answer.json()).type).not.toBe('Registered');

    expect((await summaryOf(phone)).type).toBeNull();
    expect((await summaryOf(shopper(Object.fromEntries(laptopCopy)))).type).toBeNull();
    // Another account is untouched.
    expect((await summaryOf(other)).type).toBe('Registered');
  });

  it('is for a signed-in shopper only, and only from this site', async () => {
    expect(await errorIdOf(await post(shopper(), '/fapi/auth/signout-everywhere'))).toBe('AUT432');
    const browser = await holding(await registeredSession(await freshAccount('everywhere-origin')));
    const crossSite = await browser.fetch('/fapi/auth/signout-everywhere', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await summaryOf(browser)).type).toBe('Registered');
  });
});

describe('changing the password', () => {
  const change = (browser: Shopper, currentPassword: string, newPassword: string) =>
    post(browser, '/fapi/account/profile/password', { currentPassword, newPassword, confirmPassword: newPassword });

  it('asks for the current password, then ends the other sessions and keeps this one', async () => {
    const email = await freshAccount('password');
    const here = await holding(await registeredSession(email));
    const elsewhere = await holding(await registeredSession(email));

    const wrong = await change(here, 'Wrong2026x', 'Summit2027');
    expect(await errorIdOf(wrong)).toBe('AUT450');
    expect((await summaryOf(elsewhere)).type).toBe('Registered');

    expect((await change(here, SEEDED_PASSWORD, 'Summit2027')).status).toBe(200);
    expect((await summaryOf(here)).type).toBe('Registered');
    expect((await summaryOf(elsewhere)).type).toBeNull();
    // The kept session still works for the account.
    expect((await here.fetch('/fapi/account/profile')).status).toBe(200);
  });
});
