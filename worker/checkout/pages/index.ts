import type { PageLoaders } from '../../pages/page-context';
import { loadCheckout } from './load-checkout';
import { loadOrderConfirmation } from './load-order-confirmation';

/** The pages whose models this home builds, each with its loader; the page registry gathers every home's. */
export const checkoutPages = {
  checkout: loadCheckout,
  'order-confirmation': loadOrderConfirmation,
} satisfies PageLoaders;
