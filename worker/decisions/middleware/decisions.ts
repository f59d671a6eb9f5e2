import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { isAllowed, TARGETING_CATEGORY } from '../../../shared/decisions/consent';
import { MONETATE_ID_COOKIE, newMonetateId, parseMonetateId, personalisedPageKey, setMonetateIdCookie, showsPersonalised } from '../personalisation-engine';
import { newVisitorId, readVisitorId, VUID_COOKIE, VUID_MAX_AGE } from '../experiments/visitor-id';
import { resolveExperiments } from '../experiments/request';
import { SEGMENT_CACHE_SECONDS, SEGMENTS_COOKIE } from '../experiments/segments';
import { decideForPage, experimentsAllowed, recordPageView, resolveVisitorKind, VISITOR_COOKIE, VISITOR_SUMMARY_TTL_MS } from '..';
import { shopperSession } from '../../session/middleware';
import { serviceInputs } from '../../middleware/request-context/service-inputs';

/*
 * The adapters of the decisions (worker/decisions): they build the services' inputs from
 * the request and set the cookies the decisions answer. What this visitor is shown, decided on the worker before the first byte so SSR renders
 * it and hydration never swaps it. Two steps, both gated by the consent middleware's
 * decision (mounted before them):
 *
 * - `visitorDecisions` runs on every request: the visitor kind from its signed cookie, the
 *   anonymous experimentation id, and on shopper pages every experiment flag. The event
 *   route reads the same context to attribute what the browser reports.
 * - `engineDecision` runs on shopper pages only, after the HTML cache, so a cached page costs
 *   no engine call: it starts the personalisation engine's decide call beside the page loaders,
 *   or, for a page this isolate found shows nothing personalised, reports the page view alone.
 *
 * A page sends no event itself: the browser reports what it showed (routes/decisions.ts), so
 * an impression means the visitor saw it, and a cached page or a client that runs no script
 * (a bot) costs no vendor call.
 */

/**
 * Without performance and analytics consent (C0002) the visitor is in no experiment:
 * baselines, and no lasting id is written.
 */
export const visitorDecisions = createMiddleware<AppEnv>(async (c, next) => {
  const inputs = serviceInputs(c);
  const { ctx } = inputs;
  const visitorCookie = await resolveVisitorKind(inputs, () => shopperSession(c).current());
  const existing = readVisitorId(getCookie(c, VUID_COOKIE));
  ctx.visitorId = existing ?? newVisitorId();
  ctx.visitorIdIsNew = !existing;
  // Shopper pages all live under /{locale}; assets, APIs and fragments (even under a locale) are not decided.
  if (c.req.method !== 'GET' || ctx.route === null) return next();

  const resolved = await resolveExperiments(inputs, ctx.route, ctx.url.searchParams);
  ctx.experiments = resolved.decisions;
  await next();
  // Only a page request makes the summary again; it goes out with the page (set after it, as the page builds its own response).
  if (visitorCookie) setCookie(c, VISITOR_COOKIE, visitorCookie, { path: '/', maxAge: VISITOR_SUMMARY_TTL_MS / 1000, httpOnly: true, secure: true, sameSite: 'Lax' });
  if (resolved.segmentsCookie) setCookie(c, SEGMENTS_COOKIE, resolved.segmentsCookie, { path: '/', maxAge: SEGMENT_CACHE_SECONDS, httpOnly: true, secure: true, sameSite: 'Lax' });
  // HttpOnly: only the worker decides; the browser gets its decisions in AppState.
  if (!existing && experimentsAllowed(ctx)) setCookie(c, VUID_COOKIE, ctx.visitorId, { path: '/', maxAge: VUID_MAX_AGE, httpOnly: true, secure: true, sameSite: 'Lax' });
});

/**
 * The engine's decision for a shopper page; renderPage awaits it within the time budget.
 * Nothing happens without targeting consent (C0004): no decide call, no engine id cookie.
 */
export const engineDecision = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = c.get('requestContext');
  const route = ctx.route;
  if (c.req.method !== 'GET' || route === null || !isAllowed(ctx.consent, TARGETING_CATEGORY)) return next();
  const inputs = serviceInputs(c);
  const known = parseMonetateId(getCookie(c, MONETATE_ID_COOKIE));
  const monetateId = known ?? newMonetateId();
  if (showsPersonalised(personalisedPageKey(ctx)) === false) {
    c.executionCtx.waitUntil(recordPageView(inputs, ctx.url, route, monetateId).catch(() => false));
  } else {
    c.set('engineAnswer', decideForPage(inputs, ctx.url, route, monetateId));
  }
  await next();
  if (!known) setMonetateIdCookie(inputs.session, monetateId);
});
