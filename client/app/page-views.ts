import type { ComponentType } from 'react';
import { onDemand } from '#on-demand';
import type { AppState, PageModel } from '../../shared/page';
import { BLOCK_TYPES, blockModules, blockTypesIn, preloadBlocks } from '../blocks/registry';
import { preloadable, type Preloadable } from './preloadable';

type PageKind = PageModel['kind'];

interface PageChunk<P extends object> {
  /** The page module's path as the build manifest keys it, so the worker can preload its chunk. */
  module: string;
  view: Preloadable<P>;
}

/** A page component in a chunk of its own, with the props its module exports it with. */
function chunk<P extends object>(module: string, load: () => Promise<ComponentType<P>>): PageChunk<P> {
  return { module, view: preloadable(load) };
}

/**
 * Each page model's component, in a chunk of its own: a shopper downloads the code of the pages
 * they visit, and the shared chunk keeps what every page needs. The page registry's views
 * (client/pages/views.tsx) render them.
 */
export const PAGE_CHUNKS = {
  home: chunk('client/pages/HomePage.tsx', () => import('../pages/HomePage').then((m) => m.HomePage)),
  category: chunk('client/pages/CategoryPage.tsx', () => import('../pages/CategoryPage').then((m) => m.CategoryPage)),
  product: chunk('client/pages/ProductPage.tsx', () => import('../pages/ProductPage').then((m) => m.ProductPage)),
  search: chunk('client/pages/SearchPage.tsx', () => import('../pages/SearchPage').then((m) => m.SearchPage)),
  content: chunk('client/pages/ContentPage.tsx', () => import('../pages/ContentPage').then((m) => m.ContentPage)),
  cart: chunk('client/pages/CartPage.tsx', () => import('../pages/CartPage').then((m) => m.CartPage)),
  favorites: chunk('client/pages/FavoritesPage.tsx', () => import('../pages/FavoritesPage').then((m) => m.FavoritesPage)),
  'account-orders': chunk('client/pages/account/OrdersPage.tsx', () => import('../pages/account/OrdersPage').then((m) => m.OrdersPage)),
  'help-returns': chunk('client/pages/help/ReturnsPage.tsx', () => import('../pages/help/ReturnsPage').then((m) => m.ReturnsPage)),
  'help-contact-us': chunk('client/pages/help/ContactUsPage.tsx', () => import('../pages/help/ContactUsPage').then((m) => m.ContactUsPage)),
  'account-payment': chunk('client/pages/account/PaymentPage.tsx', () => import('../pages/account/PaymentPage').then((m) => m.PaymentPage)),
  account: chunk('client/pages/account/AccountOverviewPage.tsx', () => import('../pages/account/AccountOverviewPage').then((m) => m.AccountOverviewPage)),
  'account-profile': chunk('client/pages/account/ProfilePage.tsx', () => import('../pages/account/ProfilePage').then((m) => m.ProfilePage)),
  'forgot-password': chunk('client/pages/ForgotPasswordPage.tsx', () => import('../pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  'sign-in': chunk('client/pages/SignInPage.tsx', () => import('../pages/SignInPage').then((m) => m.SignInPage)),
  'sign-up': chunk('client/pages/SignUpPage.tsx', () => import('../pages/SignUpPage').then((m) => m.SignUpPage)),
  'account-addresses': chunk('client/pages/account/AddressesPage.tsx', () => import('../pages/account/AddressesPage').then((m) => m.AddressesPage)),
  checkout: chunk('client/pages/CheckoutPage.tsx', () => import('../pages/CheckoutPage').then((m) => m.CheckoutPage)),
  'order-confirmation': chunk('client/pages/OrderConfirmationPage.tsx', () => import('../pages/OrderConfirmationPage').then((m) => m.OrderConfirmationPage)),
  // Development only, so no shopper ever downloads it.
  components: chunk('client/pages/ComponentsPage.tsx', () => import('../pages/ComponentsPage').then((m) => m.ComponentsPage)),
  error: chunk('client/pages/ErrorPage.tsx', () => import('../pages/ErrorPage').then((m) => m.ErrorPage)),
} satisfies Record<PageKind, { module: string; view: { preload(): Promise<void> } }>;

/**
 * Parts of the page chrome that only some documents render, each a chunk of its own: the consent
 * banner is there only until the visitor has chosen, so most page views never load it.
 */
export const CHROME_CHUNKS = {
  consentBanner: chunk('client/components/consent/ConsentBanner.tsx', () => onDemand.consentBanner().then((m) => m.ConsentBanner)),
  // Only editors see it, so shoppers' first load never carries it.
  previewBanner: chunk('client/components/PreviewBanner.tsx', () => onDemand.previewBanner().then((m) => m.PreviewBanner)),
};

/** What the server renders of a document: its page, the canvases around it, whether it asks for consent and whether an editor previews it. */
type Rendered = Pick<AppState, 'page' | 'headerFragment' | 'roleBanner'> & { consent?: Pick<AppState['consent'], 'needsChoice'>; preview?: AppState['preview'] };

/** The chrome chunks a document renders. */
function chromeChunks(state: Rendered): PageChunk<never>[] {
  return [
    ...(state.consent?.needsChoice ? [CHROME_CHUNKS.consentBanner as PageChunk<never>] : []),
    ...(state.preview ? [CHROME_CHUNKS.previewBanner as PageChunk<never>] : []),
  ];
}

/**
 * The lazily loaded modules a document renders, as the build manifest keys them: the page
 * view and the block families of its canvases (regions that stream in later load theirs
 * when the browser hydrates them).
 */
export function pageModules(state: Rendered): string[] {
  return [PAGE_CHUNKS[state.page.kind].module, ...chromeChunks(state).map(({ module }) => module), ...blockModules(blockTypesIn([state.page, state.headerFragment, state.roleBanner]))];
}

/**
 * Loads what a document renders, so rendering or hydrating it never suspends. `more` is
 * anything else the document shows (in the browser, the results streamed into deferred regions).
 */
export function preloadPage(state: Rendered, more: unknown[] = []): Promise<void> {
  const types = blockTypesIn([state.page, state.headerFragment, state.roleBanner, ...more]);
  return Promise.all([PAGE_CHUNKS[state.page.kind].view.preload(), ...chromeChunks(state).map(({ view }) => view.preload()), preloadBlocks(types)]).then(() => undefined);
}

let everything: Promise<void> | undefined;

/**
 * Loads every page view and block family: the worker renders regions whose blocks it only
 * learns as their data stream in, and its bundle holds every chunk anyway.
 */
export function preloadAll(): Promise<void> {
  // Once per isolate (the worker awaits it on every render); a failed load is tried again next time.
  everything ??= Promise.all([...[...Object.values(PAGE_CHUNKS), ...Object.values(CHROME_CHUNKS)].map(({ view }) => view.preload()), preloadBlocks(BLOCK_TYPES)]).then(
    () => undefined,
    (error: unknown) => {
      everything = undefined;
      throw error;
    },
  );
  return everything;
}
