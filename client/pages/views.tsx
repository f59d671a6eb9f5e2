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
 * chunk before rendering the page, and the worker names `chunk` (the name the build gives the
 * component's chunk: its file's name) in the page's modulepreload links.
 */
export interface PageView {
  (props: PageViewProps): ReactElement;
  displayName?: string;
  chunk: string;
  preload(): Promise<void>;
}

/**
 * The view of a page whose model is of `kind`, drawn by the component `load` brings in. The
 * worker's loader for the page builds that model, so another one is a programming error, said loudly.
 */
function pageView<K extends PageModel['kind'], P extends object>(
  kind: K,
  chunk: string,
  load: () => Promise<ComponentType<P>>,
  render: (Page: ComponentType<P>, page: PageOf<K>, state: AppState) => ReactElement,
): PageView {
  const Page = preloadable(load);
  function View({ state }: PageViewProps) {
    if (state.page.kind !== kind) throw new Error(`The ${state.pageType} page cannot show a ${state.page.kind} model`);
    return render(Page, state.page as Extract<PageModel, { kind: K }>, state);
  }
  View.displayName = `${kind}View`;
  return Object.assign(View, { chunk, preload: Page.preload });
}

const search = pageView('search', 'SearchPage', () => import('../catalogue/pages/SearchPage').then((m) => m.SearchPage), (SearchPage, page, state) => <SearchPage {...page} site={state.site} />);
const content = pageView('content', 'ContentPage', () => import('../content/pages/ContentPage').then((m) => m.ContentPage), (ContentPage, page) => <ContentPage canvas={page.canvas} />);

/**
 * The browser's half of the page registry: one view per page, each with its own chunk, checked by
 * the compiler, so a page added to the registry does not build until it has one. Pages that show
 * another page's model (the search hub, the loyalty page's CMS page) share that page's view.
 */
export const PAGE_VIEWS = {
  home: pageView('home', 'HomePage', () => import('../content/pages/HomePage').then((m) => m.HomePage), (HomePage, page) => <HomePage canvas={page.canvas} structuredData={page.structuredData} />),
  category: pageView('category', 'CategoryPage', () => import('../catalogue/pages/CategoryPage').then((m) => m.CategoryPage), (CategoryPage, page, state) => <CategoryPage {...page} site={state.site} />),
  product: pageView('product', 'ProductPage', () => import('../catalogue/pages/ProductPage').then((m) => m.ProductPage), (ProductPage, page, state) => <ProductPage {...page} site={state.site} />),
  search,
  'search-hub': search,
  favorites: pageView('favorites', 'FavoritesPage', () => import('../account/pages/FavoritesPage').then((m) => m.FavoritesPage), (FavoritesPage, page, state) => <FavoritesPage shareId={page.shareId} site={state.site} />),
  cart: pageView('cart', 'CartPage', () => import('../cart/CartPage').then((m) => m.CartPage), (CartPage, page, state) => <CartPage {...page} site={state.site} />),
  checkout: pageView('checkout', 'CheckoutPage', () => import('../checkout/CheckoutPage').then((m) => m.CheckoutPage), (CheckoutPage, page, state) => (
    <CheckoutPage {...page} site={state.site} signedIn={state.personalisation.visitor.loggedIn} />
  )),
  'order-confirmation': pageView('order-confirmation', 'OrderConfirmationPage', () => import('../checkout/OrderConfirmationPage').then((m) => m.OrderConfirmationPage), (OrderConfirmationPage, page, state) => (
    <OrderConfirmationPage {...page} site={state.site} />
  )),
  account: pageView('account', 'AccountOverviewPage', () => import('../account/pages/AccountOverviewPage').then((m) => m.AccountOverviewPage), (AccountOverviewPage, page) => <AccountOverviewPage {...page} />),
  'account-profile': pageView('account-profile', 'ProfilePage', () => import('../account/pages/ProfilePage').then((m) => m.ProfilePage), (ProfilePage, page) => <ProfilePage {...page} />),
  'account-addresses': pageView('account-addresses', 'AddressesPage', () => import('../account/pages/AddressesPage').then((m) => m.AddressesPage), (AddressesPage, page, state) => (
    <AddressesPage {...page} site={state.site} />
  )),
  'account-orders': pageView('account-orders', 'OrdersPage', () => import('../account/pages/OrdersPage').then((m) => m.OrdersPage), (OrdersPage, page, state) => <OrdersPage {...page} site={state.site} />),
  'account-payment': pageView('account-payment', 'PaymentPage', () => import('../account/pages/PaymentPage').then((m) => m.PaymentPage), (PaymentPage, page) => <PaymentPage {...page} />),
  'account-loyalty': content,
  'sign-in': pageView('sign-in', 'SignInPage', () => import('../account/pages/SignInPage').then((m) => m.SignInPage), (SignInPage, page) => <SignInPage canvas={page.canvas} />),
  'forgot-password': pageView('forgot-password', 'ForgotPasswordPage', () => import('../account/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage), (ForgotPasswordPage, page) => <ForgotPasswordPage {...page} />),
  'associate-login': pageView('associate-login', 'AssociateLogin', () => import('../in-store/AssociateLogin').then((m) => m.AssociateLogin), (AssociateLogin, page) => <AssociateLogin {...page} />),
  'sign-up': pageView('sign-up', 'SignUpPage', () => import('../account/pages/SignUpPage').then((m) => m.SignUpPage), (SignUpPage, page, state) => <SignUpPage canvas={page.canvas} site={state.site} />),
  'help-returns': pageView('help-returns', 'ReturnsPage', () => import('../content/help/ReturnsPage').then((m) => m.ReturnsPage), (ReturnsPage, page, state) => <ReturnsPage {...page} site={state.site} />),
  'help-contact-us': pageView('help-contact-us', 'ContactUsPage', () => import('../content/help/ContactUsPage').then((m) => m.ContactUsPage), (ContactUsPage, page) => <ContactUsPage {...page} />),
  // Development only, so no shopper ever downloads it.
  components: pageView('components', 'ComponentsPage', () => import('../content/pages/ComponentsPage').then((m) => m.ComponentsPage), (ComponentsPage, page) => <ComponentsPage {...page} />),
  content,
  error: pageView('error', 'ErrorPage', () => import('./ErrorPage').then((m) => m.ErrorPage), (ErrorPage, page, state) => (
    <ErrorPage status={page.status} canvas={page.canvas} correlationId={state.correlationId} message={page.message} path={page.path} unavailable={page.unavailable} />
  )),
} satisfies Record<PageName, PageView>;
