import type { ComponentType, ReactElement } from 'react';
import type { AppState, PageModel, PageOf } from '../../shared/page';
import type { PageName } from '../../shared/routing';
import { PAGE_CHUNKS } from '../app/page-views';

// Each page component loads in a chunk of its own; the entry and the worker preload a page's before rendering it.
const HomePage = PAGE_CHUNKS.home.view;
const CategoryPage = PAGE_CHUNKS.category.view;
const ProductPage = PAGE_CHUNKS.product.view;
const SearchPage = PAGE_CHUNKS.search.view;
const ContentPage = PAGE_CHUNKS.content.view;
const FavoritesPage = PAGE_CHUNKS.favorites.view;
const CartPage = PAGE_CHUNKS.cart.view;
const ErrorPage = PAGE_CHUNKS.error.view;
const OrdersPage = PAGE_CHUNKS['account-orders'].view;
const ReturnsPage = PAGE_CHUNKS['help-returns'].view;
const ContactUsPage = PAGE_CHUNKS['help-contact-us'].view;
const PaymentPage = PAGE_CHUNKS['account-payment'].view;
const AccountOverviewPage = PAGE_CHUNKS.account.view;
const ProfilePage = PAGE_CHUNKS['account-profile'].view;
const ForgotPasswordPage = PAGE_CHUNKS['forgot-password'].view;
const SignInPage = PAGE_CHUNKS['sign-in'].view;
const SignUpPage = PAGE_CHUNKS['sign-up'].view;
const AddressesPage = PAGE_CHUNKS['account-addresses'].view;
const CheckoutPage = PAGE_CHUNKS.checkout.view;
const OrderConfirmationPage = PAGE_CHUNKS['order-confirmation'].view;
const ComponentsPage = PAGE_CHUNKS.components.view;

export interface PageViewProps {
  state: AppState;
}

export type PageViewComponent = ComponentType<PageViewProps>;

/**
 * The view of a page whose model is of `kind`. The worker's loader for the
 * page builds that model, so another one is a programming error, said loudly.
 */
function modelView<K extends PageModel['kind']>(kind: K, render: (page: PageOf<K>, state: AppState) => ReactElement): PageViewComponent {
  function View({ state }: PageViewProps) {
    if (state.page.kind !== kind) throw new Error(`The ${state.pageType} page cannot show a ${state.page.kind} model`);
    return render(state.page as Extract<PageModel, { kind: K }>, state);
  }
  View.displayName = `${kind}View`;
  return View;
}

const home = modelView('home', (page) => <HomePage canvas={page.canvas} structuredData={page.structuredData} />);
const search = modelView('search', (page, state) => <SearchPage {...page} site={state.site} />);
const content = modelView('content', (page) => <ContentPage canvas={page.canvas} />);

/**
 * The browser's half of the page registry: one view per page, checked by the
 * compiler, so a page added to the registry does not build until it has one.
 * The pages still to come (checkout, account…) show the CMS
 * page the worker loaded for them.
 */
export const PAGE_VIEWS = {
  home,
  category: modelView('category', (page, state) => <CategoryPage {...page} site={state.site} />),
  product: modelView('product', (page, state) => <ProductPage {...page} site={state.site} />),
  search,
  'search-hub': search,
  favorites: modelView('favorites', (page, state) => <FavoritesPage shareId={page.shareId} site={state.site} />),
  cart: modelView('cart', (page, state) => <CartPage {...page} site={state.site} />),
  checkout: modelView('checkout', (page, state) => <CheckoutPage {...page} site={state.site} signedIn={state.personalisation.visitor.loggedIn} />),
  'order-confirmation': modelView('order-confirmation', (page, state) => <OrderConfirmationPage {...page} site={state.site} />),
  account: modelView('account', (page) => <AccountOverviewPage {...page} />),
  'account-profile': modelView('account-profile', (page) => <ProfilePage {...page} />),
  'account-addresses': modelView('account-addresses', (page, state) => <AddressesPage {...page} site={state.site} />),
  'account-orders': modelView('account-orders', (page, state) => <OrdersPage {...page} site={state.site} />),
  'account-payment': modelView('account-payment', (page) => <PaymentPage {...page} />),
  'account-loyalty': content,
  'sign-in': modelView('sign-in', (page) => <SignInPage canvas={page.canvas} />),
  'forgot-password': modelView('forgot-password', (page) => <ForgotPasswordPage {...page} />),
  'sign-up': modelView('sign-up', (page, state) => <SignUpPage canvas={page.canvas} site={state.site} />),
  'help-returns': modelView('help-returns', (page, state) => <ReturnsPage {...page} site={state.site} />),
  'help-contact-us': modelView('help-contact-us', (page) => <ContactUsPage {...page} />),
  components: modelView('components', (page) => <ComponentsPage {...page} />),
  content,
  error: modelView('error', (page, state) => (
    <ErrorPage status={page.status} canvas={page.canvas} correlationId={state.correlationId} message={page.message} path={page.path} unavailable={page.unavailable} />
  )),
} satisfies Record<PageName, PageViewComponent>;
