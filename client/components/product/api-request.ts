import type { z } from 'zod';
import { ErrorResponseSchema } from '../../../shared/schemas/error';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; errorId: string; message: string };

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * One call through the storefront proxy (`/api/…`) or `/fapi/…`: the answer is checked
 * against its schema, and a failure carries the spec §8 errorDetails[0] so forms can show it.
 */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, { method = 'GET', body, signal }: ApiRequestOptions = {}): Promise<ApiResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, errorId: 'GEN500', message: GENERIC_ERROR };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(json);
    const detail = parsed.success ? parsed.data.errorDetails[0]! : { errorId: 'GEN500', message: GENERIC_ERROR };
    return { ok: false, status: response.status, ...detail };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.warn('unexpected response shape', path, parsed.error.issues.slice(0, 3));
    return { ok: false, status: response.status, errorId: 'GEN500', message: GENERIC_ERROR };
  }
  return { ok: true, data: parsed.data };
}

/** Path segments from ids the shopper did not type, still encoded so no id can change the path. */
export const productApi = (productId: string, rest = '') => `/api/products/v1/products/${encodeURIComponent(productId)}${rest}`;
