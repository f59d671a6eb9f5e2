import type { IRequest } from 'itty-router';
import { StoreSearchRequestSchema, type Store, type StoreAvailability, type StoreSearchResponse } from '../../../shared/location/schemas/stores';
import { findStores, storeStock } from '../../data/stores';
import { sellables } from '../../cart';
import type { Env } from '../../env';
import { errorResponse, json, parseBody, siteOf, type MockRouter } from '../../http';
import { requireClientId } from './products';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

// Store search for pickup in store, collection points (stores that hand out orders), and each store's sales staff.

/**
 * Each store's shelf stock of the asked variants. A variant the catalogue does not sell is left
 * out; a digital one is never on a shelf.
 */
async function withAvailability(env: Env, stores: Store[], productIds: readonly string[], currency: string): Promise<Store[]> {
  const found = await sellables(env.DB, productIds, currency);
  return stores.map((store) => ({
    ...store,
    availability: [...new Set(productIds)].flatMap((productId): StoreAvailability[] => {
      const sellable = found.get(productId);
      if (!sellable) return [];
      if (sellable.digital) return [{ productId, quantity: 0, status: 'OUT_OF_STOCK' }];
      return [{ productId, ...storeStock(store.storeId, productId, sellable.stock) }];
    }),
  }));
}

function searchHandler(pickupOnly: boolean) {
  return async (request: IRequest, env: Env): Promise<Response> => {
    const body = await parseBody(request, StoreSearchRequestSchema);
    if (body instanceof Response) return body;
    const site = siteOf(request);
    const stores = findStores({
      country: site.country,
      postalCode: body.postalCode,
      city: body.city,
      text: body.text,
      near: body.latitude !== undefined && body.longitude !== undefined ? [body.latitude, body.longitude] : undefined,
      pickupOnly,
    });
    if (!stores.length) return errorResponse(request, 404, 'STR404', 'Store not found');
    return json({ stores: body.productIds ? await withAvailability(env, stores, body.productIds, site.currency) : stores } satisfies StoreSearchResponse);
  };
}

export function registerStoreRoutes(router: MockRouter): void {
  router.all('/stores/*', requireClientId);
  registerRoutes(router, [on(api.stores.search, searchHandler(false)), on(api.stores.collectionPoints, searchHandler(true))]);
}
