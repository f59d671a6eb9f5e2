import * as z from 'zod';
import { EVENT_MAX_DAYS, isIsoDate } from './days';

/*
 * The wire shapes of an event registration: what the browser sends the storefront (the member's
 * choices only: who they are comes from their profile), and what the storefront sends the
 * backend (the spec's registration payload).
 */

const IsoDate = z.string().refine(isIsoDate, 'a date as YYYY-MM-DD');
/** An event's id as editors write it in the CMS. */
export const EventId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'an event id is letters, digits, - and _');

/** POST /fapi/event-registration: the join form. */
export const JoinEventRequestSchema = z.object({
  eventId: EventId,
  attendingDays: z.array(IsoDate).max(EVENT_MAX_DAYS),
  plusOne: z.string().max(100).default(''),
  eventTermsAccepted: z.boolean(),
});
export type JoinEventRequest = z.infer<typeof JoinEventRequestSchema>;

/** POST /consumers-v3/consumer/event-registration: the registration payload. */
export const EventRegistrationPayloadSchema = z.object({
  email: z.string().min(3).max(254),
  /** The chosen days, comma-joined ISO dates. */
  attendingDays: z.string().max(EVENT_MAX_DAYS * 11),
  eventId: EventId,
  eventTermsAccepted: z.boolean(),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  gender: z.string().max(20),
  phoneNumber: z.string().max(30),
  /** The guest's name, empty without one. */
  plusOne: z.string().max(100),
  /** When the member sent the form, ISO 8601. */
  registrationTimestamp: z.iso.datetime(),
});
export type EventRegistrationPayload = z.infer<typeof EventRegistrationPayloadSchema>;

/** The backend's receipt of a registration, which the storefront passes on. */
export const EventRegistrationSchema = z.object({
  registrationId: z.string(),
  eventId: EventId,
  attendingDays: z.string(),
  plusOne: z.string(),
  registrationTimestamp: z.string(),
});
export type EventRegistration = z.infer<typeof EventRegistrationSchema>;
