import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import { wordedError } from '../errors/api-error';
import type { UpstreamResult } from '../upstream';

/**
 * An upstream's answer as a first-party route's JSON, `private, no-store` (it is one shopper's or
 * one visitor's): a refusal keeps its status and errorId and is worded as the page words it; the
 * backend's own failure is a bad gateway.
 */
export function upstreamAnswer<T>(c: Context<AppEnv>, result: UpstreamResult<T>): Response {
  c.header('cache-control', 'private, no-store');
  if (result.ok) return c.json(result.data as object);
  const status = (result.status >= 400 && result.status < 500 ? result.status : 502) as ContentfulStatusCode;
  return wordedError(c, status, result.errorId, result.message);
}
