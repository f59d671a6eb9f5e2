import { z } from 'zod';
import {
  AutoSuggestResponseSchema,
  AvailabilityRequestSchema,
  AvailabilityResponseSchema,
  CatalogResponseSchema,
  CatalogSortSchema,
  FacetIdSchema,
  NotificationRequestSchema,
  NotificationResponseSchema,
  ProductSchema,
  ProductSetSchema,
  ProductSetsResponseSchema,
  StoreInventoryResponseSchema,
} from '../schemas';
import { endpoint } from './endpoint';

/** Paging and sort of a listing, plus each facet (`color`, `size`, …) as a list, repeated in the query. */
const listingQuery = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object({
      sort: CatalogSortSchema.optional(),
      start: z.number().int().nonnegative().optional(),
      count: z.number().int().positive().optional(),
      bypassAllCache: z.literal('true').optional(),
      ...shape,
    })
    .and(z.partialRecord(FacetIdSchema, z.array(z.string())));

/** Product reads: listings, search, details, stock, product sets, back-in-stock notices. */
export const products = {
  catalog: endpoint('GET', '/products/v2/catalog', { query: listingQuery({ categoryId: z.string() }), response: CatalogResponseSchema }),
  productSearch: endpoint('GET', '/products/v2/search/productSearch', { query: listingQuery({ q: z.string() }), response: CatalogResponseSchema, searchClientIp: true }),
  autoSuggest: endpoint('GET', '/products/v2/search/autoSuggest', { query: z.object({ q: z.string() }), response: AutoSuggestResponseSchema }),
  details: endpoint('GET', '/products/v2/products/:productId/details', { query: z.object({ bypassAllCache: z.literal('true').optional() }), response: ProductSchema }),
  availability: endpoint('POST', '/products/v1/products/:productId/availability', { body: AvailabilityRequestSchema, response: AvailabilityResponseSchema }),
  /** One SKU's stock in the given stores (comma-separated ids). */
  storeInventory: endpoint('GET', '/products/v2/products/:productId/inventory', { query: z.object({ storeIds: z.string(), sku: z.string() }), response: StoreInventoryResponseSchema }),
  productSets: endpoint('GET', '/products/v2/products/:productId/productSets', { response: ProductSetsResponseSchema }),
  productSet: endpoint('GET', '/products/v2/products/:productSetId/productSet', { response: ProductSetSchema }),
  notifications: endpoint('PUT', '/products/v1/notifications', { body: NotificationRequestSchema, response: NotificationResponseSchema }),
} as const;
