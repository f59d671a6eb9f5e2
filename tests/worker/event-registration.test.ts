import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { seededEvent } from '../../mocks/data/events';
import { fapi } from '../../shared/fapi/schemas';
import { EventRegistrationPayloadSchema, EventRegistrationSchema, type EventRegistrationPayload, type JoinEventRequest } from '../../shared/events';
import { ErrorResponseSchema } from '../../shared/errors/schemas/error';
import type { Env } from '../../worker/env';
import { errorIdOf, ORIGIN, recordingMocks, shopper } from './helpers';
import { registeredSession, registeredShopper } from './registered';

const config = env as unknown as Env;
// Each test signs fresh accounts in (PBKDF2 hashings): slow on a busy machine, never stuck.
vi.setConfig({ testTimeout: 60_000 });

const WINTER = seededEvent('BASECAMP-WINTER-2027')!;
const CLINIC = seededEvent('WESTEND-BOULDERING-2027')!;

/** A registered account of its own, never registered for anything. */
async function freshAccount(): Promise<string> {
  const email = `events-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const created = await config.MOCKS.fetch('https://mocks.internal/__test/accounts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: SEEDED_PASSWORD }) });
  expect(created.status).toBe(200);
  return email;
}

/** Straight to the backend's event registration, with a member's own token. */
async function backendRegister(accessToken: string, change: Partial<EventRegistrationPayload>): Promise<Response> {
  const payload: EventRegistrationPayload = {
    email: 'member@example.com', attendingDays: WINTER.startDate, eventId: WINTER.eventId, eventTermsAccepted: true, firstName: 'Test', lastName: 'Shopper',
    gender: 'U', phoneNumber: '', plusOne: '', registrationTimestamp: new Date().toISOString(), ...change,
  };
  return config.MOCKS.fetch('https://mocks.internal/consumers-v3/consumer/event-registration?locale=en-us', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-access': config.AUTH_ACCESS_KEY, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(payload),
  });
}

const tokenOf = async (email: string) => (await registeredSession(email)).accessToken;

describe('the mocks’ event registration', () => {
  it('stores a registration, then refuses the same member’s second one', async () => {
    const token = await tokenOf(await freshAccount());
    const first = await backendRegister(token, { plusOne: 'Sam Rivera', attendingDays: `${WINTER.startDate},${WINTER.endDate}` });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(EventRegistrationSchema.parse(await first.json())).toMatchObject({ eventId: WINTER.eventId, plusOne: 'Sam Rivera', attendingDays: `${WINTER.startDate},${WINTER.endDate}` });
    const again = await backendRegister(token, {});
    expect(again.status).toBe(409);
    expect(await errorIdOf(again)).toBe('EVENT_ALREADY_REGISTERED');
  });

  it(`says the clinic is full once its ${CLINIC.capacity} places are taken`, async () => {
    const register = async () => backendRegister(await tokenOf(await freshAccount()), { eventId: CLINIC.eventId, attendingDays: CLINIC.startDate });
    for (let place = 0; place < CLINIC.capacity; place++) expect((await register()).status).toBe(200);
    const late = await register();
    expect(late.status).toBe(409);
    expect(await errorIdOf(late)).toBe('EVENT_FULL');
  });

  it.each<[string, Partial<EventRegistrationPayload>, number, string]>([
    ['a day outside the event’s dates', { attendingDays: '2027-01-14' }, 400, 'EVENT_DAYS_INVALID'],
    ['no day', { attendingDays: '' }, 400, 'EVENT_DAYS_INVALID'],
    ['a guest that is not a name', { plusOne: '<b>Sam</b>' }, 400, 'EVENT_PLUS_ONE_INVALID'],
    ['a guest where the event takes none', { eventId: CLINIC.eventId, attendingDays: CLINIC.startDate, plusOne: 'Sam Rivera' }, 400, 'EVENT_PLUS_ONE_NOT_ALLOWED'],
    ['the terms not accepted', { eventTermsAccepted: false }, 400, 'EVENT_TERMS_REQUIRED'],
    ['an event it does not know', { eventId: 'NO-SUCH-EVENT' }, 404, 'EVENT_NOT_FOUND'],
    ['a timestamp that is not ISO 8601', { registrationTimestamp: 'yesterday' }, 400, 'API400'],
  ])('refuses %s, storing nothing', async (_name, change, status, errorId) => {
    const token = await tokenOf(await freshAccount());
    const refused = await backendRegister(token, change);
    expect(refused.status).toBe(status);
    expect(await errorIdOf(refused)).toBe(errorId);
    // Nothing was stored: the member can still register.
    expect((await backendRegister(token, {})).status).toBe(200);
  });
});

describe('POST /fapi/event-registration', () => {
  const join = (change: Partial<JoinEventRequest> = {}): JoinEventRequest => ({ eventId: WINTER.eventId, attendingDays: [WINTER.startDate], plusOne: '', eventTermsAccepted: true, ...change });
  const post = (who: ReturnType<typeof shopper>, body: unknown, locale = '') => who.fetch(`${locale}${fapi.eventRegistration.register.path}`, { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify(body) });

  it('registers the signed-in member under their profile’s email, whatever the page sends', async () => {
    const email = await freshAccount();
    const member = await registeredShopper(email);
    const mocks = recordingMocks();
    const before = Date.now();
    const answer = await member.fetch(fapi.eventRegistration.register.path, {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: JSON.stringify({ ...join({ plusOne: ' Sam  Rivera ', attendingDays: [WINTER.endDate, WINTER.startDate] }), email: 'someone.else@example.com', firstName: 'Mallory' }),
    }, { MOCKS: mocks.binding });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(fapi.eventRegistration.register.response.parse(await answer.json())).toMatchObject({ eventId: WINTER.eventId, plusOne: 'Sam Rivera', attendingDays: `${WINTER.startDate},${WINTER.endDate}` });
    const sent = mocks.calls.find((call) => call.url.pathname === '/consumers-v3/consumer/event-registration');
    const payload = EventRegistrationPayloadSchema.parse(JSON.parse(sent!.body));
    // The test account's profile (mocks/routes/test-control.ts): Test Shopper, gender U, a phone.
    expect(payload).toMatchObject({ email, firstName: 'Test', lastName: 'Shopper', gender: 'U', phoneNumber: '+12025550188', eventId: WINTER.eventId, eventTermsAccepted: true, plusOne: 'Sam Rivera', attendingDays: `${WINTER.startDate},${WINTER.endDate}` });
    expect(Date.parse(payload.registrationTimestamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a second registration in the site’s language', async () => {
    const member = await registeredShopper(await freshAccount());
    expect((await post(member, join(), '/de-de')).status).toBe(200);
    const again = await post(member, join(), '/de-de');
    expect(again.status).toBe(409);
    const body = ErrorResponseSchema.parse(await again.json());
    expect(body.errorDetails[0]).toMatchObject({ errorId: 'EVENT_ALREADY_REGISTERED', message: 'Sie sind für diese Veranstaltung bereits angemeldet.' });
  });

  it('asks a guest to sign in', async () => {
    const answer = await post(shopper(), join());
    expect(answer.status).toBe(401);
    expect(await errorIdOf(answer)).toBe('AUT432');
  });

  it.each<[string, unknown, string]>([
    ['the terms not accepted', join({ eventTermsAccepted: false }), 'EVENT_TERMS_REQUIRED'],
    ['a guest that is not a name', join({ plusOne: 'R2-D2' }), 'EVENT_PLUS_ONE_INVALID'],
    ['no day', join({ attendingDays: [] }), 'EVENT_DAYS_INVALID'],
    ['a day that is no date', join({ attendingDays: ['2027-02-30'] }), 'API400'],
  ])('refuses %s before asking the backend', async (_name, body, errorId) => {
    const member = await registeredShopper('alex.morgan@example.com');
    const answer = await post(member, body);
    expect(answer.status).toBe(400);
    expect(await errorIdOf(answer)).toBe(errorId);
  });
});
