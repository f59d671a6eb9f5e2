import { Hono } from 'hono';
import { api } from '../../../shared/api';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { createUpstreamClient } from '../../upstream';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * GET /fapi/components/{name} — internal endpoints the browser calls for client-side content.
 *   GET /fapi/components/search?offset=&limit=&tagId=…  article search for the article grid (content API)
 * Bad input → 400 API400; an upstream failure → 502 GEN500; an upstream 4xx keeps its errorId as a 400.
 */

const SEARCH_PARAMS = new Set(['offset', 'limit', 'tagId']);

export const components = new Hono<AppEnv>().on(fapi.components.search.method, fapi.components.search.path, async (c) => {
  const unknown = Object.keys(c.req.queries()).filter((name) => !SEARCH_PARAMS.has(name));
  if (unknown.length) return apiError(c, 400, 'API400', `Unknown query parameter: ${unknown.join(', ')}`);
  const parsed = fapi.components.search.query.safeParse({
    offset: c.req.query('offset') || undefined,
    limit: c.req.query('limit') || undefined,
    tagId: c.req.queries('tagId') ?? [],
  });
  if (!parsed.success) return apiError(c, 400, 'API400', 'offset must be 0 or more, limit 1 to 50 and each tagId a tag slug');

  const ctx = c.get('requestContext');
  const { offset, limit, tagId } = parsed.data;
  const query = { searchType: 'article' as const, siteId: ctx.site.siteId, removeNulls: 'true' as const, env: c.env.CMS_ENV, offset, limit, tagId };
  const result = await createUpstreamClient(c.env, ctx).call(api.content.articleSearch, { params: { mode: 'publish' }, query });
  if (!result.ok) {
    return result.status >= 400 && result.status < 500 ? apiError(c, 400, result.errorId, result.message) : apiError(c, 502, 'GEN500', 'General error');
  }
  c.header('cache-control', 'public, max-age=60');
  return c.json(result.data);
});
