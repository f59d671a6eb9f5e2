import type { IRequest, RouterType } from 'itty-router';
import { errorBody } from '../shared/schemas';
import { DEFAULT_LOCALE, getSite, SITES, type Site } from '../shared/site';
import type { Env } from './env';

export type MockRouter = RouterType<IRequest, [Env, ExecutionContext]>;

const APP_ID = 'ridgeline-mocks';

/** spec §7 base headers: echo the caller's correlation id so logs on both sides line up. */
export function correlationId(request: IRequest): string {
  request.correlationId ??= request.headers.get('x-correlation-id') || crypto.randomUUID();
  return request.correlationId as string;
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const body = typeof data === 'string' ? data : JSON.stringify(data);
  return new Response(body, { ...init, headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers } });
}

/** spec §3/§8 error response shape; clients read errorDetails[0]. */
export function errorResponse(request: IRequest, status: number, errorId: string, message: string): Response {
  return json(errorBody(errorId, message, correlationId(request), APP_ID), { status });
}

export const notFound = (request: IRequest) => errorResponse(request, 404, 'API404', 'Not found');
export const methodNotAllowed = (request: IRequest) => errorResponse(request, 405, 'API405', 'Method not allowed');

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
  const headers = new Headers(final.headers);
  headers.set('x-correlation-id', correlationId(request));
  return new Response(final.body, { status: final.status, statusText: final.statusText, headers });
}
