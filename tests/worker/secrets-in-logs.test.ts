import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:test';
import { CaptchaTokenSchema } from '../../shared/account/schemas/auth';
import { EMPTY_SIGN_UP_FORM, type SignUpFormValues } from '../../shared/validation';
import type { Env } from '../../worker/env';
import { openSession, SESSION_COOKIE } from '../../worker/session/session';
import { ORIGIN, recordingMocks, shopper, TOKEN_PATH, type Shopper } from './helpers';
import { TEST_CARDS } from './payment-test-helpers';

// Passwords, tokens and card data never appear in a log line, an error message or a response:
// every identity flow is driven, the good and the refused way, while every console method is
// watched and every answer kept, then each secret the flows handled is looked for in all of it.

const config = env as unknown as Env;
const CONSOLE_METHODS = ['log', 'warn', 'error', 'info', 'debug'] as const;

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const method of CONSOLE_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg) ?? String(arg))).join(' '));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every answer's body and headers, as a client (or a proxy's log) would see them. */
const answers: string[] = [];
/** Every secret the flows handled. */
const secrets = new Set<string>();

async function send(browser: Shopper, path: string, body?: unknown, overrides: Partial<Env> = {}, method = 'POST'): Promise<Response> {
  const response = await browser.fetch(path, { method, headers: { origin: ORIGIN }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, overrides);
  answers.push(`${response.status} ${JSON.stringify([...response.headers].filter(([name]) => name !== 'set-cookie'))} ${await response.clone().text()}`);
  return response;
}

/** The access and refresh tokens the browser's sealed session holds now. */
async function keepSessionTokens(browser: Shopper): Promise<void> {
  const session = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
  if (session?.accessToken) secrets.add(session.accessToken);
  if (session?.refreshToken) secrets.add(session.refreshToken);
}

/** The code verifiers the token calls of `calls` carried. */
function keepVerifiers(calls: { url: URL; body: string }[]): void {
  for (const call of calls.filter((entry) => entry.url.pathname === TOKEN_PATH)) {
    const verifier = (JSON.parse(call.body) as { codeVerifier?: string }).codeVerifier;
    if (verifier) secrets.add(verifier);
  }
}

async function captcha(browser: Shopper, action: 'login' | 'register' | 'saveCard'): Promise<string> {
  return CaptchaTokenSchema.parse(await (await send(browser, '/captcha/v1/tokens', { action })).json()).token;
}

async function signIn(browser: Shopper, email: string, password: string, overrides: Partial<Env> = {}): Promise<Response> {
  expect((await send(browser, '/fapi/auth/challenge')).status).toBe(204);
  return send(browser, '/fapi/auth/signin', { email, password, captcha: await captcha(browser, 'login') }, overrides);
}

const unique = () => crypto.randomUUID().replaceAll('-', '').slice(0, 10);
/** A password no other value could contain by chance. */
const password = () => `Pw${unique()}9x`;

describe('secrets in logs and answers', () => {
  it('no log line and no answer carries a password, a token, a code verifier or a card number', async () => {
    const email = `secrets-${unique()}@example.com`;
    const first = password();
    secrets.add(first);
    const created = await config.MOCKS.fetch('https://mocks.internal/__test/accounts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: first }) });
    expect(created.status).toBe(200);

    // Sign-in refused, then one whose token exchange fails, then a good one.
    const browser = shopper();
    const wrong = password();
    secrets.add(wrong);
    expect((await signIn(browser, email, wrong)).status).toBe(401);
    const failing = recordingMocks(500);
    expect((await signIn(browser, email, first, { MOCKS: failing.binding })).status).toBe(502);
    keepVerifiers(failing.calls);
    const good = recordingMocks();
    expect((await signIn(browser, email, first, { MOCKS: good.binding })).status).toBe(200);
    keepVerifiers(good.calls);
    await keepSessionTokens(browser);

    // A password change, refused then accepted.
    const second = password();
    secrets.add(second);
    expect((await send(browser, '/fapi/account/profile/password', { currentPassword: wrong, newPassword: second, confirmPassword: second })).status).toBe(400);
    expect((await send(browser, '/fapi/account/profile/password', { currentPassword: first, newPassword: second, confirmPassword: second })).status).toBe(200);
    await keepSessionTokens(browser);

    // A card number sent where only a provider token belongs is refused.
    secrets.add(TEST_CARDS.visa);
    const card = await send(browser, '/fapi/account/payment-instruments', { type: 'CREDIT_CARD', number: TEST_CARDS.visa, holderName: 'Ana Ortiz', recaptcha_response: await captcha(browser, 'saveCard') });
    expect(card.status).toBe(400);
    await keepSessionTokens(browser);

    // Forgot and reset password: a confirmation that differs, then the new one.
    const visitor = shopper();
    expect((await send(visitor, '/fapi/password/forgot', { email })).status).toBe(200);
    const mail = (await (await config.MOCKS.fetch(`https://mocks.internal/__test/outbox?recipient=${encodeURIComponent(email)}`)).json()) as { link: string };
    const resetToken = new URL(mail.link, ORIGIN).searchParams.get('token') ?? '';
    secrets.add(resetToken);
    const third = password();
    secrets.add(third);
    expect((await send(visitor, '/fapi/password/reset', { token: resetToken, password: third, confirmPassword: `${third}y` })).status).toBe(400);
    expect((await send(visitor, '/fapi/password/reset', { token: resetToken, password: third, confirmPassword: third })).status).toBe(200);

    // Sign-up refused (a confirmation that differs), then accepted, which signs the shopper in.
    const newcomer = shopper();
    const chosen = password();
    secrets.add(chosen);
    const form: SignUpFormValues = {
      ...EMPTY_SIGN_UP_FORM,
      email: `secrets-${unique()}@example.com`,
      password: chosen,
      confirmPassword: `${chosen}z`,
      firstName: 'Ana',
      lastName: 'Ortiz',
      birthDate: '05/06/1994',
      isTermsConfirmed: true,
    };
    const captchas = async () => ({ register: await captcha(newcomer, 'register'), login: await captcha(newcomer, 'login') });
    expect((await send(newcomer, '/fapi/auth/signup', { form, loyalty: false, origin: {}, captcha: await captchas() })).status).toBe(400);
    const signUp = recordingMocks();
    const accepted = await send(newcomer, '/fapi/auth/signup', { form: { ...form, confirmPassword: chosen }, loyalty: false, origin: {}, captcha: await captchas() }, { MOCKS: signUp.binding });
    expect(accepted.status).toBe(201);
    keepVerifiers(signUp.calls);
    await keepSessionTokens(newcomer);

    // And what the page learns of the session, and the account page rendered for it.
    expect((await send(newcomer, '/fapi/session', undefined, {}, 'GET')).status).toBe(200);
    expect((await send(browser, '/en-us/account', undefined, {}, 'GET')).status).toBe(200);

    // Each flow's secrets were really handled (three verifiers, two sessions' tokens at least), and the
    // worker's own lines were watched: the failed exchange was logged.
    expect(secrets.size).toBeGreaterThanOrEqual(12);
    expect(logged.some((line) => line.includes('sign-in token failed'))).toBe(true);
    const everything = [...logged, ...answers];
    for (const secret of secrets) {
      const found = everything.find((line) => line.includes(secret));
      expect(found, `a secret (${secret.slice(0, 4)}…) appeared`).toBeUndefined();
    }
  }, 120_000);
});
