import type { PageName } from '../../shared/routing';
import { loadCategory } from '../catalogue/pages/load-category';
import { loadCart } from '../cart/pages/load-cart';
import { loadAccountAddresses } from '../account/pages/load-account-addresses';
import { loadContent } from '../content/pages/load-content';
import { loadAccountPayment } from '../account/pages/load-account-payment';
import { loadFavorites } from '../account/pages/load-favorites';
import { loadHome } from '../content/pages/load-home';
import { loadProduct } from '../catalogue/pages/load-product';
import { loadSearch } from '../catalogue/pages/load-search';
import { loadAccountOrders } from '../account/pages/load-account-orders';
import { loadHelpContactUs, loadHelpReturns } from '../content/pages/load-help';
import { loadAccount } from '../account/pages/load-account';
import { loadAccountProfile } from '../account/pages/load-account-profile';
import { loadForgotPassword } from '../account/pages/load-forgot-password';
import { loadSignIn } from '../account/pages/load-sign-in';
import { loadSignUp } from '../account/pages/load-sign-up';
import { loadCheckout } from '../checkout/pages/load-checkout';
import { loadOrderConfirmation } from '../checkout/pages/load-order-confirmation';
import { loadComponents } from '../content/pages/load-components';
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
