import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../../app-env';
import { requestLogLine } from './log-line';

/**
 * One JSON line per request on the console, which Workers Logs indexes field by field, written as
 * the answer leaves: the upstream calls are those made before it (a page's loaders; a streamed
 * page's deferred regions come later and are not in it). Waiting for a stream's end instead would
 * hold an isolate's `waitUntil` open for as long as a reader keeps the stream unread, or for ever
 * when it drops it. Runs inside the request context, whose per-request record of upstream calls it reads.
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
  console.log(
    JSON.stringify(
      requestLogLine({ correlationId: ctx.correlationId, method: c.req.method, route, pageType, cacheHeader, status: response.status, ms: Math.round(performance.now() - started), upstream: [...ctx.upstreamTimings] }),
    ),
  );
});
