import { CART_ROUTE, CartAnswerSchema, type CartAnswer } from '../../shared/cart/cart-routes';
import { callFirstParty, type ApiResult, type FirstPartyOptions } from '../api';

/** A cart call's result; a refused change over an item's limit names the limit in its error. */
export type CartResult = ApiResult<CartAnswer>;

/** One call to the storefront's cart routes; every failure is a result in the error catalogue's terms. */
export function cartCall(method: NonNullable<FirstPartyOptions['method']>, path: string, body?: unknown): Promise<CartResult> {
  return callFirstParty(`${CART_ROUTE}${path}`, CartAnswerSchema, { method, ...(body === undefined ? {} : { body }) });
}
