import { EventRegistrationSchema, JoinEventRequestSchema } from '../../events/schemas';
import * as routes from '../routes/event-registration';
import { withSchemas } from './endpoint';

/** A signed-in member's sign-up to an event: the join form in, the backend's receipt out. */
export const eventRegistration = withSchemas(routes.eventRegistration, {
  register: { body: JoinEventRequestSchema, response: EventRegistrationSchema },
});
