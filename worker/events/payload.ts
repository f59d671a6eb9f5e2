import type { ConsumerDetails } from '../../shared/account/schemas/consumer';
import { joinAttendingDays, type EventRegistrationPayload, type JoinEventRequest } from '../../shared/events';

/** The profile's part in a registration: who the member is, never what the browser says they are. */
export type RegistrantDetails = Pick<ConsumerDetails, 'email' | 'firstName' | 'lastName' | 'gender' | 'phone'>;

/**
 * The backend's registration payload: the member's email, names, gender and phone from their
 * profile (the join form shows the email read-only and sends none), the days comma-joined in
 * calendar order, a guest's name trimmed (empty without one) and the moment of sending in ISO 8601.
 * Null when the profile has no email to register under.
 * @example eventRegistrationPayload(profile.consumerDetails, { eventId: 'BASECAMP-WINTER-2027', attendingDays: ['2027-01-17', '2027-01-16'], plusOne: '', eventTermsAccepted: true }, new Date())
 */
export function eventRegistrationPayload(details: RegistrantDetails, form: JoinEventRequest, now: Date): EventRegistrationPayload | null {
  const email = details.email?.trim();
  if (!email) return null;
  return {
    email,
    attendingDays: joinAttendingDays(form.attendingDays),
    eventId: form.eventId,
    eventTermsAccepted: form.eventTermsAccepted,
    firstName: details.firstName?.trim() ?? '',
    lastName: details.lastName?.trim() ?? '',
    gender: details.gender ?? '',
    phoneNumber: details.phone ?? '',
    plusOne: form.plusOne.trim().replace(/\s+/g, ' '),
    registrationTimestamp: now.toISOString(),
  };
}
