import { api } from '../../shared/api';
import type { EventRegistration, JoinEventRequest } from '../../shared/events';
import type { UpstreamClient, UpstreamResult } from '../upstream';
import { eventRegistrationPayload } from './payload';

/**
 * Registers the signed-in member behind `upstream` for an event: reads their profile with their
 * own token, builds the payload from it and the form, and sends it. The backend judges the days
 * against the event's dates, its places and a second registration of the same member.
 */
export async function registerForEvent(upstream: UpstreamClient, form: JoinEventRequest, now: Date): Promise<UpstreamResult<EventRegistration>> {
  const profile = await upstream.call(api.consumer.profile, { query: {} });
  if (!profile.ok) return profile;
  const payload = eventRegistrationPayload(profile.data.consumerDetails, form, now);
  if (!payload) return { ok: false, status: 404, errorId: 'PRO404', message: 'Profile not found' };
  return upstream.call(api.consumer.eventRegistration, { body: payload });
}
