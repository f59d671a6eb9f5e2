import type { ComponentType, ReactElement } from 'react';
import type { AppState, PageModel, PageOf } from '../../shared/page';
import type { PageName } from '../../shared/routing';
import { preloadable } from '../app/preloadable';

export interface PageViewProps {
  state: AppState;
}

/**
 * A page's view: renders the page's model with its component, which loads in a chunk of its own
 * (a shopper downloads the code of the pages they visit). The entry and the worker preload the
 * chunk before rendering the page, and the worker names `module` (the component's path as the
 * build manifest keys it) in the page's modulepreload links.
 */
export interface PageView {
  (props: PageViewProps): ReactElement;
  displayName?: string;
  module: string;
  preload(): Promise<void>;
}

/**
 * The view of a page whose model is of `kind`, drawn by the component `load` brings in. The
 * worker's loader for the page builds that model, so another one is a programming error, said loudly.
 */
function pageView<K extends PageModel['kind'], P extends object>(
  kind: K,
  module: string,
  load: () => Promise<ComponentType<P>>,
  render: (Page: ComponentType<P>, page: PageOf<K>, state: AppState) => ReactElement,
): PageView {
  const Page = preloadable(load);
  function View({ state }: PageViewProps) {
    if (state.page.kind !== kind) throw new Error(`The ${state.pageType} page cannot show a ${state.page.kind} model`);
    return render(Page, state.page as Extract<PageModel, { kind: K }>, state);
  }
  View.displayName = `${kind}View`;
  return Object.assign(View, { module, preload: Page.preload });
}

const search = pageView('search', 'client/catalogue/pages/SearchPage.tsx', () => import('../catalogue/pages/SearchPage').then((m) => m.SearchPage), (SearchPage, page, state) => <SearchPage {...page} site={state.site} />);
const content = pageView('content', 'client/content/pages/ContentPage.tsx', () => import('../content/pages/ContentPage').then((m) => m.ContentPage), (ContentPage, page) => <ContentPage canvas={page.canvas} />);

/**
 * The browser's half of the page registry: one view per page, each with its own chunk, checked by
 * the compiler, so a page added to the registry does not build until it has one. Pages that show
 * another page's model (the search hub, the loyalty page's CMS page) share that page's view.
 */
export const PAGE_VIEWS = {
  home: pageView('home', 'client/content/pages/HomePage.tsx', () => import('../content/pages/HomePage').then((m) => m.HomePage), (HomePage, page) => <HomePage canvas={page.canvas} structuredData={page.structuredData} />),
  category: pageView('category', 'client/catalogue/pages/CategoryPage.tsx', () => import('../catalogue/pages/CategoryPage').then((m) => m.CategoryPage), (CategoryPage, page, state) => <CategoryPage {...page} site={state.site} />),
  product: pageView('product', 'client/catalogue/pages/ProductPage.tsx', () => import('../catalogue/pages/ProductPage').then((m) => m.ProductPage), (ProductPage, page, state) => <ProductPage {...page} site={state.site} />),
  search,
  'search-hub': search,
  favorites: pageView('favorites', 'client/account/pages/FavoritesPage.tsx', () => import('../account/pages/FavoritesPage').then((m) => m.FavoritesPage), (FavoritesPage, page, state) => <FavoritesPage shareId={page.shareId} site={state.site} />),
  cart: pageView('cart', 'client/cart/CartPage.tsx', () => import('../cart/CartPage').then((m) => m.CartPage), (CartPage, page, state) => <CartPage {...page} site={state.site} />),
  checkout: pageView('checkout', 'client/checkout/CheckoutPage.tsx', () => import('../checkout/CheckoutPage').then((m) => m.CheckoutPage), (CheckoutPage, page, state) => (
    <CheckoutPage {...page} site={state.site} signedIn={state.personalisation.visitor.loggedIn} />
  )),
  'order-confirmation': pageView('order-confirmation', 'client/checkout/OrderConfirmationPage.tsx', () => import('../checkout/OrderConfirmationPage').then((m) => m.OrderConfirmationPage), (OrderConfirmationPage, page, state) => (
    <OrderConfirmationPage {...page} site={state.site} />
  )),
  account: pageView('account', 'client/account/pages/AccountOverviewPage.tsx', () => import('../account/pages/AccountOverviewPage').then((m) => m.AccountOverviewPage), (AccountOverviewPage, page) => <AccountOverviewPage {...page} />),
  'account-profile': pageView('account-profile', 'client/account/pages/ProfilePage.tsx', () => import('../account/pages/ProfilePage').then((m) => m.ProfilePage), (ProfilePage, page) => <ProfilePage {...page} />),
  'account-addresses': pageView('account-addresses', 'client/account/pages/AddressesPage.tsx', () => import('../account/pages/AddressesPage').then((m) => m.AddressesPage), (AddressesPage, page, state) => (
    <AddressesPage {...page} site={state.site} />
  )),
  'account-orders': pageView('account-orders', 'client/account/pages/OrdersPage.tsx', () => import('../account/pages/OrdersPage').then((m) => m.OrdersPage), (OrdersPage, page, state) => <OrdersPage {...page} site={state.site} />),
  'account-payment': pageView('account-payment', 'client/account/pages/PaymentPage.tsx', () => import('../account/pages/PaymentPage').then((m) => m.PaymentPage), (PaymentPage, page) => <PaymentPage {...page} />),
  'account-loyalty': content,
  'sign-in': pageView('sign-in', 'client/account/pages/SignInPage.tsx', () => import('../account/pages/SignInPage').then((m) => m.SignInPage), (SignInPage, page) => <SignInPage canvas={page.canvas} />),
  'forgot-password': pageView('forgot-password', 'client/account/pages/ForgotPasswordPage.tsx', () => import('../account/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage), (ForgotPasswordPage, page) => <ForgotPasswordPage {...page} />),
  'sign-up': pageView('sign-up', 'client/account/pages/SignUpPage.tsx', () => import('../account/pages/SignUpPage').then((m) => m.SignUpPage), (SignUpPage, page, state) => <SignUpPage canvas={page.canvas} site={state.site} />),
  'help-returns': pageView('help-returns', 'client/content/help/ReturnsPage.tsx', () => import('../content/help/ReturnsPage').then((m) => m.ReturnsPage), (ReturnsPage, page, state) => <ReturnsPage {...page} site={state.site} />),
  'help-contact-us': pageView('help-contact-us', 'client/content/help/ContactUsPage.tsx', () => import('../content/help/ContactUsPage').then((m) => m.ContactUsPage), (ContactUsPage, page) => <ContactUsPage {...page} />),
  // Development only, so no shopper ever downloads it.
  components: pageView('components', 'client/content/pages/ComponentsPage.tsx', () => import('../content/pages/ComponentsPage').then((m) => m.ComponentsPage), (ComponentsPage, page) => <ComponentsPage {...page} />),
  content,
  error: pageView('error', 'client/pages/ErrorPage.tsx', () => import('./ErrorPage').then((m) => m.ErrorPage), (ErrorPage, page, state) => (
    <ErrorPage status={page.status} canvas={page.canvas} correlationId={state.correlationId} message={page.message} path={page.path} unavailable={page.unavailable} />
  )),
} satisfies Record<PageName, PageView>;
