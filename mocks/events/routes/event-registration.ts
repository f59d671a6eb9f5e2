import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { eventChoiceIssues, ATTENDING_DAYS_SEPARATOR } from '../../../shared/events';
import { EventRegistrationPayloadSchema } from '../../../shared/events/schemas';
import { createTranslator } from '../../../shared/i18n/translator';
import { en } from '../../../shared/i18n/messages';
import { wordIssue } from '../../../shared/validation/field-issue';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { authenticate, unauthorized } from '../../auth';
import { seededEvent } from '../../data/events';
import type { Env } from '../../env';
import { errorResponse, parseBody, type MockRouter } from '../../http';
import { register } from '../registrations';

/*
 * Event registration:
 *   POST /consumers-v3/consumer/event-registration  the registration payload → {registrationId, eventId, attendingDays, plusOne, registrationTimestamp}
 * Only a registered member may register, once per event; the days must lie within the event's
 * dates, a guest is a name and only where the event takes one, the terms must be accepted, and
 * an event whose places are taken is full.
 */

const english = createTranslator('en-US', en);
const today = (now: number) => new Date(now).toISOString().slice(0, 10);

async function eventRegistration(request: IRequest, env: Env): Promise<Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  if (consumer.type !== 'Registered') return unauthorized(request);
  const payload = await parseBody(request, EventRegistrationPayloadSchema);
  if (payload instanceof Response) return payload;
  const event = seededEvent(payload.eventId);
  if (!event || event.endDate < today(Date.now())) return errorResponse(request, 'EVENT_NOT_FOUND', 'This event is no longer open for sign-up');
  const attendingDays = payload.attendingDays === '' ? [] : payload.attendingDays.split(ATTENDING_DAYS_SEPARATOR);
  const issues = eventChoiceIssues({ attendingDays, plusOne: payload.plusOne, eventTermsAccepted: payload.eventTermsAccepted }, event);
  const [field, issue] = Object.entries(issues)[0] ?? [];
  if (field && issue?.errorId) return errorResponse(request, issue.errorId, `${field}: ${wordIssue(english.t, issue)}`, { field });
  const stored = await register(env.DB, event, consumer.consumerNo, payload);
  if (stored === 'already-registered') return errorResponse(request, 'EVENT_ALREADY_REGISTERED', 'You are already registered for this event');
  if (stored === 'full') return errorResponse(request, 'EVENT_FULL', 'This event is full');
  return answer(api.consumer.eventRegistration, stored);
}

export function registerEventRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.consumer.eventRegistration, eventRegistration)]);
}
