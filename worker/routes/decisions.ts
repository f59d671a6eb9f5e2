import { Hono } from 'hono';
import { classifyPath } from '../../shared/routing';
import { z } from 'zod';
import { PagePathAndQuerySchema } from '../../shared/routing';
import { isDevelopment, type AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { resolveExperiments } from '../experiments/request';

const QuerySchema = z.object({ path: PagePathAndQuerySchema.max(512) });

/**
 * GET /fapi/decisions?path=/en-us/... (testers only): what the worker resolves for the
 * calling visitor on that page, from its cookies. Outside development it answers 404,
 * so nobody can enumerate variations there. No events are sent.
 */
export const decisions = new Hono<AppEnv>().get('/', async (c) => {
  if (!isDevelopment(c.env)) return apiError(c, 404, 'API404', 'Not found');
  const query = QuerySchema.safeParse({ path: c.req.query('path') });
  if (!query.success) return apiError(c, 400, 'API400', 'Invalid path');
  const target = new URL(query.data.path, c.req.url);
  const ctx = c.get('requestContext');
  const resolved = await resolveExperiments(c, classifyPath(target.pathname), new URL(c.req.url).searchParams);
  c.header('cache-control', 'private, no-store');
  return c.json({
    path: target.pathname,
    visitorId: ctx.visitorId,
    revision: resolved.revision,
    decisions: resolved.decisions,
    forced: resolved.forced,
    segments: resolved.segments,
    visitor: ctx.visitor,
    segmentKey: ctx.segmentKey,
    consent: ctx.consent,
  });
});
