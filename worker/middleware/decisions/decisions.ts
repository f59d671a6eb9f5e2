import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { classifyPath } from '../../shared/routing';
import { newVisitorId, readVisitorId, VUID_COOKIE, VUID_MAX_AGE } from './visitor-id';
import { experimentsAllowed, resolveExperiments } from './request';
import { SEGMENT_CACHE_SECONDS, SEGMENTS_COOKIE } from './segments';

/**
 * issue 5 §3: every page request is decided before the first byte, so SSR
 * renders the chosen variations and hydration never swaps them. The page
 * sends no event itself: the browser reports the components it showed
 * (routes/experiment-events.ts), so an impression means the visitor saw the
 * variation, and a page served from the HTML cache costs no log call.
 * Without performance and analytics consent (C0002) the visitor is not in
 * any experiment: baselines, and no lasting id is written.
 * Mounted after consent and visitor.
 */
export const experiments = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get('requestContext');
  const existing = readVisitorId(getCookie(c, VUID_COOKIE));
  ctx.visitorId = existing ?? newVisitorId();
  ctx.visitorIdIsNew = !existing;
  const url = new URL(c.req.url);
  // Shopper pages all live under /{locale}; assets, APIs and fragments are not decided.
  // The route path: a first-party route under a locale (/de-de/fapi/…) is no page either.
  if (c.req.method !== 'GET' || classifyPath(c.req.path).locale === null) return next();

  const resolved = await resolveExperiments(c, url.pathname, url.searchParams);
  ctx.experiments = resolved.decisions;
  await next();
  if (resolved.segmentsCookie) setCookie(c, SEGMENTS_COOKIE, resolved.segmentsCookie, { path: '/', maxAge: SEGMENT_CACHE_SECONDS, httpOnly: true, secure: true, sameSite: 'Lax' });
  // HttpOnly: only the worker decides; the browser gets its decisions in AppState.
  if (!existing && experimentsAllowed(ctx)) setCookie(c, VUID_COOKIE, ctx.visitorId, { path: '/', maxAge: VUID_MAX_AGE, httpOnly: true, secure: true, sameSite: 'Lax' });
});
