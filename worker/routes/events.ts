import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ExperimentEventsSchema } from '../../shared/experiments/exposure';
import { buildEventBatch } from '../experiments/events';
import { botFilteringOf, experimentsAllowed, resolveExperiments, sendEvents } from '../experiments/request';
import { readJsonBody } from './read-body';

const MAX_BODY_BYTES = 8 * 1024;

/*
 * POST /fapi/experiments/events (issue 5 §3): the browser reports the
 * experiment components it showed and the goals the visitor reached, once per
 * page. The worker decides the page again for the visitor's own id (same
 * datafile, attributes, segments and QA override as the page), keeps the
 * shown flags, and sends one batch to the log endpoint in waitUntil: 202 at
 * once. A request without the visitor id cookie (cookies off, or a
 * cross-site post, which SameSite=Lax strips) has no one to attribute: 204.
 * Without performance and analytics consent (C0002) nothing is sent either:
 * 204, whatever the browser posted.
 */
export const experimentEvents = new Hono<AppEnv>().post('/', async (c) => {
  const parsed = await readJsonBody(c, ExperimentEventsSchema, MAX_BODY_BYTES, 'Invalid experiment events');
  if (parsed instanceof Response) return parsed;
  // The experiments middleware read the visitor id cookie; an id it had to mint names no one to attribute.
  const ctx = c.get('requestContext');
  if (!experimentsAllowed(ctx) || ctx.visitorIdIsNew) return c.body(null, 204);

  const page = new URL(parsed.page, c.req.url);
  const resolved = await resolveExperiments(c, page.pathname, page.searchParams);
  if (!resolved.datafile || !resolved.visitor) return c.body(null, 204);
  const shown = new Set(parsed.impressions);
  const decisions = Object.fromEntries(Object.entries(resolved.decisions).filter(([flagKey]) => shown.has(flagKey)));
  const batch = buildEventBatch(resolved.datafile, resolved.visitor, { decisions, forced: resolved.forced, conversions: parsed.conversions }, { botFiltering: botFilteringOf(c.env), now: Date.now() });
  if (!batch) return c.body(null, 204);
  c.executionCtx.waitUntil(sendEvents(c, batch));
  return c.body(null, 202);
});
