import { Hono } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { isPreProduction, type AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { baseHeaders, matchAllowList, resolveUpstream, searchClientIpHeaders } from '../services/upstream';
import { ensureSession } from '../services/session';
import { BodyTooLarge, readBody } from './read-body';

/*
 * ALL /api/{path} — the commerce proxy. Only the catalogue's proxied entries
 * (path and method) pass; base headers are injected here and any client copy of them is dropped
 * (nothing from the client's headers is forwarded but its content type).
 */
export const MAX_BODY_BYTES = 64 * 1024;
const PROXY_TIMEOUT_MS = 10_000;
const JsonBodySchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);
// Reserved for the worker: locale comes from the site, cache bypass needs an editor.
const RESERVED_QUERY = new Set(['locale', 'bypassAllCache', 'mock']);

export const apiProxy = new Hono<AppEnv>().all('/*', async (c) => {
  const url = c.get('requestContext').url;
  const path = url.pathname.slice('/api'.length);
  const match = matchAllowList(c.req.method, path);
  if (!match.allowed) {
    return match.reason === 'path' ? apiError(c, 404, 'API404', 'Not found') : apiError(c, 405, 'API405', 'Method not allowed');
  }

  const ctx = c.get('requestContext');
  const writes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  // A write is always some shopper's (their vote, their favourites): give a guest a session first.
  if (writes) ensureSession(c);
  const headers = baseHeaders(c.env, ctx);
  // Searches from the browser carry the pre-production fake IP too, like the page's own search.
  if (match.entry.searchClientIp) for (const [name, value] of Object.entries(searchClientIpHeaders(isPreProduction(c.env)))) headers.set(name, value);
  let body: string | undefined;
  if (writes) {
    try {
      body = await readBody(c.req.raw, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return apiError(c, 413, 'API400', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
      throw error;
    }
    if (body !== '') {
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return apiError(c, 415, 'API415', 'Content type must be application/json');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return apiError(c, 400, 'API400', 'Request body is not valid JSON');
      }
      if (!JsonBodySchema.safeParse(json).success) return apiError(c, 400, 'API400', 'Request body must be a JSON object or array');
      headers.set('content-type', 'application/json');
    }
  }

  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (!RESERVED_QUERY.has(key)) query.append(key, value);
  // spec §7: the query always carries locale, plus bypassAllCache for an editor who asked.
  query.set('locale', ctx.locale);
  if (ctx.preview.bypassAllCache) query.set('bypassAllCache', 'true');

  const upstream = resolveUpstream(c.env, 'commerce', ctx.mockGroups.has('commerce'));
  let response: Response;
  try {
    response = await upstream.fetch(`${path}?${query}`, { method: c.req.method, headers, body: body || undefined, signal: AbortSignal.timeout(PROXY_TIMEOUT_MS) });
  } catch (error) {
    console.error(JSON.stringify({ msg: 'proxy upstream unreachable', path, correlationId: ctx.correlationId, error: String(error) }));
    return apiError(c, 502, 'GEN500', 'General error');
  }
  // Through the context, so the session cookie ensureSession may have set goes out too.
  return c.newResponse(response.body, response.status as StatusCode, {
    'content-type': response.headers.get('content-type') ?? 'application/json',
    'cache-control': 'no-store',
  });
});
