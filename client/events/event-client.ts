import { onDemand } from '#on-demand';
import { callFapi } from '../api';
import { eventRegistration } from '../../shared/fapi/routes/event-registration';
import type { JoinEventRequest } from '../../shared/events/schemas';

/** Signs the signed-in member up for an event; the worker adds who they are from their profile. */
export function registerForEvent(body: JoinEventRequest) {
  return callFapi(eventRegistration.register, () => onDemand.apiCatalogue().then((loaded) => loaded.EventRegistrationSchema), { body });
}
