import type { z } from 'zod';
import { appendQuery, buildPath, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '../../shared/api/endpoint';
import { ErrorResponseSchema } from '../../shared/schemas/error';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** A failure in the error catalogue's terms: its first errorDetails entry and the call's correlation id, when the server gave one. */
export interface ApiError {
  errorId: string;
  message: string;
  correlationId: string | null;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError };

/** Only entries the proxy lets through; the rest belong to the worker. */
export type ProxiedEndpoint = AnyEndpoint & { readonly proxied: true };

export type CallInput<E extends AnyEndpoint> = EndpointInput<E> & { signal?: AbortSignal };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The storefront URL of one call: the commerce proxy, the entry's path with its parameters encoded, and its query. */
export function apiUrl<E extends ProxiedEndpoint>(entry: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, string>; query?: unknown };
  const search = appendQuery(new URLSearchParams(), query).toString();
  return `/api${buildPath(entry.path, params)}${search ? `?${search}` : ''}`;
}

const failure = (status: number, error: Partial<ApiError> = {}): ApiResult<never> => ({
  ok: false,
  status,
  error: { errorId: error.errorId ?? 'GEN500', message: error.message ?? GENERIC_ERROR, correlationId: error.correlationId ?? null },
});

/**
 * One call through the commerce proxy. The answer is checked against the entry's schema; a
 * failure carries the error catalogue's errorDetails[0], so forms can show its message. An
 * aborted call rejects (the caller moved on); every other failure is a result.
 */
export function callApi<E extends ProxiedEndpoint>(entry: E, input: CallInput<E>, fetcher: Fetch = (url, init) => fetch(url, init)): Promise<ApiResult<EndpointResponse<E>>> {
  const { body, signal } = input as { body?: unknown; signal?: AbortSignal };
  return send(fetcher, apiUrl(entry, input), entry.method, entry.response, body, signal) as Promise<ApiResult<EndpointResponse<E>>>;
}

/** A read of one of the storefront's own JSON routes (`/fapi/…`), with the same result and error handling. */
export function callFirstParty<S extends z.ZodType>(path: `/fapi/${string}`, schema: S, { signal }: { signal?: AbortSignal } = {}): Promise<ApiResult<z.output<S>>> {
  return send((url, init) => fetch(url, init), path, 'GET', schema, undefined, signal);
}

async function send<S extends z.ZodType>(fetcher: Fetch, url: string, method: string, schema: S, body: unknown, signal: AbortSignal | undefined): Promise<ApiResult<z.output<S>>> {
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
    const parsed = ErrorResponseSchema.safeParse(json);
    return parsed.success ? failure(response.status, { ...parsed.data.errorDetails[0]!, correlationId: parsed.data.correlationId }) : failure(response.status);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.warn('unexpected response shape', url, parsed.error.issues.slice(0, 3));
    return failure(response.status);
  }
  return { ok: true, data: parsed.data };
}
