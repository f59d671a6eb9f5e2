import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request may have come from another site. Browsers send `Origin` on
 * every POST, PUT, PATCH and DELETE (and `Sec-Fetch-Site` with it); a client that sends neither is
 * not a browser, so no page elsewhere can have made it send a shopper's cookies.
 */
export function isCrossSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin !== new URL(request.url).origin;
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

/** Refuses state-changing requests from other sites (cross-site request forgery) with API403. */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (isCrossSite(c.req.raw)) return apiError(c, 'API403', 'Cross-site requests are not accepted');
  await next();
});
