import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { CaptchaTokenSchema } from '../../shared/account/schemas/auth';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { UserDataSchema } from '../../shared/account/schemas/sign-up';
import { EMPTY_SIGN_UP_FORM, SignUpResultSchema, type SignUpFormValues, type SignUpSubmission } from '../../shared/validation';
import type { Env } from '../../worker/env';
import { SIGN_UP_ADDRESS_LIMIT, SIGN_UP_EMAIL_LIMIT } from '../../worker/account/routes/sign-up';
import { openSession, SESSION_COOKIE } from '../../worker/session/session';
import { ORIGIN, recordingMocks, shopper, type Shopper } from './helpers';
import { PREFILL_TOKEN_TTL_MS, signPrefillToken } from '../../worker/session/prefill-token';
import { signJson } from '../../worker/signing';

// Sign-up held by the worker: the form as typed is checked with the shared rules, the account is
// created upstream with the register captcha answer, then the shopper is signed in with the login one.

const config = env as unknown as Env;
const SIGN_UP_PATH = '/consumers-v3/auth/signup';

const post = (browser: Shopper, path: string, body: unknown, overrides: Partial<Env> = {}, headers: Record<string, string> = { origin: ORIGIN }) =>
  browser.fetch(path, { method: 'POST', headers, body: JSON.stringify(body) }, overrides);

async function captcha(browser: Shopper, action: 'login' | 'register'): Promise<string> {
  return CaptchaTokenSchema.parse(await (await post(browser, '/captcha/v1/tokens', { action })).json()).token;
}

const uniqueEmail = () => `hiker.${crypto.randomUUID().slice(0, 8)}@example.com`;
const uniquePhone = () => `(720) ${String(200 + Math.floor(Math.random() * 700))}-${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

function form(change: Partial<SignUpFormValues> = {}): SignUpFormValues {
  return {
    ...EMPTY_SIGN_UP_FORM,
    email: uniqueEmail(),
    password: 'Switchback77',
    confirmPassword: 'Switchback77',
    firstName: 'Noa',
    lastName: 'Lindqvist',
    birthDate: '05/06/1994',
    phone: uniquePhone(),
    isTermsConfirmed: true,
    newsletterConsent: true,
    ...change,
  };
}

async function submission(browser: Shopper, change: Partial<SignUpSubmission> = {}): Promise<SignUpSubmission> {
  return { form: form(), loyalty: false, origin: {}, captcha: { register: await captcha(browser, 'register'), login: await captcha(browser, 'login') }, ...change };
}

async function refusal(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return ErrorResponseSchema.parse(JSON.parse(text)).errorDetails;
}

describe('POST /fapi/auth/signup', () => {
  it('creates the account from the form, with the stored forms of each value and the source of the query, then signs the shopper in', async () => {
    const browser = shopper();
    const { binding, calls } = recordingMocks();
    const body = await submission(browser, {
      loyalty: true,
      origin: { leadSource: 'instore-tablet', enrollment_marketing_source: 'spring-trail', storeNum: '1042' },
    });
    body.form.loyaltyEnrollment = true;
    const answer = await post(browser, '/fapi/auth/signup', body, { MOCKS: binding });
    const text = await answer.text();
    expect(answer.status, text).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const result = SignUpResultSchema.parse(JSON.parse(text));
    expect(result).toMatchObject({ email: body.form.email, signedIn: true, session: { type: 'Registered', firstName: 'Noa' } });

    const sent = JSON.parse(calls.find((call) => call.url.pathname === SIGN_UP_PATH)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      email: body.form.email,
      birthDate: '1994-05-06',
      phone: expect.stringMatching(/^\+1720\d{7}$/),
      phoneCode: '+1',
      subscriptions: { newsletterConsent: true, loyaltyEnrollment: true },
      source: { store: '1042', acquisitionType: 'instore-tablet', campaignName: 'spring-trail' },
      recaptcha_response: body.captcha.register,
    });
    expect(sent).not.toHaveProperty('confirmPassword');
    const session = await openSession(config.SESSION_SECRET, browser.cookies.get(SESSION_COOKIE));
    expect(session?.type).toBe('Registered');
    // The token never reaches the page.
    expect(text).not.toContain(session!.accessToken);
  });

  it('refuses a bad form field by field, in the page language, before any upstream call', async () => {
    const browser = shopper();
    const { binding, calls } = recordingMocks();
    const body = await submission(browser, { form: form({ email: 'hiker@localhost', password: 'short', confirmPassword: 'other', birthDate: '31/12/1990', isTermsConfirmed: false }) });
    const details = await refusal(await post(browser, '/fapi/auth/signup', body, { MOCKS: binding }), 400);
    expect(details.map((detail) => [detail.field, detail.errorId])).toEqual([
      ['email', 'AUT453'], ['password', 'FE872'], ['confirmPassword', 'FE340'], ['birthDate', 'API400'], ['isTermsConfirmed', 'API400'],
    ]);
    expect(details[2]?.message).toBe('Passwords do not match');
    expect(calls.filter((call) => call.url.pathname === SIGN_UP_PATH)).toEqual([]);

    const french = await refusal(await post(browser, '/fr-ca/fapi/auth/signup', await submission(browser, { form: form({ password: 'short', confirmPassword: 'short' }) })), 400);
    expect(french[0]).toMatchObject({ field: 'password', errorId: 'FE872', message: 'Le mot de passe ne respecte pas les exigences.' });
  });

  it('applies the site of the locale: Germany needs a birth date and a gender', async () => {
    const browser = shopper();
    const details = await refusal(await post(browser, '/de-de/fapi/auth/signup', await submission(browser, { form: form({ birthDate: '', phone: '' }) })), 400);
    expect(details.map((detail) => [detail.field, detail.errorId])).toEqual([['birthDate', 'PRO411'], ['gender', 'API400']]);
  });

  it('creates a German account at once, and says its ticked newsletter waits for the link mailed to it', async () => {
    const browser = shopper();
    const { binding, calls } = recordingMocks();
    const body = await submission(browser, { form: form({ birthDate: '06.05.1994', gender: 'F', phone: '' }) });
    const answer = await post(browser, '/de-de/fapi/auth/signup', body, { MOCKS: binding });
    const text = await answer.text();
    expect(answer.status, text).toBe(201);
    expect(SignUpResultSchema.parse(JSON.parse(text))).toMatchObject({ email: body.form.email, signedIn: true, newsletterAwaitsLink: true });
    // The account is created without the newsletter: it counts only once the link is followed.
    const sent = JSON.parse(calls.find((call) => call.url.pathname === SIGN_UP_PATH)!.body) as { subscriptions: Record<string, unknown> };
    expect(sent.subscriptions.newsletterConsent).toBe(false);

    const other = shopper();
    const american = await post(other, '/fapi/auth/signup', await submission(other));
    expect(SignUpResultSchema.parse(await american.json()).newsletterAwaitsLink).toBe(false);
  });

  it('passes on a taken email as LOGIN_IN_USE (409) and a taken phone as PHONE_NUMBER_ALREADY_IN_USE', async () => {
    const browser = shopper();
    const email = await refusal(await post(browser, '/fapi/auth/signup', await submission(browser, { form: form({ email: 'alex.morgan@example.com' }) })), 409);
    expect(email[0]?.errorId).toBe('LOGIN_IN_USE');
    const phone = await refusal(await post(browser, '/fapi/auth/signup', await submission(browser, { form: form({ phone: '(202) 555-0143' }) })), 409);
    expect(phone[0]?.errorId).toBe('PHONE_NUMBER_ALREADY_IN_USE');
  });

  it('still reports the account created when the sign-in after it is refused', async () => {
    const browser = shopper();
    const body = await submission(browser);
    // A register answer where the login one belongs: the provider refuses it for sign-in.
    const result = SignUpResultSchema.parse(await (await post(browser, '/fapi/auth/signup', { ...body, captcha: { register: body.captcha.register, login: await captcha(browser, 'register') } })).json());
    expect(result).toMatchObject({ signedIn: false, session: null });
  });

  it('refuses a cross-site post and a malformed body', async () => {
    const browser = shopper();
    const body = await submission(browser);
    expect((await refusal(await post(browser, '/fapi/auth/signup', body, {}, { origin: 'https://evil.example' }), 403))[0]?.errorId).toBe('API403');
    expect((await refusal(await post(browser, '/fapi/auth/signup', { form: { email: 1 } }), 400))[0]?.errorId).toBe('API400');
  });

  it('limits sign-ups per client address and per email with 429', async () => {
    const browser = shopper();
    const bad = { form: form({ password: 'x' }), loyalty: false, origin: {}, captcha: { register: 'r', login: 'l' } };
    // A new email each time: only the address is counted against its limit.
    for (let i = 0; i < SIGN_UP_ADDRESS_LIMIT.limit; i++) expect((await post(browser, '/fapi/auth/signup', { ...bad, form: form({ password: 'x' }) })).status).toBe(400);
    const limited = await post(browser, '/fapi/auth/signup', { ...bad, form: form({ password: 'x' }) });
    expect((await refusal(limited, 429))[0]?.errorId).toBe('API429');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const email = uniqueEmail();
    for (let i = 0; i < SIGN_UP_EMAIL_LIMIT.limit; i++) expect((await post(shopper(), '/fapi/auth/signup', { ...bad, form: form({ email, password: 'x' }) })).status).toBe(400);
    expect((await post(shopper(), '/fapi/auth/signup', { ...bad, form: form({ email, password: 'x' }) })).status).toBe(429);
  });
});

describe('POST /fapi/auth/signup/prefill', () => {
  const SAM = { consumerId: 'C000000000000101', email: 'Sam.Rivera@example.com' };
  const prefill = (token: string) => post(shopper(), '/fapi/auth/signup/prefill', { token });

  it('answers what the backend knows of the consumer a signed link names, once', async () => {
    const token = await signPrefillToken(config, SAM);
    const found = await prefill(token);
    expect(found.status).toBe(200);
    expect(UserDataSchema.parse(await found.json())).toMatchObject({ firstName: 'Sam', lastName: 'Rivera', phone: '+13035550188' });
    // Used: the same link (a forwarded mail, a browser history) opens nothing again.
    expect((await refusal(await prefill(token), 400))[0]?.errorId).toBe('API400');
  });

  it('ignores a consumer id and email: customer ids are sequential, so they prove nothing', async () => {
    const answer = await post(shopper(), '/fapi/auth/signup/prefill', { consumerId: 'C000000000000001', email: 'alex.morgan@example.com' });
    expect(answer.status).toBe(400);
    expect(await answer.text()).not.toMatch(/birthDate|postalCode|phone/);
  });

  it('refuses an expired, forged or otherwise signed token alike', async () => {
    const expired = await signPrefillToken(config, SAM, Date.now() - PREFILL_TOKEN_TTL_MS - 1000);
    const [payload, mac] = (await signPrefillToken(config, SAM)).split('.') as [string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const swapped = btoa(JSON.stringify({ ...claims, consumerId: 'C000000000000001', email: 'alex.morgan@example.com' })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const otherKey = await signJson(config.SESSION_SECRET, claims);
    const answers = await Promise.all([expired, `${swapped}.${mac}`, otherKey, 'not-a-token'].map(prefill));
    const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, detail: ErrorResponseSchema.parse(await answer.json()).errorDetails[0] })));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ status: 400, detail: { errorId: 'API400' } });
  });
});
