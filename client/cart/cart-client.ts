import { CartAnswerSchema, type CartAnswer } from '../../shared/cart/cart-routes';
import type { FapiRoute } from '../../shared/fapi/route';
import { callFapi, type ApiResult, type FapiCallArgs, type FapiCallInput } from '../api';

/** A cart call's result; a refused change over an item's limit names the limit in its error. */
export type CartResult = ApiResult<CartAnswer>;

/** One call to the storefront's cart routes (`shared/fapi` names them); every failure is a result in the error catalogue's terms. */
export function cartCall<R extends FapiRoute>(entry: R, ...input: FapiCallArgs<R>): Promise<CartResult> {
  return callFapi(entry, CartAnswerSchema, ...(input as [FapiCallInput<R>]));
}
