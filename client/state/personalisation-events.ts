import { postEvent } from './post-event';
import { PERSONALISATION_EVENTS_PATH } from '../../shared/personalisation/events';
import type { PersonalisationEvent } from '../../shared/personalisation/events';

/**
 * Sends a record event to the personalisation engine through the worker (which adds the
 * engine id and checks targeting consent).
 */
export function sendPersonalisationEvent(event: PersonalisationEvent): void {
  postEvent(PERSONALISATION_EVENTS_PATH, event, 'personalisation event');
}
