import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../../app-env';
import { requestLogLine } from './log-line';

/**
 * One JSON line per request on the console, which Workers Logs indexes field by field. A streamed
 * page is logged when its stream ends, so the line holds the upstream calls its deferred regions
 * made and whether it went out whole; everything else is logged as its answer leaves. Runs inside
 * the request context, whose per-request record of upstream calls it reads.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const ctx = c.get('requestContext');
  const response = c.res;
  // The pattern of the route that answered (a page's or a first-party route's), read before the stream ends.
  const route = routePath(c);
  const pageType = response.headers.get('x-page-type') ?? ctx.route?.pageType ?? null;
  const cacheHeader = response.headers.get('x-cache');
  const write = (whole: boolean | undefined) =>
    console.log(JSON.stringify(requestLogLine({ correlationId: ctx.correlationId, method: c.req.method, route, pageType, cacheHeader, status: response.status, whole, ms: Math.round(performance.now() - started), upstream: ctx.upstreamTimings })));
  const rendered = c.get('renderWhole');
  if (rendered === undefined) return write(undefined);
  c.executionCtx.waitUntil(rendered.then(write, () => write(false)));
});
