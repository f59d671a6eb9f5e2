import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import { errorBody, type BuiltErrorId, type BuiltErrorStatus } from '../../shared/errors';
import type { ErrorDetailExtras } from '../../shared/schemas';
import { translatorFor } from '../../shared/i18n/catalogues';
import { errorMessage, type ShownError } from '../../shared/i18n/error-message';

/**
 * A JSON error in the catalogue's shape, carrying this request's correlation id (and `extras`, such as a cart's maxAllowedQty).
 * The id is a catalogued one at one of its statuses, or a backend's own id passed on as it came.
 */
export function apiError<Id extends string>(c: Context<AppEnv>, status: ContentfulStatusCode & BuiltErrorStatus<Id>, errorId: BuiltErrorId<Id>, message: string, extras?: ErrorDetailExtras): Response {
  const correlationId = c.get('requestContext')?.correlationId ?? crypto.randomUUID();
  return c.json(errorBody(errorId, message, correlationId, c.env.APP_ID, extras), status);
}

/**
 * A refusal a shopper reads, worded as the page words it: the shop's own message for its errorId
 * in the site's language, else `message` (the server's words). So an API client and the page show
 * the same text for one code.
 */
export function wordedError<Id extends string>(c: Context<AppEnv>, status: ContentfulStatusCode & BuiltErrorStatus<Id>, errorId: BuiltErrorId<Id>, message: string, wait?: Pick<ShownError, 'retryAfterSeconds'>): Response {
  // A request that failed before its site was known reads English.
  const site = c.get('requestContext')?.site ?? { language: 'en', country: 'US' };
  return apiError(c, status, errorId, errorMessage(translatorFor(site).t, { errorId, message, ...wait }));
}
