import { StoreSearchRequestSchema, StoreSearchResponseSchema } from '../schemas';
import { endpoint } from './endpoint';

/** Store finder and pick-up points, searched by postal code or city. */
export const stores = {
  search: endpoint('POST', '/stores/v1/search', { body: StoreSearchRequestSchema, response: StoreSearchResponseSchema }),
  collectionPoints: endpoint('POST', '/stores/v1/collectionPoints', { body: StoreSearchRequestSchema, response: StoreSearchResponseSchema }),
} as const;
