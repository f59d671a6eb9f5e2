import * as z from 'zod';
import { AutoSuggestResponseSchema, CatalogResponseSchema, CatalogSortSchema, FacetIdSchema } from '../catalogue/schemas/catalog';
import { AvailabilityRequestSchema, AvailabilityResponseSchema, NotificationRequestSchema, NotificationResponseSchema, StoreInventoryResponseSchema } from '../catalogue/schemas/inventory';
import { ProductSetSchema, ProductSetsResponseSchema } from '../catalogue/schemas/product-sets';
import { ProductSchema } from '../catalogue/schemas/product';
import { endpoints } from './endpoint';
import * as routes from './routes/products';

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
export const products = endpoints(routes.products, {
  catalog: { query: listingQuery({ categoryId: z.string() }), response: CatalogResponseSchema },
  productSearch: { query: listingQuery({ q: z.string() }), response: CatalogResponseSchema },
  autoSuggest: { query: z.object({ q: z.string() }), response: AutoSuggestResponseSchema },
  details: { query: z.object({ bypassAllCache: z.literal('true').optional() }), response: ProductSchema },
  availability: { body: AvailabilityRequestSchema, response: AvailabilityResponseSchema },
  storeInventory: { query: z.object({ storeIds: z.string(), sku: z.string() }), response: StoreInventoryResponseSchema },
  productSets: { response: ProductSetsResponseSchema },
  productSet: { response: ProductSetSchema },
  notifications: { body: NotificationRequestSchema, response: NotificationResponseSchema },
});
