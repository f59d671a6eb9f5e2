import { Hono } from 'hono';
import { ArticleSearchParamsSchema, ArticleSearchResponseSchema, ErrorResponseSchema } from '../../shared/schemas';
import type { AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { baseHeaders, resolveUpstream } from '../services/upstream';

/*
 * GET /fapi/components/{name} — internal endpoints the browser calls for client-side content (spec §7 Internal).
 *   GET /fapi/components/search?offset=&limit=&tagId=…  article search for the article grid (spec §7 Content)
 * Bad input → 400 API400; an upstream failure → 502 GEN500; an upstream 4xx keeps its status and errorId.
 */

const UPSTREAM_TIMEOUT_MS = 5000;
const SEARCH_PATH = '/publish/caas/v1/canvas/search';
const SEARCH_PARAMS = new Set(['offset', 'limit', 'tagId']);

export const components = new Hono<AppEnv>().get('/search', async (c) => {
  const unknown = Object.keys(c.req.queries()).filter((name) => !SEARCH_PARAMS.has(name));
  if (unknown.length) return apiError(c, 400, 'API400', `Unknown query parameter: ${unknown.join(', ')}`);
  const parsed = ArticleSearchParamsSchema.safeParse({
    offset: c.req.query('offset') || undefined,
    limit: c.req.query('limit') || undefined,
    tagId: c.req.queries('tagId') ?? [],
  });
  if (!parsed.success) return apiError(c, 400, 'API400', 'offset must be 0 or more, limit 1 to 50 and each tagId a tag slug');

  const ctx = c.get('requestContext');
  const query = new URLSearchParams({
    searchType: 'article',
    siteId: ctx.site.siteId,
    locale: ctx.locale,
    removeNulls: 'true',
    env: c.env.CMS_ENV,
    offset: String(parsed.data.offset),
    limit: String(parsed.data.limit),
  });
  // spec §7: tagId is repeated, which the shared upstream client's flat query record cannot express.
  for (const tagId of parsed.data.tagId) query.append('tagId', tagId);

  const upstream = resolveUpstream(c.env, 'content', ctx.mockGroups.has('content'));
  try {
    const response = await upstream.fetch(`${SEARCH_PATH}?${query}`, { headers: baseHeaders(c.env, ctx), signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const detail = ErrorResponseSchema.safeParse(body);
      const first = detail.success ? detail.data.errorDetails[0] : undefined;
      if (response.status < 500 && first) return apiError(c, 400, first.errorId, first.message);
      throw new Error(`article search answered ${response.status}`);
    }
    const result = ArticleSearchResponseSchema.safeParse(body);
    if (!result.success) throw new Error(`article search response failed its schema: ${result.error.issues[0]?.message}`);
    c.header('cache-control', 'public, max-age=60');
    return c.json(result.data);
  } catch (error) {
    console.warn(JSON.stringify({ msg: 'article search failed', correlationId: ctx.correlationId, error: String(error) }));
    return apiError(c, 502, 'GEN500', 'General error');
  }
});
