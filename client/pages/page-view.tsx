import type { ComponentType, ReactElement } from 'react';
import type { AppState, PageModel, PageOf } from '../../shared/page';
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
  chunk: string;
  preload(): Promise<void>;
}

/** What a page's module draws its model with: its component, given the model and the document's state. */
export type PageDrawing<K extends PageModel['kind']> = ComponentType<{ page: PageOf<K>; state: AppState }>;

/**
 * How a page's module draws a model of kind `K` (the page's name, written as the type argument,
 * which is how scripts/registries.mjs finds the page's view), adapting the model to its component.
 * It lives in the page's own chunk, so the entry carries none of it.
 *
 * @example export const view = definePageView<'cart'>((page, state) => <CartPage {...page} site={state.site} />);
 */
export function definePageView<K extends PageModel['kind']>(render: (page: PageOf<K>, state: AppState) => ReactElement): PageDrawing<K> {
  return ({ page, state }) => render(page, state);
}

/**
 * The view of a page whose model is of `kind`, drawn by the `view` of the module `load` brings in
 * (taken here, not at each call: the registry is in every page's first load). The worker's loader
 * for the page builds that model, so another one is a programming error, said loudly.
 */
export function pageView<K extends PageModel['kind']>(kind: K, chunk: string, load: () => Promise<{ view: PageDrawing<NoInfer<K>> }>): PageView {
  const Page = preloadable(() => load().then((module) => module.view));
  function View({ state }: PageViewProps) {
    if (state.page.kind !== kind) throw new Error(`The ${state.pageType} page cannot show a ${state.page.kind} model`);
    return <Page page={state.page as Extract<PageModel, { kind: K }>} state={state} />;
  }
  return Object.assign(View, { chunk, preload: Page.preload });
}
