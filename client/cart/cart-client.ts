import { CART_ROUTE, CartAnswerSchema, type CartAnswer } from '../../shared/cart/cart-routes';
import { ErrorResponseSchema } from '../../shared/schemas/error';
import { GENERIC_ERROR, type ApiResult } from '../api';

/** A failed cart call, with the limit an over-quantity add names. */
export type CartResult = ApiResult<CartAnswer> & { maxAllowedQty?: number };

/** One call to the storefront's cart routes; every failure is a result in the error catalogue's terms. */
export async function cartCall(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<CartResult> {
  let response: Response;
  try {
    response = await fetch(`${CART_ROUTE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, error: { errorId: 'GEN500', message: GENERIC_ERROR, correlationId: null } };
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(json);
    const detail = parsed.success ? parsed.data.errorDetails[0] : undefined;
    return {
      ok: false,
      status: response.status,
      error: { errorId: detail?.errorId ?? 'GEN500', message: detail?.message ?? GENERIC_ERROR, correlationId: parsed.success ? parsed.data.correlationId : null },
      ...(detail?.maxAllowedQty !== undefined ? { maxAllowedQty: detail.maxAllowedQty } : {}),
    };
  }
  const parsed = CartAnswerSchema.safeParse(json);
  if (!parsed.success) return { ok: false, status: response.status, error: { errorId: 'GEN500', message: GENERIC_ERROR, correlationId: null } };
  return { ok: true, data: parsed.data };
}
