import { route, routes } from '../route';

/** The experimentation vendor: the datafile on its CDN, the event log and the customer-data audiences. */
export const experiments = routes('experiments', {
  /** `file` is `{sdkKey}.json`; read with if-modified-since. */
  datafile: route('GET', '/datafiles/:file', { group: 'experiments' }),
  events: route('POST', '/v1/events', { group: 'experiments' }),
  /** Customer audiences by user id; the answer is read for data.customer.audiences.edges and errors. */
  audiences: route('POST', '/v3/graphql', { group: 'experiments' }),
});
