import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import { errorBody, withStatus, type ErrorArguments, type OneStatusErrorId, type StatedErrorId, type StatedStatus, type StatusOf } from '../../shared/errors';
import type { ErrorDetailExtras } from '../../shared/errors/schemas/error';
import { translatorFor } from '../../shared/i18n/catalogues';
import { errorMessage, type ShownError } from '../../shared/i18n/error-message';

/** The ids the worker answers at their one status: a status of 0 is the browser's own, never an answer. */
type AnsweredErrorId = { [Id in OneStatusErrorId]: StatusOf<Id> extends ContentfulStatusCode ? Id : never }[OneStatusErrorId];
type Status<Id extends string> = ContentfulStatusCode & StatedStatus<Id>;

/**
 * A JSON error in the catalogue's shape, carrying this request's correlation id (and `extras`, such as a cart's maxAllowedQty).
 * An id answered at one status takes it from the catalogue; an id answered at several comes with one of them, and a backend's
 * own id passed on as it came, with the status the backend gave.
 */
export function apiError(c: Context<AppEnv>, errorId: AnsweredErrorId, message: string, extras?: ErrorDetailExtras): Response;
export function apiError<Id extends string>(c: Context<AppEnv>, status: Status<Id>, errorId: StatedErrorId<Id>, message: string, extras?: ErrorDetailExtras): Response;
export function apiError(c: Context<AppEnv>, ...args: ErrorArguments<[message: string, extras?: ErrorDetailExtras]>): Response {
  const [status, errorId, message, extras] = withStatus(args);
  const correlationId = c.get('requestContext')?.correlationId ?? crypto.randomUUID();
  return c.json(errorBody(errorId, message, correlationId, c.env.APP_ID, extras), status as ContentfulStatusCode);
}

/**
 * A refusal a shopper reads, worded as the page words it: the shop's own message for its errorId
 * in the site's language, else `message` (the server's words). So an API client and the page show
 * the same text for one code. Its status is given as `apiError`'s is.
 */
export function wordedError(c: Context<AppEnv>, errorId: AnsweredErrorId, message: string, wait?: Pick<ShownError, 'retryAfterSeconds'>): Response;
export function wordedError<Id extends string>(c: Context<AppEnv>, status: Status<Id>, errorId: StatedErrorId<Id>, message: string, wait?: Pick<ShownError, 'retryAfterSeconds'>): Response;
export function wordedError(c: Context<AppEnv>, ...args: ErrorArguments<[message: string, wait?: Pick<ShownError, 'retryAfterSeconds'>]>): Response {
  const [status, errorId, message, wait] = withStatus(args);
  // A request that failed before its site was known reads English.
  const site = c.get('requestContext')?.site ?? { language: 'en', country: 'US' };
  return apiError(c, status as ContentfulStatusCode, errorId, errorMessage(translatorFor(site).t, { errorId, message, ...wait }));
}
