import type { IRequest, RouterType } from 'itty-router';
import type { z } from 'zod';
import { errorBody, withStatus, type ErrorArguments, type ErrorId, type OneStatusErrorId, type SeveralStatusErrorId, type StatusOf } from '../shared/errors';
import type { ErrorDetailExtras } from '../shared/errors/schemas/error';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../shared/validation';
import { DEFAULT_LOCALE, getSite, SITES, type Site } from '../shared/site';
import type { Env } from './env';

export type MockRouter = RouterType<IRequest, [Env, ExecutionContext]>;

export const APP_ID = 'ridgeline-mocks';

/** Base headers: echo the caller's correlation id so logs on both sides line up. */
export function correlationId(request: IRequest): string {
  request.correlationId ??= request.headers.get('x-correlation-id') || crypto.randomUUID();
  return request.correlationId as string;
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const body = typeof data === 'string' ? data : JSON.stringify(data);
  return new Response(body, { ...init, headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers } });
}

/**
 * Error response shape; clients read errorDetails[0]. An id answered at one status takes it from the
 * catalogue; an id answered at several comes with the one this mock answers. The mocks stand in for
 * the backends, so they relay no one's ids: every id they answer is catalogued.
 */
export function errorResponse(request: IRequest, errorId: OneStatusErrorId, message: string, extras?: ErrorDetailExtras): Response;
export function errorResponse<Id extends SeveralStatusErrorId>(request: IRequest, status: StatusOf<Id>, errorId: Id, message: string, extras?: ErrorDetailExtras): Response;
export function errorResponse(request: IRequest, ...args: ErrorArguments<[message: string, extras?: ErrorDetailExtras]>): Response {
  const [status, errorId, message, extras] = withStatus(args);
  return json(errorBody(errorId, message, correlationId(request), APP_ID, extras), { status });
}

/**
 * A refusal a mock decides before answering it: the catalogue error, with the code or field it
 * concerns. An id answered at one status carries none (the catalogue's is answered); an id
 * answered at several says which of them.
 */
export type Refusal = ({ status?: never; errorId: OneStatusErrorId } | { [Id in SeveralStatusErrorId]: { status: StatusOf<Id>; errorId: Id } }[SeveralStatusErrorId]) & { message: string; code?: ErrorId; field?: string };

export function refusalResponse(request: IRequest, refusal: Refusal): Response {
  const extras = { ...(refusal.code ? { code: refusal.code } : {}), ...(refusal.field ? { field: refusal.field } : {}) };
  return refusal.status === undefined ? errorResponse(request, refusal.errorId, refusal.message, extras) : errorResponse(request, refusal.status, refusal.errorId, refusal.message, extras);
}

/** A payment instrument the basket or the account does not hold. */
export const instrumentNotFound = (request: IRequest): Response => errorResponse(request, 404, 'PAYMENT_INSTRUMENT_NOT_FOUND', 'Payment instrument not found', { code: 'PYT404' });

/** The payment provider declined or could not take the payment. */
export const paymentDeclined = (request: IRequest, message: string): Response => errorResponse(request, 'PAYMENT_ERROR', message, { code: 'PAY400' });

export const notFound = (request: IRequest) => errorResponse(request, 'API404', 'Not found');
export const methodNotAllowed = (request: IRequest) => errorResponse(request, 'API405', 'Method not allowed');

/** itty collects repeated params into arrays; the mocks only ever want the first. */
export function queryParam(request: IRequest, name: string): string | undefined {
  const value = request.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Locale wins (it decides URLs); siteId is the fallback; unknown means the default site. */
export function siteOf(request: IRequest): Site {
  const byLocale = getSite(queryParam(request, 'locale'));
  if (byLocale) return byLocale;
  const siteId = queryParam(request, 'siteId');
  return SITES.find((site) => site.siteId === siteId) ?? (getSite(DEFAULT_LOCALE) as Site);
}

/** Parses an optional non-negative integer query param; NaN signals "present but invalid". */
export function intParam(request: IRequest, name: string, fallback: number): number {
  const raw = queryParam(request, name);
  if (raw === undefined || raw === '') return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

export function withCorrelationHeader(response: Response | undefined, request: IRequest): Response {
  const final = response ?? notFound(request);
  // Every answer the mocks build has headers of its own to set; a copy is made only for one whose
  // headers are immutable (a fetched or redirect response).
  try {
    final.headers.set('x-correlation-id', correlationId(request));
    return final;
  } catch {
    const headers = new Headers(final.headers);
    headers.set('x-correlation-id', correlationId(request));
    return new Response(final.body, { status: final.status, statusText: final.statusText, headers });
  }
}

/** A JSON request body: an absent or empty body is `{}`; malformed JSON is undefined, which every schema refuses. */
export async function readJson(request: IRequest): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function badRequest(request: IRequest, error: z.ZodError): Response {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return errorResponse(request, 400, 'API400', `${where}${issue?.message ?? 'Invalid request'}`);
}

/** A body already read, checked against its schema, or the API400 answer naming the first problem. */
export function checkBody<S extends z.ZodType>(request: IRequest, schema: S, raw: unknown): z.infer<S> | Response {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : badRequest(request, parsed.error);
}

/** The request body checked against its schema, or the API400 answer. */
export async function parseBody<S extends z.ZodType>(request: IRequest, schema: S): Promise<z.infer<S> | Response> {
  return checkBody(request, schema, await readJson(request));
}

/**
 * A body carrying an email: any problem with it is AUT453 'Email is not
 * valid' (whatever else is wrong); the email comes back trimmed and lower-cased.
 */
export async function parseBodyWithEmail<S extends z.ZodType<{ email: string }>>(request: IRequest, schema: S): Promise<z.infer<S> | Response> {
  const parsed = schema.safeParse(await readJson(request));
  const invalidEmail = () => errorResponse(request, 'AUT453', EMAIL_INVALID_MESSAGE);
  if (!parsed.success) return parsed.error.issues.some((issue) => issue.path[0] === 'email') ? invalidEmail() : badRequest(request, parsed.error);
  const email = parsed.data.email.trim().toLowerCase();
  return isValidEmail(email) ? { ...parsed.data, email } : invalidEmail();
}

/** start/count paging: count is clamped to max; a malformed value, or a start past maxStart, is a 400. */
export function pageOf(request: IRequest, defaultCount: number, maxCount: number, maxStart = Number.MAX_SAFE_INTEGER): { start: number; count: number } | Response {
  const start = intParam(request, 'start', 0);
  const count = intParam(request, 'count', defaultCount);
  if (Number.isNaN(start) || Number.isNaN(count) || start > maxStart) return errorResponse(request, 400, 'API400', 'start and count must be non-negative integers');
  return { start, count: Math.min(count, maxCount) };
}
