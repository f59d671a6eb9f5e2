import type { IRequest } from 'itty-router';
import type { RecommendationItem, RecommendationSet, RecommendationSetsResponse, RecommendationsResponse } from '../../../shared/catalogue/schemas/recommendations';
import { toRecommendationItem } from '../../data/product-view';
import { hashString } from '../../data/prng';
import { listCategory, productById } from '../../db/product-queries';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import type { Site } from '../../../shared/site';
import { errorResponse, intParam, json, queryParam, siteOf, type MockRouter } from '../../http';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';

/*
 * GET /products/v1/widgetRecommendations?widgetId=&productId=&categoryId=&count=
 * Recommendation item. Real catalogue products: the best-rated in the product's
 * own category (minus the product itself), else in categoryId, else the widget's default category.
 */

const MAX_COUNT = 24;
const WIDGET_ID = /^[a-z0-9-]{1,40}$/;
const STYLE = /^([A-Z]{2}[A-Z0-9]{6})/;
/** A widget with no product or category context still recommends something sensible. */
const DEFAULT_CATEGORY: Record<string, string> = { 'complete-the-look': '40201', 'trending-gear': '40101' };
const FALLBACK_CATEGORY = '10101';

/** What both engines recommend from: the page's product (never recommended to itself) and category, and how many. */
interface PageContext {
  count: number;
  productId: string | undefined;
  /** The product's own category, else the page's categoryId; undefined when neither is known. */
  categoryId: string | undefined;
  site: Site;
}

async function pageContext(request: IRequest, env: Env): Promise<PageContext | Response> {
  const count = intParam(request, 'count', 12);
  if (Number.isNaN(count) || count < 1 || count > MAX_COUNT) return errorResponse(request, 400, 'API400', `count must be an integer from 1 to ${MAX_COUNT}`);
  const productId = STYLE.exec(queryParam(request, 'productId') ?? '')?.[1];
  await ensureDatabase(env.DB);
  const product = productId ? await productById(env.DB, productId) : undefined;
  return { count, productId, categoryId: product?.categoryIds[0] ?? queryParam(request, 'categoryId'), site: siteOf(request) };
}

/** The best `count` products of a category by `sort`, as recommendation items of one set. */
async function recommend(env: Env, page: PageContext, categoryId: string, sort: 'rating' | 'newest', recommendationId: string): Promise<RecommendationItem[]> {
  const { records } = await listCategory(env.DB, categoryId, page.site.currency, sort, { start: 0, count: page.count + 1 });
  return records
    .filter((record) => record.id !== page.productId)
    .slice(0, page.count)
    .map((record, index) => toRecommendationItem(record, page.site, recommendationId, index));
}

async function getRecommendations(request: IRequest, env: Env): Promise<Response> {
  const widgetId = queryParam(request, 'widgetId') ?? '';
  if (!WIDGET_ID.test(widgetId)) return errorResponse(request, 400, 'API400', 'widgetId is required');
  const page = await pageContext(request, env);
  if (page instanceof Response) return page;
  const categoryId = page.categoryId ?? DEFAULT_CATEGORY[widgetId] ?? FALLBACK_CATEGORY;
  const recommendationId = `${widgetId}-${hashString(`${widgetId}|${page.productId ?? ''}|${categoryId}`).toString(36)}`;
  const products = await recommend(env, page, categoryId, 'rating', recommendationId);
  return json({ widgetId, recommendationId, products } satisfies RecommendationsResponse);
}

/** The second engine's sets (one global array), in a fixed order blocks index into. */
const SECOND_ENGINE_SETS = [
  { name: 'Top rated for you', sort: 'rating' },
  { name: 'New in', sort: 'newest' },
  { name: 'Trending gear', sort: 'rating', categoryId: '40101' },
] as const;

/**
 * GET /products/v1/recommendationSets?productId=&categoryId=&count= — the second
 * recommendation engine: every set for the page at once, as its script would fill the
 * global array. The sets follow the page's product or category, like the widget call.
 */
async function getRecommendationSets(request: IRequest, env: Env): Promise<Response> {
  const page = await pageContext(request, env);
  if (page instanceof Response) return page;
  const sets: RecommendationSet[] = await Promise.all(
    SECOND_ENGINE_SETS.map(async (set, position) => {
      const categoryId = 'categoryId' in set ? set.categoryId : (page.categoryId ?? FALLBACK_CATEGORY);
      const recommendationId = `set${position}-${hashString(`${position}|${page.productId ?? ''}|${categoryId}`).toString(36)}`;
      return { name: set.name, recommendationId, products: await recommend(env, page, categoryId, set.sort, recommendationId) };
    }),
  );
  return json({ sets } satisfies RecommendationSetsResponse);
}

export function registerRecommendationsRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.recommendations.widgetRecommendations, getRecommendations), on(api.recommendations.recommendationSets, getRecommendationSets)]);
}
