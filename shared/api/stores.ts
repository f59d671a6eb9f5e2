import { StoreSearchRequestSchema, StoreSearchResponseSchema } from '../location/schemas/stores';
import { endpoints } from './endpoint';
import * as routes from './routes/stores';

/** Store finder and pick-up points, searched by postal code or city. */
export const stores = endpoints(routes.stores, {
  search: { body: StoreSearchRequestSchema, response: StoreSearchResponseSchema },
  collectionPoints: { body: StoreSearchRequestSchema, response: StoreSearchResponseSchema },
});
