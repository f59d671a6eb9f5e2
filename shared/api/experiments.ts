import { EventBatchSchema } from '../decisions/experiments/event-batch';
import { endpoints } from './endpoint';
import * as routes from './routes/experiments';

/** The experimentation vendor: the datafile on its CDN, the event log and the customer-data audiences. */
export const experiments = endpoints(routes.experiments, {
  events: { body: EventBatchSchema },
});
