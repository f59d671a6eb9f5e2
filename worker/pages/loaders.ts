import type { PageName } from '../../shared/routing';
import { loadCategory, loadProduct, loadSearch } from '../catalogue/pages';
import { loadCart } from '../cart/pages';
import { loadAccount, loadAccountAddresses, loadAccountOrders, loadAccountPayment, loadAccountProfile, loadFavorites, loadForgotPassword, loadSignIn, loadSignUp } from '../account/pages';
import { loadComponents, loadContent, loadHelpContactUs, loadHelpReturns, loadHome } from '../content/pages';
import { loadCheckout, loadOrderConfirmation } from '../checkout/pages';
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
