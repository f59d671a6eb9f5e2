import type { RequestContext } from '../../env';
import { CatalogResponseSchema, ProductSchema, type CatalogResponse, type Product } from '../../../shared/schemas';
import { MemoryCache } from '../cms/memory-cache';
import type { UpstreamClient, UpstreamResult } from '../upstream';

export const CATALOG_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export interface CatalogQuery {
  categoryId: string;
  start: number;
  count: number;
  sort: CatalogSort;
}

// Listings are the same for every shopper of a locale until prices become personal.
const LISTINGS = new MemoryCache<UpstreamResult<CatalogResponse>>(30_000, 200);

export interface ProductsClient {
  catalog(query: CatalogQuery): Promise<UpstreamResult<CatalogResponse>>;
  search(q: string, start: number, count: number): Promise<UpstreamResult<CatalogResponse>>;
  details(productId: string): Promise<UpstreamResult<Product>>;
}

export function createProductsClient(ctx: RequestContext, upstream: UpstreamClient): ProductsClient {
  // spec §7: the query carries bypassAllCache when an editor asked for it.
  const bypass = ctx.preview.bypassAllCache ? { bypassAllCache: 'true' } : {};
  return {
    async catalog(query) {
      // Editors previewing (spec §2) bypass every cache layer.
      const useCache = !ctx.preview.active;
      const key = `${ctx.locale}:${query.categoryId}:${query.sort}:${query.start}:${query.count}`;
      const cached = useCache ? LISTINGS.get(key) : undefined;
      if (cached) return cached;
      const result = await upstream.get('commerce', '/products/v2/catalog', { ...query, ...bypass }, CatalogResponseSchema);
      if (result.ok && useCache) LISTINGS.set(key, result);
      return result;
    },
    search(q, start, count) {
      return upstream.get('commerce', '/products/v2/search/productSearch', { q, start, count, ...bypass }, CatalogResponseSchema);
    },
    details(productId) {
      return upstream.get('commerce', `/products/v2/products/${encodeURIComponent(productId)}/details`, { ...bypass }, ProductSchema);
    },
  };
}
