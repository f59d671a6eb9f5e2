import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { CartAnswerSchema } from '../../shared/cart/cart-routes';
import { en } from '../../shared/i18n/messages';
import { PAGES, type PageEntry } from '../../shared/routing';
import { codeChallenge } from '../../shared/pkce';
import { CaptchaTokenSchema, SignInResponseSchema, TokenRequestSchema } from '../../shared/account/schemas/auth';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { SessionSummarySchema, type SessionSummary } from '../../shared/account/schemas/session';
import type { Env } from '../../worker/env';
import { verifyVisitorSummary, VISITOR_COOKIE } from '../../worker/decisions/visitor-summary';
import { CART_COOKIE } from '../../worker/middleware/html-cache/key';
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_ADDRESS_LIMIT } from '../../worker/account/routes/auth';
import { PKCE_COOKIE } from '../../worker/session/pkce-cookie';
import { openSession, SESSION_COOKIE, type ShopperSession } from '../../worker/session/session';
import { variantOf } from '../fixtures/variants';
import { ORIGIN, recordingMocks, shopper, TOKEN_PATH, type RecordedCall, type Shopper } from './helpers';
import { registeredShopper } from './registered';

// Sign-in and sign-out held by the worker: the browser sends an email, a password and a captcha
// answer; the worker keeps the PKCE verifier in an HttpOnly cookie, trades the code for tokens
// under the token rules, and the page learns only the session summary.

const config = env as unknown as Env;
const SIGN_IN_PATH = '/consumers-v3/auth/signin';
const SKU = variantOf('FL', (units) => units >= 20).sku;

const post = (browser: Shopper, path: string, body?: unknown, overrides: Partial<Env> = {}, headers: Record<string, string> = {}) =>
  browser.fetch(path, { method: 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, overrides);

/** A captcha answer for `login`, asked through the storefront as the page asks it. */
async function captcha(browser: Shopper): Promise<string> {
  const answer = await post(browser, '/captcha/v1/tokens', { action: 'login' });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return CaptchaTokenSchema.parse(await answer.json()).token;
}

/** Opens the sign-in form (the verifier cookie) and signs in with a fresh captcha answer. */
async function signIn(browser: Shopper, email: string, password = SEEDED_PASSWORD, overrides: Partial<Env> = {}): Promise<Response> {
  expect((await post(browser, '/fapi/auth/challenge')).status).toBe(204);
  return post(browser, '/fapi/auth/signin', { email, password, captcha: await captcha(browser) }, overrides);
}

async function summaryOf(response: Response, status = 200): Promise<SessionSummary> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return SessionSummarySchema.parse(JSON.parse(text));
}

async function refusalOf(response: Response, status: number): Promise<{ errorId: string; message: string }> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const detail = ErrorResponseSchema.parse(JSON.parse(text)).errorDetails[0]!;
  return { errorId: detail.errorId, message: detail.message };
}

const sessionIn = (browser: Shopper): Promise<ShopperSession | null> => openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.url.pathname === path);

/** A MOCKS binding whose sign-in answers `errorId` with `status`; everything else reaches the real mocks. */
function refusingSignIn(status: number, errorId: string): Fetcher {
  return {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input as RequestInfo, init);
      if (new URL(request.url).pathname === SIGN_IN_PATH) return Response.json({ errorDetails: [{ errorId, message: `upstream ${errorId}` }], appId: 'mocks', correlationId: 'c' }, { status });
      return config.MOCKS.fetch(request);
    },
  } as unknown as Fetcher;
}

describe('sign-in', () => {
  it('makes the PKCE round trip itself: the verifier stays in an HttpOnly cookie, only its challenge goes to sign-in', async () => {
    const browser = shopper();
    const { binding, calls } = recordingMocks();
    const opened = await post(browser, '/fapi/auth/challenge');
    expect(opened.status).toBe(204);
    const pkceLine = browser.setCookies.find((line) => line.startsWith(`${PKCE_COOKIE}=`));
    expect(pkceLine).toMatch(/HttpOnly/i);
    expect(pkceLine).toMatch(/Secure/i);
    expect(pkceLine).toMatch(/SameSite=Lax/i);
    expect(pkceLine).toMatch(/Max-Age=600/i);

    const answer = await post(browser, '/fapi/auth/signin', { email: 'Erik.Berg@example.com', password: SEEDED_PASSWORD, captcha: await captcha(browser) }, { MOCKS: binding });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const summary = await summaryOf(answer);
    expect(summary).toMatchObject({ type: 'Registered', firstName: 'Erik', consumerType: 'EMPLOYEE', employeeTermsAccepted: true });

    const [signInCall] = callsTo(calls, SIGN_IN_PATH);
    const [tokenCall] = callsTo(calls, TOKEN_PATH);
    const sent = JSON.parse(signInCall!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ type: 'Registered', username: 'erik.berg@example.com' });
    expect(sent).not.toHaveProperty('codeVerifier');
    const exchange = TokenRequestSchema.parse(JSON.parse(tokenCall!.body));
    if (exchange.type !== 'Registered') throw new Error('expected a code exchange');
    expect(await codeChallenge(exchange.codeVerifier)).toBe(sent.codeChallenge);
    // The verifier is spent with its sign-in, and never sent to the browser in the clear.
    expect(browser.cookies.has(PKCE_COOKIE)).toBe(false);
    for (const line of browser.setCookies) expect(line).not.toContain(exchange.codeVerifier);

    const session = await sessionIn(browser);
    expect(session).toMatchObject({ type: 'Registered', firstName: 'Erik', consumerType: 'EMPLOYEE', employeeTermsAccepted: true });
    // The visitor summary now says who the shopper is, for the next page's segments and banners.
    const visitor = await verifyVisitorSummary(config.VISITOR_SECRET, browser.cookies.get(VISITOR_COOKIE));
    expect(visitor).toMatchObject({ loggedIn: true, roles: ['employee'], customerId: session!.consumerNo });
    expect(await summaryOf(await browser.fetch('/fapi/session'))).toEqual(summary);
  });

  it('keeps the session id and hands the guest basket over to merge: the cart still has the item', async () => {
    const browser = shopper();
    const added = await browser.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: SKU, qty: 1 }) });
    expect(added.status, await added.clone().text()).toBe(200);
    const guest = await sessionIn(browser);
    expect(guest?.type).toBe('Guest');

    const summary = await summaryOf(await signIn(browser, 'wren.walsh@example.com'));
    expect(summary).toMatchObject({ type: 'Registered', firstName: 'Wren' });
    const registered = await sessionIn(browser);
    expect(registered?.usid).toBe(guest!.usid);
    expect(registered?.accessToken).not.toBe(guest!.accessToken);

    const cart = CartAnswerSchema.parse(await (await browser.fetch('/en-us/fapi/cart')).json());
    expect(cart.cart?.items.map((item) => item.productId)).toContain(SKU);
    expect(Number(browser.cookies.get(CART_COOKIE))).toBeGreaterThanOrEqual(1);
    expect(await verifyVisitorSummary(config.VISITOR_SECRET, browser.cookies.get(VISITOR_COOKIE))).toMatchObject({ loggedIn: true, cartEmpty: false, roles: ['wranx'] });
  });

  it('never lets a token reach the answer, the summary or a cookie page script can read', async () => {
    const browser = shopper();
    const answer = await (await signIn(browser, 'ada.okafor@example.com')).text();
    const session = await sessionIn(browser);
    expect(session?.type).toBe('Registered');
    const summary = await (await browser.fetch('/fapi/session')).text();
    const readable = browser.setCookies.filter((line) => !/;\s*HttpOnly/i.test(line));
    for (const text of [answer, summary, ...readable, ...browser.setCookies]) {
      expect(text).not.toContain(session!.accessToken);
      expect(text).not.toContain(session!.refreshToken);
    }
  });

  it('needs the verifier cookie of a form opened here: without it, AUT432 and a fresh verifier to retry with', async () => {
    const browser = shopper();
    const refused = await refusalOf(await post(browser, '/fapi/auth/signin', { email: 'alex.morgan@example.com', password: SEEDED_PASSWORD, captcha: await captcha(browser) }), 401);
    expect(refused).toEqual({ errorId: 'AUT432', message: en['apiError.AUT432'] });
    expect(browser.cookies.has(PKCE_COOKIE)).toBe(true);
    expect((await summaryOf(await post(browser, '/fapi/auth/signin', { email: 'alex.morgan@example.com', password: SEEDED_PASSWORD, captcha: await captcha(browser) }))).type).toBe('Registered');
  });

  it('refuses a cross-site sign-in and sign-out', async () => {
    const browser = shopper();
    await post(browser, '/fapi/auth/challenge');
    const body = { email: 'alex.morgan@example.com', password: SEEDED_PASSWORD, captcha: 'x' };
    expect((await refusalOf(await post(browser, '/fapi/auth/signin', body, {}, { origin: 'https://evil.example' }), 403)).errorId).toBe('API403');
    expect((await refusalOf(await post(browser, '/fapi/auth/signout', undefined, {}, { origin: 'https://evil.example' }), 403)).errorId).toBe('API403');
    expect((await refusalOf(await post(browser, '/fapi/auth/challenge', undefined, {}, { 'sec-fetch-site': 'cross-site' }), 403)).errorId).toBe('API403');
    // The same request from the shop itself goes through to the credentials check.
    expect((await refusalOf(await post(browser, '/fapi/auth/signin', body, {}, { origin: ORIGIN }), 403)).errorId).toBe('AUT403');
  });

  it('refuses a malformed body before counting or calling anything', async () => {
    const browser = shopper();
    expect((await refusalOf(await post(browser, '/fapi/auth/signin', { email: 'a@example.com' }), 400)).errorId).toBe('API400');
    expect((await refusalOf(await browser.fetch('/fapi/auth/signin', { method: 'POST', body: '{' }), 400)).errorId).toBe('API400');
    const invalid = await refusalOf(await post(browser, '/fapi/auth/signin', { email: 'not-an-email', password: 'x', captcha: 'x' }), 400);
    expect(invalid).toEqual({ errorId: 'AUT453', message: en['apiError.AUT453'] });
  });

  it('words every authentication refusal from the message catalogue, with a 4xx for the shopper’s own mistakes', async () => {
    const cases: Array<[upstreamStatus: number, errorId: string, status: number, shownId: string]> = [
      [401, 'AUT401', 401, 'AUT401'],
      [401, 'AUT418', 401, 'AUT418'],
      [401, 'AUT437', 401, 'AUT437'],
      [401, 'AUT438', 401, 'AUT438'],
      [403, 'AUT423', 403, 'AUT423'],
      [401, 'AUT426', 401, 'AUT426'],
      [403, 'AUT441', 403, 'AUT441'],
      [403, 'AUT403', 403, 'AUT403'],
      [500, 'AUT500', 502, 'AUT500'],
      [503, 'GEN500', 502, 'AUT500'],
    ];
    for (const [upstreamStatus, errorId, status, shownId] of cases) {
      const browser = shopper();
      await post(browser, '/fapi/auth/challenge');
      const refused = await refusalOf(await post(browser, '/fapi/auth/signin', { email: `${errorId}.${upstreamStatus}@example.com`, password: 'wrong', captcha: 'x' }, { MOCKS: refusingSignIn(upstreamStatus, errorId) }), status);
      expect(refused, errorId).toEqual({ errorId: shownId, message: en[`apiError.${shownId}` as keyof typeof en] });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    }
    // The site's language words it.
    const browser = shopper();
    await post(browser, '/fapi/auth/challenge');
    const french = await refusalOf(await post(browser, '/fr-ca/fapi/auth/signin', { email: 'someone@example.com', password: 'wrong', captcha: 'x' }, { MOCKS: refusingSignIn(401, 'AUT426') }), 401);
    expect(french.message).not.toBe(en['apiError.AUT426']);
  });

  it('says the fifth wrong password was the last attempt and the sixth locked the account, as the backend does', async () => {
    const email = 'lockout.check@example.com';
    const browser = shopper();
    expect((await post(browser, '/fapi/test/auth/unlock', { email })).status).toBe(200);
    const shown: string[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const answer = await signIn(browser, email, 'not-the-password');
      shown.push((await refusalOf(answer, attempt <= 5 ? 401 : 403)).errorId);
    }
    expect(shown).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423', 'AUT441']);
    // Locked, even the right password is refused.
    expect((await refusalOf(await signIn(browser, email), 403)).errorId).toBe('AUT441');
    expect((await post(browser, '/fapi/test/auth/unlock', { email })).status).toBe(200);
  });

  it('answers 429 past the per-account limit, from any address', async () => {
    const email = `limit.${crypto.randomUUID().slice(0, 8)}@example.com`;
    // Each from a browser of its own that never opened the form: every attempt counts, whatever it comes to.
    for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT.limit; attempt++) {
      expect((await refusalOf(await post(shopper(), '/fapi/auth/signin', { email, password: 'wrong', captcha: 'x' }), 401)).errorId).toBe('AUT432');
    }
    // The same account in other letters is the same account.
    const limited = await post(shopper(), '/fapi/auth/signin', { email: email.toUpperCase(), password: 'wrong', captcha: 'x' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refusalOf(limited, 429)).errorId).toBe('API429');
  });

  it('answers 429 past the per-address limit, whatever the account', async () => {
    const browser = shopper();
    const binding = refusingSignIn(401, 'AUT401');
    for (let attempt = 1; attempt <= SIGN_IN_ADDRESS_LIMIT.limit; attempt++) {
      await post(browser, '/fapi/auth/signin', { email: `a${attempt}.${crypto.randomUUID().slice(0, 6)}@example.com`, password: 'wrong', captcha: 'x' }, { MOCKS: binding });
    }
    const limited = await post(browser, '/fapi/auth/signin', { email: `other.${crypto.randomUUID().slice(0, 6)}@example.com`, password: 'wrong', captcha: 'x' }, { MOCKS: binding });
    expect((await refusalOf(limited, 429)).errorId).toBe('API429');
  });
});

describe('the code exchange under the token rules', () => {
  it('retries a 409 once and signs in', async () => {
    const browser = shopper();
    const { binding, calls } = recordingMocks(409);
    const summary = await summaryOf(await signIn(browser, 'lena.larsen@example.com', SEEDED_PASSWORD, { MOCKS: binding, TOKEN_RETRY_DELAY_MS: '20' }));
    expect(summary.type).toBe('Registered');
    const exchanges = callsTo(calls, TOKEN_PATH);
    expect(exchanges).toHaveLength(2);
    expect(exchanges[1]!.at - exchanges[0]!.at).toBeGreaterThanOrEqual(19);
  });

  it('ignores a 403: no duplicate-token error, no retry, and the guest session stays as it was', async () => {
    const browser = shopper();
    await browser.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: SKU, qty: 1 }) });
    const guest = await sessionIn(browser);
    const { binding, calls } = recordingMocks(403);
    const refused = await refusalOf(await signIn(browser, 'alex.morgan@example.com', SEEDED_PASSWORD, { MOCKS: binding }), 401);
    expect(refused.errorId).toBe('AUT404');
    expect(callsTo(calls, TOKEN_PATH)).toHaveLength(1);
    expect((await sessionIn(browser))?.accessToken).toBe(guest!.accessToken);
  });

  it('reports any other token failure as the duplicate-token message', async () => {
    for (const status of [500, 401, 409]) {
      const browser = shopper();
      const scripted = status === 409 ? [409, 409] : [status];
      const { binding } = recordingMocks(...scripted);
      const refused = await refusalOf(await signIn(browser, 'paula.reyes@example.com', SEEDED_PASSWORD, { MOCKS: binding, TOKEN_RETRY_DELAY_MS: '0' }), 502);
      expect(refused, String(status)).toEqual({ errorId: 'AUT409', message: en['apiError.AUT409'] });
      expect((await sessionIn(browser))?.type ?? null).not.toBe('Registered');
    }
  });

  it('refuses a wrong verifier and a replayed code at the backend (AUT404), which the worker reports as AUT409', async () => {
    // A binding that swaps the worker's verifier for another: the code is bound to the real one's challenge.
    const wrongVerifier: Fetcher = {
      async fetch(input: RequestInfo | URL, init?: RequestInit) {
        const request = new Request(input as RequestInfo, init);
        if (new URL(request.url).pathname !== TOKEN_PATH) return config.MOCKS.fetch(request);
        const body = JSON.parse(await request.text()) as Record<string, unknown>;
        return config.MOCKS.fetch(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify({ ...body, codeVerifier: 'A'.repeat(43) }) });
      },
    } as unknown as Fetcher;
    const browser = shopper();
    expect((await refusalOf(await signIn(browser, 'emma.novak@example.com', SEEDED_PASSWORD, { MOCKS: wrongVerifier }), 502)).errorId).toBe('AUT409');
    expect((await sessionIn(browser))?.type ?? null).not.toBe('Registered');

    // The worker spends a code once; replaying its exchange (as someone who saw it would) gets nothing.
    const { binding, calls } = recordingMocks();
    expect((await summaryOf(await signIn(shopper(), 'alex.morgan@example.com', SEEDED_PASSWORD, { MOCKS: binding }))).type).toBe('Registered');
    const [exchange] = callsTo(calls, TOKEN_PATH);
    const replay = await config.MOCKS.fetch(`https://mocks.internal${TOKEN_PATH}?locale=en-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: exchange!.body });
    expect(replay.status).toBe(401);
    expect(ErrorResponseSchema.parse(await replay.json()).errorDetails[0]?.errorId).toBe('AUT404');
    // And a code the backend issued is worth nothing with the right code but another verifier.
    const verifier = 'B'.repeat(43);
    const issued = SignInResponseSchema.parse(
      await (
        await config.MOCKS.fetch(`https://mocks.internal${SIGN_IN_PATH}?locale=en-us`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'Registered', username: 'alex.morgan@example.com', password: SEEDED_PASSWORD, codeChallenge: await codeChallenge(verifier), recaptcha_response: await captcha(shopper()) }),
        })
      ).json(),
    );
    const wrong = await config.MOCKS.fetch(`https://mocks.internal${TOKEN_PATH}?locale=en-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Registered', authorizationCode: issued.authorizationCode, codeVerifier: 'C'.repeat(43) }) });
    expect(wrong.status).toBe(401);
  });
});

describe('sign-out', () => {
  it('signs out upstream with the refresh token, revokes it, and leaves a new guest with an empty cart', async () => {
    const browser = await registeredShopper('pat.quinn@example.com');
    const before = await sessionIn(browser);
    const { binding, calls } = recordingMocks();
    const answer = await post(browser, '/fapi/auth/signout', undefined, { MOCKS: binding });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const summary = await summaryOf(answer);
    expect(summary).toMatchObject({ type: 'Guest', firstName: null, consumerType: null, basketId: null });

    const [signOutCall] = callsTo(calls, '/consumers-v3/consumer/auth/signout');
    expect(JSON.parse(signOutCall!.body)).toEqual({ refreshToken: before!.refreshToken });
    expect(signOutCall!.headers.get('authorization')).toBe(`Bearer ${before!.accessToken}`);
    const after = await sessionIn(browser);
    expect(after).toMatchObject({ type: 'Guest', usid: before!.usid });
    expect(after!.consumerNo).not.toBe(before!.consumerNo);
    // The old refresh token buys nothing any more.
    const refreshed = await config.MOCKS.fetch(`https://mocks.internal${TOKEN_PATH}?locale=en-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Refresh', refreshToken: before!.refreshToken }) });
    expect(refreshed.status).toBe(401);
    expect(await verifyVisitorSummary(config.VISITOR_SECRET, browser.cookies.get(VISITOR_COOKIE))).toMatchObject({ loggedIn: false, roles: [], customerId: null });
    expect(browser.cookies.has(CART_COOKIE)).toBe(false);
  });

  it('signs a shopper in again after signing out', async () => {
    const browser = shopper();
    expect((await summaryOf(await signIn(browser, 'ivan.petrov@example.com'))).firstName).toBe('Ivan');
    expect((await summaryOf(await post(browser, '/fapi/auth/signout'))).type).toBe('Guest');
    expect((await summaryOf(await signIn(browser, 'ivan.petrov@example.com'))).type).toBe('Registered');
  });
});

describe('the visitor summary of a signed-in shopper', () => {
  it('is made again from the session when it has lapsed, so the page still knows who is signed in', async () => {
    // A session got without the storefront's sign-in: no visitor summary at all, as after 15 minutes.
    const browser = await registeredShopper('erik.berg@example.com');
    expect(browser.cookies.has(VISITOR_COOKIE)).toBe(false);
    const page = await (await browser.fetch('/en-us')).text();
    const visitor = await verifyVisitorSummary(config.VISITOR_SECRET, browser.cookies.get(VISITOR_COOKIE));
    expect(visitor).toMatchObject({ loggedIn: true, loyaltyMember: false, roles: ['employee'] });
    expect(page).toContain('"loggedIn":true');
    // A guest's session makes none.
    const guest = shopper();
    await guest.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: SKU, qty: 1 }) });
    guest.cookies.delete(VISITOR_COOKIE);
    await guest.fetch('/en-us');
    expect(guest.cookies.has(VISITOR_COOKIE)).toBe(false);
  });
});

describe('protected pages', () => {
  const signedInOnly = (PAGES as readonly PageEntry[]).filter((entry) => entry.protected === 'signed-in').map((entry) => `/en-us/${entry.path!.join('/')}`);

  it('sends a signed-out shopper, or a guest, from every account page to sign in and back', async () => {
    expect(signedInOnly).toContain('/en-us/account');
    const guest = shopper();
    await guest.fetch('/en-us/fapi/cart/items', { method: 'POST', body: JSON.stringify({ productId: SKU, qty: 1 }) });
    for (const browser of [shopper(), guest]) {
      for (const path of [...signedInOnly, '/en-us/account/orders/R100?x=1']) {
        const response = await browser.fetch(path, undefined, { HTML_CACHE: 'on' });
        expect(response.status, path).toBe(302);
        expect(response.headers.get('location')).toBe(`/en-us/sign-in?returnTo=${encodeURIComponent(path)}`);
        expect(response.headers.get('cache-control')).toBe('private, no-store');
      }
    }
  });

  it('shows a signed-in shopper their account pages, private and never from the HTML cache', async () => {
    const browser = await registeredShopper('lena.larsen@example.com');
    for (const path of signedInOnly) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await browser.fetch(path, undefined, { HTML_CACHE: 'on' });
        expect(response.status, path).not.toBe(302);
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
        expect(response.headers.get('x-cache'), path).not.toBe('HIT');
      }
    }
    // Signed out again, the same browser is sent to sign in.
    await post(browser, '/fapi/auth/signout');
    expect((await browser.fetch('/en-us/account')).status).toBe(302);
  });

  it('comes back to the page asked for after signing in', async () => {
    const browser = shopper();
    const asked = await browser.fetch('/en-us/account/profile');
    const location = asked.headers.get('location')!;
    const page = await browser.fetch(location);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect((await summaryOf(await signIn(browser, 'ada.okafor@example.com'))).type).toBe('Registered');
    expect((await browser.fetch(new URL(location, ORIGIN).searchParams.get('returnTo')!)).status).not.toBe(302);
  });
});

describe('forms that carry a password or personal details', () => {
  // Submitted before the page's script has taken over, a GET form would put a password, a reward
  // card PIN or an address into the URL, and with it into history, logs and referrers.
  it.each([
    ['/en-us/sign-in', 'sign-in-form', null],
    ['/en-us/sign-up', 'sign-up', null],
    ['/en-us/forgot-password', 'account-form', null],
    ['/en-us/account/profile', 'account-form', 'alex.morgan@example.com'],
    ['/en-us/account/payment', 'payment-form', 'alex.morgan@example.com'],
  ] as const)('%s renders its %s form as a POST', async (path, className, email) => {
    const browser = email ? await registeredShopper(email) : shopper();
    const html = await (await browser.fetch(path)).text();
    const forms = html.match(new RegExp(`<form\\b[^>]*class="${className}"[^>]*>`, 'g')) ?? [];
    expect(forms.length, path).toBeGreaterThan(0);
    for (const form of forms) expect(form).toContain('method="post"');
  });
});
