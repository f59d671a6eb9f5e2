import type { EventRegistration, EventRegistrationPayload } from '../../shared/events/schemas';
import type { SeededEvent } from '../data/events';

/** Why a registration was not stored. */
export type RegistrationRefusal = 'already-registered' | 'full';

/**
 * Stores a member's registration in one statement, so two at once can neither register the
 * member twice nor overfill the event: the row goes in only while the event has the places it
 * takes, and the unique (event, member) pair keeps a second one out.
 */
export async function register(db: D1Database, event: SeededEvent, consumerNo: string, payload: EventRegistrationPayload, now = Date.now()): Promise<EventRegistration | RegistrationRefusal> {
  const registrationId = `ER-${crypto.randomUUID()}`;
  const places = payload.plusOne ? 2 : 1;
  const inserted = await db
    .prepare(
      `INSERT INTO event_registrations (registration_id, event_id, consumer_no, email, attending_days, plus_one, places, payload, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
       WHERE (SELECT COALESCE(SUM(places), 0) FROM event_registrations WHERE event_id = ?2) + ?7 <= ?10
       ON CONFLICT (event_id, consumer_no) DO NOTHING`,
    )
    .bind(registrationId, event.eventId, consumerNo, payload.email.toLowerCase(), payload.attendingDays, payload.plusOne, places, JSON.stringify(payload), now, event.capacity)
    .run();
  if (inserted.meta.changes === 1) {
    return { registrationId, eventId: event.eventId, attendingDays: payload.attendingDays, plusOne: payload.plusOne, registrationTimestamp: payload.registrationTimestamp };
  }
  const existing = await db.prepare('SELECT 1 FROM event_registrations WHERE event_id = ? AND consumer_no = ?').bind(event.eventId, consumerNo).first();
  return existing ? 'already-registered' : 'full';
}
