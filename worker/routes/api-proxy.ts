import { Hono, type Context } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { isPreProduction } from '../env';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors/api-error';
import { baseHeaders, guestObjectNamedBy, matchAllowList, needsShopper, requiresToken, resolveUpstream, searchClientIpHeaders, sendAsShopper, type GuestObjectKey } from '../upstream';
import { shopperSession } from '../session/middleware';
import { CANNOT_AUTHORIZE, type SessionFailure } from '../session';
import { BodyTooLarge, readBody } from './read-body';
import { limitAll, PROXY_WRITE_LIMITS } from '../middleware/rate-limit';

/*
 * ALL /api/{path} — the commerce proxy. Only the catalogue's proxied entries
 * (path and method) pass; base headers are injected here and any client copy of them is dropped
 * (nothing from the client's headers is forwarded but its content type). A shopper's calls carry
 * the access token the worker holds in the session cookie: the browser never sends or sees one.
 */
export const MAX_BODY_BYTES = 64 * 1024;
const PROXY_TIMEOUT_MS = 10_000;
const JsonBodySchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);
// Reserved for the worker: locale comes from the site, cache bypass needs an editor.
const RESERVED_QUERY = new Set(['locale', 'bypassAllCache', 'mock']);

function sessionFailure(c: Context<AppEnv>, failure: SessionFailure): Response {
  const response = apiError(c, failure.status, failure.errorId, failure.message);
  if (failure.retryAfterSeconds !== undefined) response.headers.set('retry-after', String(failure.retryAfterSeconds));
  return response;
}

export const apiProxy = new Hono<AppEnv>().all('/*', async (c) => {
  const url = c.get('requestContext').url;
  const path = url.pathname.slice('/api'.length);
  const match = matchAllowList(c.req.method, path);
  if (!match.allowed) {
    return match.reason === 'path' ? apiError(c, 'API404', 'Not found') : apiError(c, 'API405', 'Method not allowed');
  }

  const ctx = c.get('requestContext');
  const { entry } = match;
  const writes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  let body: string | undefined;
  let json = false;
  if (writes) {
    try {
      body = await readBody(c.req.raw, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return apiError(c, 413, 'API400', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
      throw error;
    }
    if (body !== '') {
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return apiError(c, 'API415', 'Content type must be application/json');
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return apiError(c, 400, 'API400', 'Request body is not valid JSON');
      }
      if (!JsonBodySchema.safeParse(parsed).success) return apiError(c, 400, 'API400', 'Request body must be a JSON object or array');
      json = true;
    }
  }

  // Only a well-formed call gets this far, so a refused one never mints a guest.
  const shopper = shopperSession(c);
  if (needsShopper(entry, shopper.hasLegacyIdOnly)) {
    const outcome = await shopper.ensure();
    if (!outcome.ok) return sessionFailure(c, outcome.failure);
    // A refused token call (403, minting or refreshing) is no error of its own; a write that cannot go without a token is refused here.
    if (requiresToken(entry) && !(await shopper.authorization())) return sessionFailure(c, CANNOT_AUTHORIZE);
  } else {
    await shopper.current();
  }
  // Writes a person reads or a mail follows (reviews, questions, newsletter, event places) count per client and per shopper.
  const writeLimits = PROXY_WRITE_LIMITS[entry.name];
  if (writeLimits) {
    // Without a session there is no one to count but the client.
    const owner = (await shopper.current())?.consumerNo;
    const limited = await limitAll(c, owner ? [writeLimits.address, { ...writeLimits.owner, key: () => owner }] : [writeLimits.address]);
    if (limited) return limited;
  }
  const headers = baseHeaders(c.env, ctx);
  if (json) headers.set('content-type', 'application/json');
  // Searches from the browser carry the pre-production fake IP too, like the page's own search.
  if (entry.searchClientIp) for (const [name, value] of Object.entries(searchClientIpHeaders(isPreProduction(c.env)))) headers.set(name, value);

  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (!RESERVED_QUERY.has(key)) query.append(key, value);
  // The query always carries locale, plus bypassAllCache for an editor who asked.
  query.set('locale', ctx.locale);
  if (ctx.preview.bypassAllCache) query.set('bypassAllCache', 'true');

  const upstream = resolveUpstream(c.env, 'commerce', ctx.mockGroups.has('commerce'));
  const signal = AbortSignal.timeout(PROXY_TIMEOUT_MS);
  let response: Response;
  try {
    response = await sendAsShopper(shopper, entry, headers, () => upstream.fetch(`${path}?${query}`, { method: c.req.method, headers, body: body || undefined, signal }));
  } catch (error) {
    console.error(JSON.stringify({ msg: 'proxy upstream unreachable', path, correlationId: ctx.correlationId, error: String(error) }));
    return apiError(c, 502, 'GEN500', 'General error');
  }
  const responseHeaders = { 'content-type': response.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' };
  const source = guestObjectNamedBy(entry);
  if (!source || !response.ok) return c.newResponse(response.body, response.status as StatusCode, responseHeaders);
  // A shopper's answer is small: read it to keep the guest object it names in the session.
  const text = await response.text();
  const named = guestObjectIn(text, source);
  if (named) await shopper.remember({ [source]: named });
  return c.newResponse(text, response.status as StatusCode, responseHeaders);
});

function guestObjectIn(text: string, key: GuestObjectKey): string | null {
  try {
    const value = (JSON.parse(text) as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' && value.length <= 64 ? value : null;
  } catch {
    return null;
  }
}
