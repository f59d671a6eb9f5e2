import { callFapi, type ApiResult } from '../api';
import type { CheckoutState, ExpressAvailability } from '../../shared/checkout/checkout-routes';
import { checkout } from '../../shared/fapi/routes/checkout';

/*
 * Express checkout from a page without the checkout's code (the cart): the answers' schemas load
 * only when the call is made.
 */

const schemas = () => import('../../shared/checkout/checkout-routes');

export const expressAvailability = (signal?: AbortSignal): Promise<ApiResult<ExpressAvailability>> =>
  callFapi(checkout.expressAvailability, () => schemas().then((m) => m.ExpressAvailabilitySchema), signal ? { signal } : {});

/** Fills the basket in from the account and prepares the order; the answer is the checkout state at summary. */
export const startExpress = (): Promise<ApiResult<CheckoutState>> => callFapi(checkout.express, () => schemas().then((m) => m.CheckoutStateSchema), { body: {} });
