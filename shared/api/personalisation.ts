import { EngineRequestSchema, EngineResponseSchema } from '../decisions/personalisation/engine';
import { endpoints } from './endpoint';
import * as routes from './routes/personalisation';

/** The personalisation engine: decisions and record events share one call; the tracking pixel is the page view. */
export const personalisation = endpoints(routes.personalisation, {
  decide: { body: EngineRequestSchema, response: EngineResponseSchema },
  record: { body: EngineRequestSchema },
});
