import { onDemand } from '#on-demand';
import type { z } from 'zod';
import type { commerceApi } from '../../shared/api/commerce';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '../../shared/api/endpoint';
import { appendQuery, buildPath, type Route } from '../../shared/api/route';
import type { FapiUrl } from '../../shared/fapi/route';
import type { ErrorId } from '../../shared/errors';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** A failure in the error catalogue's terms: its first errorDetails entry and the call's correlation id, when the server gave one. */
export interface ApiError {
  errorId: string;
  message: string;
  correlationId: string | null;
  /** How many of an item the cart allows, when a change went over it. */
  maxAllowedQty?: number;
  /** The form field a refusal is about, when a form's answers were checked. */
  field?: string;
  /** How long a limit asks the shopper to wait (Retry-After), when it refused the call. */
  retryAfterSeconds?: number;
  /** The basket's flash messages a refused order came with: the cart is to be read again. */
  flash?: ReadonlyArray<{ type: string; code?: string | undefined; message: string }>;
  /** The order a refusal points to: the basket was already placed as it (in another tab). */
  orderNumber?: string;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

type CommerceApi = typeof commerceApi;

/** Only routes the proxy lets through; the rest belong to the worker. */
export type ProxiedRoute = Route & { readonly proxied: true; readonly name: string };

/** The full catalogue entry (with its schemas, as types only) of a route the browser holds. */
export type EntryOf<R extends ProxiedRoute> = Extract<
  R['name'] extends `${infer Area}.${infer Name}` ? (Area extends keyof CommerceApi ? (Name extends keyof CommerceApi[Area] ? CommerceApi[Area][Name] : never) : never) : never,
  AnyEndpoint
>;

export type CallInput<R extends ProxiedRoute> = EndpointInput<EntryOf<R>> & { signal?: AbortSignal };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const PAGE_LOCALE = /^\/([a-z]{2}-[a-z]{2})(?:\/|$)/;

/**
 * The locale of the page making a call (every storefront page lives under its site's locale), or
 * null where there is no page. It is how each call says which site it is for: the site prices the
 * basket (currency, price book, tax, delivery) and the worker never picks one for it.
 */
export function pageLocale(): string | null {
  return typeof location === 'undefined' ? null : (PAGE_LOCALE.exec(location.pathname)?.[1] ?? null);
}

/** The storefront URL of one call: the commerce proxy, the entry's path with its parameters encoded, and its query, with the page's locale. */
export function apiUrl<R extends ProxiedRoute>(entry: R, input: EndpointInput<EntryOf<R>>): string {
  const { params, query } = input as { params?: Record<string, string>; query?: unknown };
  const locale = pageLocale();
  // The proxy takes the site from `locale` and sends upstream the locale it resolved, never this one as given.
  const search = appendQuery(new URLSearchParams(locale ? { locale } : {}), query).toString();
  return `/api${buildPath(entry.path, params)}${search ? `?${search}` : ''}`;
}

/** A first-party route under the page's locale (`/de-de/fapi/cart`), which names the page's site to the worker. */
export function firstPartyUrl(path: FapiUrl): string {
  const locale = pageLocale();
  return locale ? `/${locale}${path}` : path;
}

const failure = (status: number, error: Partial<ApiError> = {}): ApiResult<never> => ({
  ok: false,
  status,
  error: {
    errorId: error.errorId ?? ('GEN500' satisfies ErrorId),
    message: error.message ?? GENERIC_ERROR,
    correlationId: error.correlationId ?? null,
    ...(error.maxAllowedQty !== undefined ? { maxAllowedQty: error.maxAllowedQty } : {}),
    ...(error.field !== undefined ? { field: error.field } : {}),
    ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    ...(error.flash !== undefined ? { flash: error.flash } : {}),
    ...(error.orderNumber !== undefined ? { orderNumber: error.orderNumber } : {}),
  },
});

/** Retry-After in seconds, when the answer gives it as a number. */
function retryAfter(response: Response): { retryAfterSeconds?: number } {
  const seconds = Number(response.headers.get('retry-after') ?? NaN);
  return Number.isInteger(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {};
}

/** Zod and the catalogue's schemas: fetched with the first call's request, never on a page's first load. */
const loadSchemas = () => onDemand.apiCatalogue();

/**
 * One call through the commerce proxy. The request is built from the route alone; the answer is
 * checked against the entry's schema, loaded while the request is on its way. A failure carries
 * the error catalogue's errorDetails[0], so forms can show its message. An aborted call rejects
 * (the caller moved on); every other failure is a result.
 */
export function callApi<R extends ProxiedRoute>(entry: R, input: CallInput<R>, fetcher: Fetch = (url, init) => fetch(url, init)): Promise<ApiResult<EndpointResponse<EntryOf<R>>>> {
  const { body, signal } = input as { body?: unknown; signal?: AbortSignal };
  const schema = loadSchemas().then(({ responseSchema }) => responseSchema(entry.name));
  return send(fetcher, apiUrl(entry, input), entry.method, schema, body, signal) as Promise<ApiResult<EndpointResponse<EntryOf<R>>>>;
}

export interface FirstPartyOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** A call to one of the storefront's own JSON routes (`/fapi/…`, under the page's locale), a read unless told otherwise, with the same result and error handling. */
export function callFirstParty<S extends z.ZodType>(path: FapiUrl, schema: S | (() => Promise<S>), { method = 'GET', body, signal }: FirstPartyOptions = {}): Promise<ApiResult<z.output<S>>> {
  // A loader keeps the schema (and zod) off the first load of a page that reads the route after hydration.
  return send((url, init) => fetch(url, init), firstPartyUrl(path), method, typeof schema === 'function' ? schema() : Promise.resolve(schema), body, signal);
}

async function send<S extends z.ZodType>(fetcher: Fetch, url: string, method: string, schema: Promise<S>, body: unknown, signal: AbortSignal | undefined): Promise<ApiResult<z.output<S>>> {
  // A schema that cannot load (the network dropped) fails the call, as the request itself would.
  const answerSchema = schema.catch(() => null);
  let response: Response;
  try {
    response = await fetcher(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return failure(0);
  }
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const errorSchema = await loadSchemas().then(({ ErrorResponseSchema }) => ErrorResponseSchema, () => null);
    const parsed = errorSchema?.safeParse(json);
    return parsed?.success ? failure(response.status, { ...parsed.data.errorDetails[0]!, correlationId: parsed.data.correlationId, ...retryAfter(response) }) : failure(response.status);
  }
  const parsed = (await answerSchema)?.safeParse(json);
  if (!parsed?.success) {
    console.warn('unexpected response shape', url, parsed?.error.issues.slice(0, 3));
    return failure(response.status);
  }
  return { ok: true, data: parsed.data };
}
