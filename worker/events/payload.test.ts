import { describe, expect, it } from 'vitest';
import { EventRegistrationPayloadSchema, type JoinEventRequest } from '../../shared/events';
import { eventRegistrationPayload, type RegistrantDetails } from './payload';

const NOW = new Date('2026-11-29T10:15:30.000Z');
const MEMBER: RegistrantDetails = { email: 'alex.morgan@example.com', firstName: 'Alex', lastName: 'Morgan', gender: 'M', phone: '+14155550123' };
const FORM: JoinEventRequest = { eventId: 'BASECAMP-WINTER-2027', attendingDays: ['2027-01-16'], plusOne: '', eventTermsAccepted: true };

describe('eventRegistrationPayload', () => {
  it.each<[string, Partial<RegistrantDetails>, Partial<JoinEventRequest>, Partial<ReturnType<typeof eventRegistrationPayload>>]>([
    ['one day, no guest', {}, {}, { attendingDays: '2027-01-16', plusOne: '' }],
    ['days comma-joined in calendar order, each once', {}, { attendingDays: ['2027-01-18', '2027-01-16', '2027-01-18'] }, { attendingDays: '2027-01-16,2027-01-18' }],
    ['a guest by name, trimmed', {}, { plusOne: '  Sam   Rivera ' }, { plusOne: 'Sam Rivera' }],
    ['the profile’s email, names, gender and phone', {}, {}, { email: 'alex.morgan@example.com', firstName: 'Alex', lastName: 'Morgan', gender: 'M', phoneNumber: '+14155550123' }],
    ['a profile without names, gender or phone', { firstName: null, lastName: null, gender: null, phone: null }, {}, { firstName: '', lastName: '', gender: '', phoneNumber: '' }],
    ['the moment of sending, ISO 8601', {}, {}, { registrationTimestamp: '2026-11-29T10:15:30.000Z' }],
    ['the event and the terms as the form sent them', {}, { eventId: 'WESTEND-CLINIC-2027' }, { eventId: 'WESTEND-CLINIC-2027', eventTermsAccepted: true }],
  ])('builds %s', (_name, member, form, expected) => {
    const payload = eventRegistrationPayload({ ...MEMBER, ...member }, { ...FORM, ...form }, NOW);
    expect(payload).toMatchObject(expected!);
    expect(EventRegistrationPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('registers under the profile’s email only: none in the profile, no payload', () => {
    expect(eventRegistrationPayload({ ...MEMBER, email: undefined }, FORM, NOW)).toBeNull();
    expect(eventRegistrationPayload({ ...MEMBER, email: '  ' }, FORM, NOW)).toBeNull();
  });

  it('takes nothing from the form but the choices', () => {
    const forged = { ...FORM, email: 'someone.else@example.com', firstName: 'Mallory' } as JoinEventRequest;
    expect(eventRegistrationPayload(MEMBER, forged, NOW)).toMatchObject({ email: 'alex.morgan@example.com', firstName: 'Alex' });
  });
});
