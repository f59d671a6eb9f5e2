import type { RequestContext } from '../env';
import { api, buildPath } from '../../shared/api';
import { FACET_IDS } from '../../shared/catalogue/catalog-options';
import { type CatalogResponse, type CatalogSort, type FacetId } from '../../shared/catalogue/schemas/catalog';
import { type AvailabilityRequest, type AvailabilityResponse } from '../../shared/catalogue/schemas/inventory';
import { type Product } from '../../shared/catalogue/schemas/product';
import { emptyFilters, filterEntries, joinPages, splitRange, type PageRange } from '../../shared/catalogue';
import { MemoryCache } from '../content';
import { catalogueKey } from './catalogue-key';
import type { UpstreamClient, UpstreamResult } from '../upstream';

/** A listing request: sort, facet filters and a range of any size (split into upstream pages). */
export interface ListingQuery {
  start: number;
  count: number;
  sort: CatalogSort;
  /** Repeatable facet parameters; omitted means unfiltered. */
  filters?: Partial<Record<FacetId, readonly string[]>> | undefined;
}

export interface CatalogQuery extends ListingQuery {
  categoryId: string;
}

// Shared by every shopper whose request would reach the backend identically (catalogueKey):
// the same site, channel, price group, backend and query.
const LISTINGS = new MemoryCache<UpstreamResult<CatalogResponse>>(30_000, 200);
// A product's details are priced and worded for a class of shopper like a listing, and stay as
// they were checked against the schema: a hit is neither fetched nor validated again. Kept fewer,
// since one product weighs as much as a page of tiles.
const DETAILS = new MemoryCache<UpstreamResult<Product>>(30_000, 100);

type ListingParams = { sort: CatalogSort } & Partial<Record<FacetId, string[]>>;

/** The upstream query of one listing request; facets repeat (`color=black&color=navy`). */
function listingParams(query: ListingQuery): ListingParams {
  const filters: Record<FacetId, string[]> = emptyFilters();
  for (const id of FACET_IDS) filters[id] = [...(query.filters?.[id] ?? [])];
  const params: ListingParams = { sort: query.sort };
  for (const [id, value] of filterEntries(filters)) params[id] = [...(params[id] ?? []), value];
  return params;
}

/** Runs one upstream page per range the backend can serve and joins them; any failure fails the whole. */
async function ranged(query: ListingQuery, fetchPage: (range: PageRange) => Promise<UpstreamResult<CatalogResponse>>): Promise<UpstreamResult<CatalogResponse>> {
  const results = await Promise.all(splitRange(query).map(fetchPage));
  const failed = results.find((result) => !result.ok);
  if (failed) return failed;
  return { ok: true, data: joinPages(results.map((result) => (result as { ok: true; data: CatalogResponse }).data)) };
}

export interface ProductsClient {
  catalog(query: CatalogQuery): Promise<UpstreamResult<CatalogResponse>>;
  search(q: string, query: ListingQuery): Promise<UpstreamResult<CatalogResponse>>;
  details(productId: string): Promise<UpstreamResult<Product>>;
  /** Per-variant stock; a POST because the body narrows it to a colour or sku. */
  availability(productId: string, request: AvailabilityRequest): Promise<UpstreamResult<AvailabilityResponse>>;
}

export function createProductsClient(ctx: RequestContext, upstream: UpstreamClient): ProductsClient {
  // The query carries bypassAllCache when an editor asked for it.
  const bypass = ctx.preview.bypassAllCache ? { bypassAllCache: 'true' as const } : {};
  return {
    async catalog(query) {
      const params = listingParams(query);
      // Editors previewing bypass every cache layer.
      const useCache = !ctx.preview.active;
      const key = catalogueKey(ctx, api.products.catalog.path, { categoryId: query.categoryId, ...params, start: query.start, count: query.count });
      const cached = useCache ? LISTINGS.get(key) : undefined;
      if (cached) return cached;
      const result = await ranged(query, (range) =>
        upstream.call(api.products.catalog, { query: { categoryId: query.categoryId, ...params, ...range, ...bypass } }),
      );
      if (result.ok && useCache) LISTINGS.set(key, result);
      return result;
    },
    search(q, query) {
      const params = listingParams(query);
      return ranged(query, (range) => upstream.call(api.products.productSearch, { query: { q, ...params, ...range, ...bypass } }));
    },
    async details(productId) {
      const useCache = !ctx.preview.active;
      const key = catalogueKey(ctx, buildPath(api.products.details.path, { productId }), {});
      const cached = useCache ? DETAILS.get(key) : undefined;
      if (cached) return cached;
      const result = await upstream.call(api.products.details, { params: { productId }, query: { ...bypass } });
      if (result.ok && useCache) DETAILS.set(key, result);
      return result;
    },
    availability(productId, request) {
      // Never kept: one shopper's order changes what the next is told, and place order counts what is left now.
      return upstream.call(api.products.availability, { params: { productId }, body: request });
    },
  };
}
