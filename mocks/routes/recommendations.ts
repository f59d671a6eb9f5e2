import type { IRequest } from 'itty-router';
import type { RecommendationItem, RecommendationsResponse } from '../../shared/schemas';
import { toTile } from '../data/product-view';
import { hashString } from '../data/prng';
import { listCategory, productById } from '../db/product-queries';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { errorResponse, intParam, json, methodNotAllowed, queryParam, siteOf, type MockRouter } from '../http';

/*
 * GET /products/v1/widgetRecommendations?widgetId=&productId=&categoryId=&count=
 * spec §3 Recommendation item. Real catalogue products: the best-rated in the product's
 * own category (minus the product itself), else in categoryId, else the widget's default category.
 */

const MAX_COUNT = 24;
const WIDGET_ID = /^[a-z0-9-]{1,40}$/;
const STYLE = /^([A-Z]{2}[A-Z0-9]{6})/;
/** A widget with no product or category context still recommends something sensible. */
const DEFAULT_CATEGORY: Record<string, string> = { 'complete-the-look': '40201', 'trending-gear': '40101' };
const FALLBACK_CATEGORY = '10101';

async function getRecommendations(request: IRequest, env: Env): Promise<Response> {
  const widgetId = queryParam(request, 'widgetId') ?? '';
  if (!WIDGET_ID.test(widgetId)) return errorResponse(request, 400, 'API400', 'widgetId is required');
  const count = intParam(request, 'count', 12);
  if (Number.isNaN(count) || count < 1 || count > MAX_COUNT) return errorResponse(request, 400, 'API400', `count must be an integer from 1 to ${MAX_COUNT}`);
  const productId = STYLE.exec(queryParam(request, 'productId') ?? '')?.[1];
  const site = siteOf(request);

  await ensureDatabase(env.DB);
  const product = productId ? await productById(env.DB, productId) : undefined;
  const categoryId = product?.categoryIds[0] ?? queryParam(request, 'categoryId') ?? DEFAULT_CATEGORY[widgetId] ?? FALLBACK_CATEGORY;
  const page = await listCategory(env.DB, categoryId, site.currency, 'rating', { start: 0, count: count + 1 });
  const recommendationId = `${widgetId}-${hashString(`${widgetId}|${productId ?? ''}|${categoryId}`).toString(36)}`;

  const products: RecommendationItem[] = page.records
    .filter((record) => record.id !== productId)
    .slice(0, count)
    .map((record, index) => {
      const tile = toTile(record, site);
      return {
        productId: record.id,
        id: record.id,
        image: tile.image,
        title: tile.name,
        review_average: record.rating.score,
        reviews_count: record.rating.reviewsCount,
        price: tile.price,
        url: tile.url,
        recommendationId,
        recToken: `${recommendationId}.${index}.${record.id}`,
        rating: { showScore: record.rating.reviewsCount > 0, score: record.rating.score },
      };
    });
  return json({ widgetId, recommendationId, products } satisfies RecommendationsResponse);
}

export function registerRecommendationsRoutes(router: MockRouter): void {
  router.get('/products/v1/widgetRecommendations', getRecommendations).all('/products/v1/widgetRecommendations', methodNotAllowed);
}
