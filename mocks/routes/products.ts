import type { IRequest } from 'itty-router';
import { PRODUCT_CODE_PATTERN, type CatalogResponse } from '../../shared/schemas';
import type { Site } from '../../shared/site';
import { toProduct, toTile } from '../data/product-view';
import { categoryName, isSort, listCategory, productById, searchProducts, type Page, type ProductPage, type Sort } from '../db/product-queries';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { errorResponse, intParam, json, methodNotAllowed, queryParam, siteOf, type MockRouter } from '../http';

// spec §7 Products: catalog, productSearch and product details.

const MAX_COUNT = 96;
const DEFAULT_COUNT = 24;
/** Style code plus an optional 3-digit colour (spec §3 product codes). */
const PRODUCT_ID = /^([A-Z]{2}[A-Z0-9]{6})(\d{3})?$/;

type ListingQuery = { site: Site; sort: Sort; page: Page };

/** Shared paging/sort validation; returns an error Response when the query is unusable. */
function listingQuery(request: IRequest): ListingQuery | Response {
  const start = intParam(request, 'start', 0);
  const count = Math.min(intParam(request, 'count', DEFAULT_COUNT), MAX_COUNT);
  if (Number.isNaN(start) || Number.isNaN(count)) return errorResponse(request, 400, 'API400', 'start and count must be non-negative integers');
  const sort = queryParam(request, 'sort') || 'relevance';
  if (!isSort(sort)) return errorResponse(request, 400, 'API400', `Unknown sort "${sort}"`);
  return { site: siteOf(request), sort, page: { start, count } };
}

function catalogResponse(site: Site, page: Page, result: ProductPage, fields: Pick<CatalogResponse, 'name' | 'categoryId' | 'searchTerm'>): CatalogResponse {
  const products = result.records.map((record) => toTile(record, site));
  return { ...fields, numFound: result.numFound, start: page.start, count: products.length, facets: [], products };
}

/** spec §7: the storefront injects an auth-access key; requiring it makes that observable. */
function requireClientId(request: IRequest): Response | undefined {
  return request.headers.get('x-auth-access') ? undefined : errorResponse(request, 401, 'API400', 'Missing client id');
}

async function getCatalog(request: IRequest, env: Env): Promise<Response> {
  const categoryId = queryParam(request, 'categoryId');
  if (!categoryId) return errorResponse(request, 400, 'API400', 'categoryId is required');
  const query = listingQuery(request);
  if (query instanceof Response) return query;
  await ensureDatabase(env.DB);
  const name = await categoryName(env.DB, categoryId);
  // spec §8: PLP400 list product not found.
  if (!name) return errorResponse(request, 404, 'PLP400', 'List product not found');
  const result = await listCategory(env.DB, categoryId, query.site.currency, query.sort, query.page);
  return json(catalogResponse(query.site, query.page, result, { categoryId, name }));
}

async function getSearch(request: IRequest, env: Env): Promise<Response> {
  const searchTerm = (queryParam(request, 'q') ?? '').trim();
  if (!searchTerm) return errorResponse(request, 400, 'API400', 'q is required');
  const query = listingQuery(request);
  if (query instanceof Response) return query;
  await ensureDatabase(env.DB);
  const tokens = searchTerm.toLowerCase().split(/\s+/).slice(0, 6);
  const result = await searchProducts(env.DB, tokens, query.site.currency, query.sort, query.page);
  return json(catalogResponse(query.site, query.page, result, { searchTerm, name: `Results for "${searchTerm}"` }));
}

async function getDetails(request: IRequest, env: Env): Promise<Response> {
  const match = PRODUCT_ID.exec(request.params.productId ?? '');
  const style = match?.[1];
  if (!style || !PRODUCT_CODE_PATTERN.test(style)) return errorResponse(request, 404, 'API404', 'Product not found');
  await ensureDatabase(env.DB);
  const record = await productById(env.DB, style);
  if (!record) return errorResponse(request, 404, 'API404', 'Product not found');
  return json(toProduct(record, siteOf(request), match[2]));
}

export function registerProductRoutes(router: MockRouter): void {
  router
    .all('/products/*', requireClientId)
    .get('/products/v2/catalog', getCatalog)
    .all('/products/v2/catalog', methodNotAllowed)
    .get('/products/v2/search/productSearch', getSearch)
    .all('/products/v2/search/productSearch', methodNotAllowed)
    .get('/products/v2/products/:productId/details', getDetails)
    .all('/products/v2/products/:productId/details', methodNotAllowed);
}
