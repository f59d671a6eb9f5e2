import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { codeChallenge, codeVerifier } from '../../shared/pkce';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import { SignUpResponseSchema, UserDataSchema } from '../../shared/account/schemas/sign-up';
import { SubscriptionResponseSchema, type SignUpRequest } from '../../shared/validation';
import type { Env } from '../../worker/env';

// The mocks' sign-up, called as the worker calls it: the site's rules on the payload, a register
// captcha answer spent once, a taken email or phone refused, and an account that then signs in.

const mocks = (env as unknown as Env).MOCKS;

function call(path: string, body: unknown, locale = 'en-us'): Promise<Response> {
  return mocks.fetch(`https://mocks.internal${path}?locale=${locale}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

const captcha = async (action: string) => ((await (await call('/captcha/v1/tokens', { action })).json()) as { token: string }).token;
const uniqueEmail = () => `new.${crypto.randomUUID().slice(0, 8)}@example.com`;
const uniquePhone = () => `+1720${String(200 + Math.floor(Math.random() * 700))}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

async function payload(change: Partial<SignUpRequest> = {}): Promise<SignUpRequest> {
  return {
    email: uniqueEmail(),
    password: 'Switchback77',
    firstName: 'Noa',
    lastName: 'Lindqvist',
    birthDate: '1994-05-06',
    phone: uniquePhone(),
    phoneCode: '+1',
    postalCode: '80302',
    gender: null,
    isTermsConfirmed: true,
    isTemporaryPassword: false,
    subscriptions: { newsletterConsent: true, loyaltyConsent: false, smsNotificationConsent: false, loyaltyEnrollment: false, loyaltyNewsletterConsent: false },
    source: { store: null, acquisitionType: 'web', campaignName: null },
    recaptcha_response: await captcha('register'),
    termsConditionsAndPolicy: true,
    ...change,
  };
}

async function refusal(response: Response, status: number, errorId: string): Promise<{ errorId: string; message: string; field?: string | undefined; code?: string | undefined }[]> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const details = ErrorResponseSchema.parse(JSON.parse(text)).errorDetails;
  expect(details[0]?.errorId).toBe(errorId);
  return details;
}

describe('mocks POST /consumers-v3/auth/signup', () => {
  it('creates an account that signs in with its password, and records the subscriptions ticked', async () => {
    const body = await payload();
    const created = await call('/consumers-v3/auth/signup', body);
    expect(created.status, await created.clone().text()).toBe(201);
    expect(SignUpResponseSchema.parse(await created.json()).email).toBe(body.email);

    const verifier = codeVerifier();
    const signedIn = await call('/consumers-v3/auth/signin', { type: 'Registered', username: body.email, password: body.password, codeChallenge: await codeChallenge(verifier), recaptcha_response: await captcha('login') });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);

    const subscriptions = SubscriptionResponseSchema.parse(await (await mocks.fetch(`https://mocks.internal/consumers-v3/consumer/subscription?locale=en-us&email=${encodeURIComponent(body.email)}`)).json());
    expect(subscriptions.subscriptions.map((item) => [item.type, item.channel, item.optin])).toEqual([['Newsletter', 'email', true]]);
  });

  it('refuses a missing or reused register answer, and a login one, with AUT403', async () => {
    await refusal(await call('/consumers-v3/auth/signup', await payload({ recaptcha_response: undefined })), 403, 'AUT403');
    await refusal(await call('/consumers-v3/auth/signup', await payload({ recaptcha_response: await captcha('login') })), 403, 'AUT403');
    const spent = await captcha('register');
    expect((await call('/consumers-v3/auth/signup', await payload({ recaptcha_response: spent }))).status).toBe(201);
    await refusal(await call('/consumers-v3/auth/signup', await payload({ recaptcha_response: spent })), 403, 'AUT403');
  });

  it('answers LOGIN_IN_USE (AUT439) for a taken email and PHONE_NUMBER_ALREADY_IN_USE (AUT444) for a taken phone', async () => {
    const [email] = await refusal(await call('/consumers-v3/auth/signup', await payload({ email: 'alex.morgan@example.com' })), 409, 'LOGIN_IN_USE');
    expect(email?.code).toBe('AUT439');
    // Every seeded shopper's phone.
    const [phone] = await refusal(await call('/consumers-v3/auth/signup', await payload({ phone: '+12025550143' })), 409, 'PHONE_NUMBER_ALREADY_IN_USE');
    expect(phone?.code).toBe('AUT444');
    const [prospect] = await refusal(await call('/consumers-v3/auth/signup', await payload({ phone: '+13035550188' })), 409, 'PHONE_NUMBER_ALREADY_IN_USE2');
    expect(prospect?.code).toBe('AUT442');
  });

  it('applies the site rules: MISSING_BIRTHDATE where a birth date is required, the field codes elsewhere', async () => {
    const [missing] = await refusal(await call('/consumers-v3/auth/signup', await payload({ birthDate: null, gender: 'F', phone: null, phoneCode: null, postalCode: '10115' }), 'de-de'), 400, 'MISSING_BIRTHDATE');
    expect(missing).toMatchObject({ field: 'birthDate', code: 'PRO411' });
    const details = await refusal(await call('/consumers-v3/auth/signup', await payload({ email: 'a@b', password: 'short', birthDate: '2020-01-01' })), 400, 'AUT453');
    expect(details.map((detail) => [detail.field, detail.errorId])).toEqual([['email', 'AUT453'], ['password', 'FE872'], ['birthDate', 'PRO410']]);
    expect(details[1]?.message).toBe('Password does not meet requirements.');
  });

  it('answers LOGIN_IN_USE2 to the loser of two sign-ups of one email at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([call('/consumers-v3/auth/signup', await payload({ email })), call('/consumers-v3/auth/signup', await payload({ email }))]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(['LOGIN_IN_USE', 'LOGIN_IN_USE2']).toContain(ErrorResponseSchema.parse(await loser.json()).errorDetails[0]?.errorId);
  });
});

describe('mocks POST /consumers-v3/consumer/retrieveUserData', () => {
  it('answers a known consumer named by id and email together, and nothing for a mismatch', async () => {
    const found = await call('/consumers-v3/consumer/retrieveUserData', { consumerId: 'C000000000000101', email: 'sam.rivera@example.com' });
    expect(found.status).toBe(200);
    expect(UserDataSchema.parse(await found.json())).toMatchObject({ firstName: 'Sam', lastName: 'Rivera', birthDate: '1988-09-23', phone: '+13035550188' });
    await refusal(await call('/consumers-v3/consumer/retrieveUserData', { consumerId: 'C000000000000101', email: 'alex.morgan@example.com' }), 404, 'CCN404');
  });
});
