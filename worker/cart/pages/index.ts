import type { PageLoaders } from '../../pages/page-context';
import { loadCart } from './load-cart';

/** The pages whose models this home builds, each with its loader; the page registry gathers every home's. */
export const cartPages = {
  cart: loadCart,
} satisfies PageLoaders;
