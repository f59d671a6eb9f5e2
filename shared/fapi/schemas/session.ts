import { SessionSummarySchema } from '../../account/schemas/session';
import * as routes from '../routes/session';
import { withSchemas } from './endpoint';

/** What the page may know of the session. */
export const session = withSchemas(routes.session, {
  read: { response: SessionSummarySchema },
});
