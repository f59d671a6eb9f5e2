import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { errorBody } from '../../shared/schemas';

/** A JSON error in the spec §3 shape, carrying this request's correlation id. */
export function apiError(c: Context<AppEnv>, status: ContentfulStatusCode, errorId: string, message: string): Response {
  const correlationId = c.get('requestContext')?.correlationId ?? crypto.randomUUID();
  return c.json(errorBody(errorId, message, correlationId, c.env.APP_ID), status);
}
