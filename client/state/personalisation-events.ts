import { PERSONALISATION_EVENTS_PATH } from '../../shared/personalisation/events';
import type { PersonalisationEvent } from '../../shared/personalisation/events';

/**
 * Sends a record event to the personalisation engine through the worker (which adds the
 * engine id and checks targeting consent). keepalive lets a click's event outlive the
 * navigation it starts. Failures are logged, never shown (spec §8).
 */
export function sendPersonalisationEvent(event: PersonalisationEvent): void {
  fetch(PERSONALISATION_EVENTS_PATH, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) }).catch((error: unknown) => {
    console.warn('personalisation: event not sent', error);
  });
}
