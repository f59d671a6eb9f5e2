import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { ARTICLE_SEARCH_MAX_LIMIT } from '../../../shared/content/articles-limits';
import { searchStories } from '../../data/articles/stories';
import { api } from '../../../shared/api';
import { mockPath } from '../../catalogue-routes';
import { errorResponse, json, methodNotAllowed, queryParam, siteOf, type MockRouter } from '../../http';

/*
 * GET /{mode}/caas/v1/canvas/search?searchType=article&siteId=&locale=&offset=&limit=&tagId=…
 * The article search: read for result, facets, numFound. Several tagIds match with OR
 * (see searchStories). Other search types fall through to the generic canvas route.
 */

// Not registerRoutes: a search of another type falls through to the generic canvas route, 405 included.
const SEARCH_PATH = mockPath(api.content.articleSearch);
const MODES = new Set(['publish', 'preview']);
const KNOWN_PARAMS = new Set(['searchType', 'siteId', 'locale', 'offset', 'limit', 'tagId', 'removeNulls', 'env']);

const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const ArticleSearchQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(ARTICLE_SEARCH_MAX_LIMIT).default(12),
  tagId: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(20),
});

function searchArticles(request: IRequest): Response | undefined {
  if (queryParam(request, 'searchType') !== 'article') return undefined;
  if (!MODES.has(request.params.mode ?? '')) return errorResponse(request, 'API404', 'Not found');
  const unknown = Object.keys(request.query).filter((name) => !KNOWN_PARAMS.has(name));
  if (unknown.length) return errorResponse(request, 400, 'API400', `Unknown query parameter: ${unknown.join(', ')}`);
  const parsed = ArticleSearchQuerySchema.safeParse({
    offset: queryParam(request, 'offset') || undefined,
    limit: queryParam(request, 'limit') || undefined,
    tagId: asList(request.query.tagId),
  });
  if (!parsed.success) return errorResponse(request, 400, 'API400', 'offset, limit or tagId is invalid');
  return json(searchStories({ locale: siteOf(request).locale, ...parsed.data }));
}

export function registerArticlesRoutes(router: MockRouter): void {
  router.get(SEARCH_PATH, searchArticles).all(SEARCH_PATH, (request: IRequest) =>
    queryParam(request, 'searchType') === 'article' ? methodNotAllowed(request) : undefined,
  );
}
