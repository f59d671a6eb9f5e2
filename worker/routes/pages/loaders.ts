import type { PageName } from '../../../shared/routing';
import { loadCategory } from './load-category';
import { loadCart } from './load-cart';
import { loadAccountAddresses } from './load-account-addresses';
import { loadContent } from './load-content';
import { loadAccountPayment } from './load-account-payment';
import { loadFavorites } from './load-favorites';
import { loadHome } from './load-home';
import { loadProduct } from './load-product';
import { loadSearch } from './load-search';
import { loadAccountOrders } from './load-account-orders';
import { loadHelpContactUs, loadHelpReturns } from './load-help';
import { loadAccount } from './load-account';
import { loadAccountProfile } from './load-account-profile';
import { loadForgotPassword } from './load-forgot-password';
import { loadSignIn } from './load-sign-in';
import { loadSignUp } from './load-sign-up';
import { loadCheckout } from './load-checkout';
import { loadOrderConfirmation } from './load-order-confirmation';
import { loadComponents } from './load-components';
import type { PageContext, PageLoad } from './page-context';

/** Loads one page's model; `segments` are the path's segments after the locale. */
export type PageLoader = (ctx: PageContext, segments: readonly string[]) => Promise<PageLoad>;

const notAPage: PageLoader = () => Promise.resolve({ found: false });

/**
 * The worker's half of the page registry: one loader per page, checked by the
 * compiler, so a page added to the registry has no route until it has a loader.
 * The pages still to come (checkout, account…) render the CMS
 * page the registry names for them, as the content pages do.
 */
export const PAGE_LOADERS = {
  home: loadHome,
  category: loadCategory,
  product: loadProduct,
  search: loadSearch,
  'search-hub': loadSearch,
  favorites: loadFavorites,
  cart: loadCart,
  checkout: loadCheckout,
  'order-confirmation': loadOrderConfirmation,
  account: loadAccount,
  'account-profile': loadAccountProfile,
  'account-addresses': loadAccountAddresses,
  'account-orders': loadAccountOrders,
  'account-payment': loadAccountPayment,
  'account-loyalty': loadContent,
  'sign-in': loadSignIn,
  'forgot-password': loadForgotPassword,
  'sign-up': loadSignUp,
  'help-returns': loadHelpReturns,
  'help-contact-us': loadHelpContactUs,
  components: loadComponents,
  content: loadContent,
  // The error page is never asked for by path: a failed load shows it.
  error: notAPage,
} satisfies Record<PageName, PageLoader>;
