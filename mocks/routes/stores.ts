import type { IRequest } from 'itty-router';
import { StoreSearchRequestSchema, type StoreSearchResponse } from '../../shared/schemas';
import { findStores } from '../data/stores';
import type { Env } from '../env';
import { errorResponse, json, parseBody, siteOf, type MockRouter } from '../http';
import { requireClientId } from './products';
import { api } from '../../shared/api';
import { on, registerRoutes } from '../catalogue-routes';

// spec §7 Stores: store search for pickup in store, and collection points (stores that hand out orders).

function searchHandler(pickupOnly: boolean) {
  return async (request: IRequest, _env: Env): Promise<Response> => {
    const body = await parseBody(request, StoreSearchRequestSchema);
    if (body instanceof Response) return body;
    // A postal code wins over a city when both are given: it ranks by distance.
    const stores = findStores({
      country: siteOf(request).country,
      ...(body.postalCode ? { postalCode: body.postalCode } : { city: body.city ?? '' }),
      pickupOnly,
    });
    // spec §8: STR404 store not found.
    if (!stores.length) return errorResponse(request, 404, 'STR404', 'Store not found');
    return json({ stores } satisfies StoreSearchResponse);
  };
}

export function registerStoreRoutes(router: MockRouter): void {
  router.all('/stores/*', requireClientId);
  registerRoutes(router, [on(api.stores.search, searchHandler(false)), on(api.stores.collectionPoints, searchHandler(true))]);
}
