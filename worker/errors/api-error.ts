import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { errorBody, type ErrorDetailExtras } from '../../shared/schemas';

/** A JSON error in the catalogue's shape, carrying this request's correlation id (and `extras`, such as a cart's maxAllowedQty). */
export function apiError(c: Context<AppEnv>, status: ContentfulStatusCode, errorId: string, message: string, extras?: ErrorDetailExtras): Response {
  const correlationId = c.get('requestContext')?.correlationId ?? crypto.randomUUID();
  return c.json(errorBody(errorId, message, correlationId, c.env.APP_ID, extras), status);
}
