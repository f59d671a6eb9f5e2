import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { FACET_IDS } from '../../../shared/catalogue/catalog-options';
import { CatalogSortSchema, type AutoSuggestResponse, type CatalogResponse, type Facet } from '../../../shared/catalogue/schemas/catalog';
import { AvailabilityRequestSchema, SkuSchema, type AvailabilityResponse, type StoreInventoryResponse } from '../../../shared/catalogue/schemas/inventory';
import { PRODUCT_CODE_PATTERN } from '../../../shared/catalogue/schemas/product';
import type { Site } from '../../../shared/site';
import type { ProductRecord } from '../../data/catalog';
import { facetLabelFor, facetVocabulary } from '../../data/facets';
import { categoryName } from '../../data/category-names';
import { languageOf, toProduct, toTile, variantOf, variantsOf } from '../../data/product-view';
import { categorySuggestions, searchResultsTitle } from '../search-copy';
import { ftsMatch, normalizeText } from '../../data/search-terms';
import { STORE_BY_ID, storeStock } from '../../data/stores';
import { stockLeft, withStockLeft } from '../../cart';
import { categoryUrl } from '../../data/urls';
import { productWithSeedVersion, queryListing, suggest, type FacetCounts, type FacetSelections, type ListingPage, type ListingSource, type Page, type Sort } from '../../db/product-queries';
import { ensureDatabase } from '../../db/ready';
import { currentSeedVersion } from '../../db/seed-version';
import type { Env } from '../../env';
import { errorResponse, json, pageOf, parseBody, queryParam, siteOf, type MockRouter } from '../../http';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

// Products: catalog, productSearch, autoSuggest, details, availability and store inventory.

const MAX_COUNT = 96;
const DEFAULT_COUNT = 24;
/** Far past any catalogue, and small enough to stay an exact integer in SQL. */
const MAX_START = 100_000;
/** The storefront refuses longer queries itself; the mock mirrors it. */
const MAX_QUERY_LENGTH = 200;
/** Style code plus an optional 3-digit colour: a product code. */
const PRODUCT_ID = /^([A-Z]{2}[A-Z0-9]{6})(\d{3})?$/;
const MAX_STORE_IDS = 20;
const StoreIdsSchema = z.array(z.string().regex(/^[A-Za-z0-9-]{1,20}$/)).min(1).max(MAX_STORE_IDS);

type ListingQuery = { site: Site; sort: Sort; page: Page; selections: FacetSelections };

/** Every value of a repeatable query parameter (itty gives a string or an array). */
function queryValues(request: IRequest, name: string): string[] {
  const value = request.query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Facet params must name known values (price: a bucket of the site currency); the storefront filters first. */
function facetSelections(request: IRequest, site: Site): FacetSelections | string {
  const selections: FacetSelections = {};
  for (const facet of FACET_IDS) {
    const values = [...new Set(queryValues(request, facet))];
    if (!values.length) continue;
    const known = new Set(facetVocabulary(facet, site.currency, site.locale).map((value) => value.id));
    const unknown = values.find((value) => !known.has(value));
    if (unknown !== undefined) return `Unknown ${facet} value "${unknown.slice(0, 40)}"`;
    selections[facet] = values;
  }
  return selections;
}

/** Shared paging, sort and facet validation; returns an error Response when the query is unusable. */
function listingQuery(request: IRequest): ListingQuery | Response {
  const page = pageOf(request, DEFAULT_COUNT, MAX_COUNT, MAX_START);
  if (page instanceof Response) return page;
  const sort = CatalogSortSchema.safeParse(queryParam(request, 'sort') || 'relevance');
  if (!sort.success) return errorResponse(request, 400, 'API400', 'Unknown sort');
  const site = siteOf(request);
  const selections = facetSelections(request, site);
  if (typeof selections === 'string') return errorResponse(request, 400, 'API400', selections);
  return { site, sort: sort.data, page, selections };
}

/** Vocabulary order; a value shows when it has products or is selected (so it can be cleared). */
export function buildFacets(counts: FacetCounts, selections: FacetSelections, site: Site): Facet[] {
  return FACET_IDS.flatMap((facet) => {
    const selected = new Set(selections[facet] ?? []);
    const values = facetVocabulary(facet, site.currency, site.locale)
      .map((value) => ({ ...value, count: counts[facet].get(value.id) ?? 0, selected: selected.has(value.id) }))
      .filter((value) => value.count > 0 || value.selected);
    return values.length ? [{ id: facet, label: facetLabelFor(facet, site.locale), values }] : [];
  });
}

function catalogResponse(query: ListingQuery, result: ListingPage, fields: Pick<CatalogResponse, 'name' | 'categoryId' | 'searchTerm'>): CatalogResponse {
  const products = result.records.map((record) => toTile(record, query.site));
  return {
    ...fields,
    numFound: result.numFound,
    start: query.page.start,
    count: products.length,
    sort: query.sort,
    facets: buildFacets(result.facetCounts, query.selections, query.site),
    products,
  };
}

/** The storefront injects an auth-access key; requiring it makes that observable. */
export function requireClientId(request: IRequest): Response | undefined {
  return request.headers.get('x-auth-access') ? undefined : errorResponse(request, 401, 'API400', 'Missing client id');
}

/** D1's own SQL time, so bench/mocks.mjs can tell query cost from worker and transport overhead. */
const serverTiming = (dbMs: number): ResponseInit => ({ headers: { 'server-timing': `db;dur=${dbMs.toFixed(2)}` } });

/**
 * Runs a batch that reads seed_meta itself, so the hot listing paths skip ensureDatabase's
 * separate probe round trip; only a missing or stale seed (or missing tables) takes the slow path.
 */
async function whenSeeded<T extends { seedVersion?: string | undefined }>(env: Env, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    if (result.seedVersion === currentSeedVersion()) return result;
  } catch {
    // No tables yet: fall through to migrate and seed.
  }
  await ensureDatabase(env.DB);
  return run();
}

function listing(env: Env, query: ListingQuery, source: ListingSource): Promise<ListingPage> {
  return whenSeeded(env, () => queryListing(env.DB, source, query.selections, query.site.currency, query.sort, query.page));
}

async function getCatalog(request: IRequest, env: Env): Promise<Response> {
  const categoryId = queryParam(request, 'categoryId');
  if (!categoryId) return errorResponse(request, 400, 'API400', 'categoryId is required');
  const query = listingQuery(request);
  if (query instanceof Response) return query;
  const result = await listing(env, query, { kind: 'category', categoryId });
  // PLP400 list product not found.
  if (!result.categoryName) return errorResponse(request, 'PLP400', 'List product not found');
  return json(catalogResponse(query, result, { categoryId, name: categoryName(categoryId, languageOf(query.site)) }), serverTiming(result.dbMs));
}

async function getSearch(request: IRequest, env: Env): Promise<Response> {
  const searchTerm = (queryParam(request, 'q') ?? '').trim();
  if (!searchTerm) return errorResponse(request, 400, 'API400', 'q is required');
  if (searchTerm.length > MAX_QUERY_LENGTH) return errorResponse(request, 400, 'API400', `q must be at most ${MAX_QUERY_LENGTH} characters`);
  const query = listingQuery(request);
  if (query instanceof Response) return query;
  const fields = { searchTerm, name: searchResultsTitle(searchTerm, languageOf(query.site)) };
  const match = ftsMatch(searchTerm);
  // Only symbols: nothing can match, and FTS5 would reject an empty query.
  if (!match) return json(catalogResponse(query, { numFound: 0, records: [], facetCounts: emptyCounts(), dbMs: 0 }, fields));
  const result = await listing(env, query, { kind: 'search', match });
  return json(catalogResponse(query, result, fields), serverTiming(result.dbMs));
}

const emptyCounts = () => Object.fromEntries(FACET_IDS.map((facet) => [facet, new Map()])) as FacetCounts;

const AUTOSUGGEST_LIMITS = { terms: 8, categories: 5, products: 6 };

async function getAutoSuggest(request: IRequest, env: Env): Promise<Response> {
  const searchTerm = (queryParam(request, 'q') ?? '').trim();
  if (searchTerm.length < 2 || searchTerm.length > MAX_QUERY_LENGTH) {
    return errorResponse(request, 400, 'API400', `q must be 2 to ${MAX_QUERY_LENGTH} characters`);
  }
  const site = siteOf(request);
  const language = languageOf(site);
  const prefix = normalizeText(searchTerm);
  const found = await whenSeeded(env, () => suggest(env.DB, language, prefix, ftsMatch(searchTerm), AUTOSUGGEST_LIMITS));
  const body: AutoSuggestResponse = {
    searchTerm,
    suggestions: found.terms,
    categories: categorySuggestions(prefix, language, AUTOSUGGEST_LIMITS.categories).map((category) => ({ ...category, url: categoryUrl(site.locale, category.slug, category.id) })),
    products: found.products.map((record) => {
      const tile = toTile(record, site);
      return { id: tile.id, name: tile.name, url: tile.url, image: tile.image, price: tile.price };
    }),
  };
  return json(body, serverTiming(found.dbMs));
}

/** The stored product a path's productId names (style or style + colour), or an API404 response. */
async function productFromPath(request: IRequest, env: Env): Promise<{ record: ProductRecord; colorCode?: string } | Response> {
  const match = PRODUCT_ID.exec(request.params.productId ?? '');
  const style = match?.[1];
  if (!style || !PRODUCT_CODE_PATTERN.test(style)) return errorResponse(request, 'API404', 'Product not found');
  const { record } = await whenSeeded(env, () => productWithSeedVersion(env.DB, style));
  if (!record) return errorResponse(request, 'API404', 'Product not found');
  return match[2] ? { record, colorCode: match[2] } : { record };
}

async function getDetails(request: IRequest, env: Env): Promise<Response> {
  const found = await productFromPath(request, env);
  if (found instanceof Response) return found;
  return json(toProduct(found.record, siteOf(request), found.colorCode));
}

async function postAvailability(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, AvailabilityRequestSchema);
  if (body instanceof Response) return body;
  const found = await productFromPath(request, env);
  if (found instanceof Response) return found;
  const { record } = found;
  const { color, sku, quantity } = body;
  if (color && !record.colors.some((option) => option.code === color)) return errorResponse(request, 'ORD404', 'Item not available');
  if (!sku) {
    const variants = variantsOf(record, color);
    const left = await stockLeft(env.DB, variants.map((variant) => variant.sku));
    return json({ productId: record.id, variants: variants.map((variant) => withStockLeft(variant, left)) } satisfies AvailabilityResponse);
  }

  const named = variantOf(record, sku);
  const variant = named && withStockLeft(named, await stockLeft(env.DB, [named.sku]));
  // Inventory group: ORD404 item not available.
  if (!variant || (color && variant.color !== color)) return errorResponse(request, 'ORD404', 'Item not available');
  if (quantity !== undefined) {
    if (variant.quantity === 0) return errorResponse(request, 'INV700', 'Item out of stock');
    if (quantity > variant.quantity) return errorResponse(request, 'INV408', `Max quantity added: only ${variant.quantity} left`);
  }
  return json({ productId: record.id, variants: [variant] } satisfies AvailabilityResponse);
}

async function getStoreInventory(request: IRequest, env: Env): Promise<Response> {
  const sku = SkuSchema.safeParse(queryParam(request, 'sku'));
  const storeIds = StoreIdsSchema.safeParse([...new Set((queryParam(request, 'storeIds') ?? '').split(',').map((id) => id.trim()).filter(Boolean))]);
  if (!sku.success) return errorResponse(request, 400, 'API400', 'sku is required');
  if (!storeIds.success) return errorResponse(request, 400, 'API400', `storeIds must list 1 to ${MAX_STORE_IDS} store ids`);
  const found = await productFromPath(request, env);
  if (found instanceof Response) return found;
  const named = variantOf(found.record, sku.data);
  if (!named) return errorResponse(request, 'INV701', 'No inventory');
  const variant = withStockLeft(named, await stockLeft(env.DB, [named.sku]));
  const stores = storeIds.data
    .filter((storeId) => STORE_BY_ID.has(storeId))
    .map((storeId) => ({ storeId, ...storeStock(storeId, variant.sku, variant.quantity) }));
  return json({ productId: found.record.id, sku: variant.sku, stores } satisfies StoreInventoryResponse);
}

export function registerProductRoutes(router: MockRouter): void {
  router.all('/products/*', requireClientId);
  registerRoutes(router, [
    on(api.products.catalog, getCatalog),
    on(api.products.productSearch, getSearch),
    on(api.products.autoSuggest, getAutoSuggest),
    on(api.products.details, getDetails),
    on(api.products.availability, postAvailability),
    on(api.products.storeInventory, getStoreInventory),
  ]);
}
