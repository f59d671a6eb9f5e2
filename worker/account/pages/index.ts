import type { PageLoaders } from '../../pages/page-context';
import { loadAccountAddresses } from './load-account-addresses';
import { loadAccountOrders } from './load-account-orders';
import { loadAccountPayment } from './load-account-payment';
import { loadAccountProfile } from './load-account-profile';
import { loadAccount } from './load-account';
import { favoritesConfig, loadFavorites } from './load-favorites';
import { loadForgotPassword } from './load-forgot-password';
import { loadSignIn } from './load-sign-in';
import { loadSignUp } from './load-sign-up';

// Every document carries the favourites switch and page size, which the favourites page's loader reads too.
export { favoritesConfig };

/** The pages whose models this home builds, each with its loader; the page registry gathers every home's. */
export const accountPages = {
  favorites: loadFavorites,
  account: loadAccount,
  'account-profile': loadAccountProfile,
  'account-addresses': loadAccountAddresses,
  'account-orders': loadAccountOrders,
  'account-payment': loadAccountPayment,
  'sign-in': loadSignIn,
  'forgot-password': loadForgotPassword,
  'sign-up': loadSignUp,
} satisfies PageLoaders;
