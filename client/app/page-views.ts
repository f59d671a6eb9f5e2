import type { AppState, PageModel } from '../../shared/page';
import { BLOCK_TYPES, blockModules, blockTypesIn, preloadBlocks } from '../blocks/registry';
import { preloadable, type Preloadable } from './preloadable';

type PageKind = PageModel['kind'];

interface PageViewEntry {
  /** The page module's path as the build manifest keys it, so the worker can preload its chunk. */
  module: string;
  view: Pick<Preloadable<never>, 'preload'>;
}

/**
 * Each page type's component, in a chunk of its own: a shopper downloads the code of
 * the pages they visit, and the shared chunk keeps what every page needs.
 */
export const PAGE_VIEWS = {
  home: { module: 'client/pages/HomePage.tsx', view: preloadable(() => import('../pages/HomePage').then((m) => m.HomePage)) },
  category: { module: 'client/pages/CategoryPage.tsx', view: preloadable(() => import('../pages/CategoryPage').then((m) => m.CategoryPage)) },
  product: { module: 'client/pages/ProductPage.tsx', view: preloadable(() => import('../pages/ProductPage').then((m) => m.ProductPage)) },
  search: { module: 'client/pages/SearchPage.tsx', view: preloadable(() => import('../pages/SearchPage').then((m) => m.SearchPage)) },
  content: { module: 'client/pages/ContentPage.tsx', view: preloadable(() => import('../pages/ContentPage').then((m) => m.ContentPage)) },
  favorites: { module: 'client/pages/FavoritesPage.tsx', view: preloadable(() => import('../pages/FavoritesPage').then((m) => m.FavoritesPage)) },
  error: { module: 'client/pages/ErrorPage.tsx', view: preloadable(() => import('../pages/ErrorPage').then((m) => m.ErrorPage)) },
} satisfies Record<PageKind, PageViewEntry>;

/** What the server renders of a document: its page and the canvases around it. */
type Rendered = Pick<AppState, 'page' | 'headerFragment' | 'roleBanner'>;

/**
 * The lazily loaded modules a document renders, as the build manifest keys them: the page
 * view and the block families of its canvases (regions that stream in later load theirs
 * when the browser hydrates them).
 */
export function pageModules(state: Rendered): string[] {
  return [PAGE_VIEWS[state.page.kind].module, ...blockModules(blockTypesIn([state.page, state.headerFragment, state.roleBanner]))];
}

/**
 * Loads what a document renders, so rendering or hydrating it never suspends. `more` is
 * anything else the document shows (in the browser, the results streamed into deferred regions).
 */
export function preloadPage(state: Rendered, more: unknown[] = []): Promise<void> {
  const types = blockTypesIn([state.page, state.headerFragment, state.roleBanner, ...more]);
  return Promise.all([PAGE_VIEWS[state.page.kind].view.preload(), preloadBlocks(types)]).then(() => undefined);
}

/**
 * Loads every page view and block family: the worker renders regions whose blocks it only
 * learns as their data stream in, and its bundle holds every chunk anyway.
 */
export function preloadAll(): Promise<void> {
  return Promise.all([...Object.values(PAGE_VIEWS).map(({ view }) => view.preload()), preloadBlocks(BLOCK_TYPES)]).then(() => undefined);
}
