import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { resolveUpstream } from '../../upstream';
import { api, pathPattern } from '../../../shared/api';
import { BodyTooLarge, readBody } from '../../routes/read-body';

/*
 * /social/* — the social media host (galleries), proxied so the page's CSP can stay same-origin.
 *   GET  /social/, /social/widget.js, /social/categories/media/recent, /social/customers/{id}/media/recent,
 *        /social/media/{id}/streams, /social/streams/media/recent, /social/streams/{id}/media/recent
 *   POST /social/media/{id}/reports, /social/stashes, /social/users/{id}/media, /social/users (JSON ≤ 16 KiB)
 * Anything else is 404 (unknown path) or 405 (known path, other method).
 */

export const MAX_SOCIAL_BODY_BYTES = 16 * 1024;
const TIMEOUT_MS = 5000;

// The social host's catalogue entries, path for path and method for method.
const ROUTES: Array<[method: string, pattern: RegExp]> = Object.values(api.social).map((entry) => [entry.method, pathPattern(entry.path)]);

export const social = new Hono<AppEnv>().all('/*', async (c) => {
  const url = c.get('requestContext').url;
  const path = url.pathname.slice('/social'.length) || '/';
  const known = ROUTES.filter(([, pattern]) => pattern.test(path));
  if (known.length === 0) return apiError(c, 'API404', 'Not found');
  if (!known.some(([method]) => method === c.req.method)) return apiError(c, 'API405', 'Method not allowed');

  const init: RequestInit = { method: c.req.method, headers: { accept: c.req.header('accept') ?? 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) };
  if (c.req.method === 'POST') {
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return apiError(c, 'API415', 'Content type must be application/json');
    try {
      init.body = await readBody(c.req.raw, MAX_SOCIAL_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return apiError(c, 413, 'API400', `Request body exceeds ${MAX_SOCIAL_BODY_BYTES} bytes`);
      throw error;
    }
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }

  let response: Response;
  try {
    const ctx = c.get('requestContext');
    // UPSTREAM_SOCIAL_URL names the vendor's host; empty, the mocks worker plays it (mock mode).
    response = await resolveUpstream(c.env, 'social', ctx.mockGroups.has('social')).fetch(`${path}${url.search}`, init);
  } catch (error) {
    console.error(JSON.stringify({ msg: 'social host unreachable', path, correlationId: c.get('requestContext').correlationId, error: String(error) }));
    return apiError(c, 502, 'GEN500', 'General error');
  }
  return new Response(response.body, {
    status: response.status,
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      'cache-control': response.headers.get('cache-control') ?? 'no-store',
    },
  });
});
