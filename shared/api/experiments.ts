import { EventBatchSchema } from '../experiments/event-batch';
import { endpoint } from './endpoint';

/** The experimentation vendor: the datafile on its CDN, the event log and the customer-data audiences. */
export const experiments = {
  /** `file` is `{sdkKey}.json`; read with if-modified-since. */
  datafile: endpoint('GET', '/datafiles/:file', { group: 'experiments' }),
  events: endpoint('POST', '/v1/events', { group: 'experiments', body: EventBatchSchema }),
  /** Customer audiences by user id; the answer is read for data.customer.audiences.edges and errors. */
  audiences: endpoint('POST', '/v3/graphql', { group: 'experiments' }),
} as const;
