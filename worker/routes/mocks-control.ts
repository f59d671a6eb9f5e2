import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isDevelopment } from '../env';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors/api-error';

/*
 * The development-only routes through which browser tests (and QA) arrange what no real backend
 * offers, by asking the mocks' test controls (`/__test/…`, answered only when the mocks run with
 * MOCKS_TEST_CONTROL=on). Anywhere but development they answer 404, as if they did not exist.
 */

/** Lets a request through in development only; anywhere else the route is a 404. */
export const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) return apiError(c, 'API404', 'Not found');
  await next();
});

/** Asks the mocks' test control at `path` (a POST of `body`, or a GET without one) and answers what it says, never stored. */
export async function askMocksControl(c: Context<AppEnv>, path: `/__test/${string}`, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'x-correlation-id': c.get('requestContext').correlationId };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await c.env.MOCKS.fetch(`https://mocks.internal${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}
