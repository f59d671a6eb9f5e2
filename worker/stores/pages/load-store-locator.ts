import type { StoreLocatorSearch } from '../../../shared/stores';
import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';
import { searchStores } from '../store-finder';

declare module '../../../shared/page/page-model' {
  interface PageModels {
    /**
     * The store locator: the editors' store-locator page above it, the search the URL asked for,
     * and when the page was drawn (which day it is at each store is read from it, so the server's
     * HTML and the browser agree).
     */
    'store-locator': { canvas: ParsedCanvas | null; search: StoreLocatorSearch; drawnAt: string };
  }
}

/** The page's status for its search: a `q` that is no place is the asker's mistake (400); a failing stores API is no answer to keep (503). */
const STATUS: Record<StoreLocatorSearch['kind'], number> = { idle: 200, found: 200, none: 200, invalid: 400, error: 503 };

/**
 * GET /{locale}/store-locator?q=<postal code or city>: the search runs here, as a GET, so a result
 * is a link a shopper can share or bookmark, works before (or without) the browser's script, and
 * the same search is served from the shared HTML cache to the next shopper who asks it.
 */
export async function loadStoreLocator(ctx: PageContext): Promise<PageLoad> {
  const [canvasResult, search] = await Promise.all([
    canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'store-locator' }, ctx.entry.espots),
    searchStores(ctx.upstream, ctx.url.searchParams.get('q')),
  ]);
  const canvas = canvasOrNotFound(ctx, canvasResult);
  return {
    found: true,
    status: STATUS[search.kind],
    title: pageTitle(canvas?.title ?? ctx.t('stores.title'), ctx.t),
    description: canvas?.description ?? ctx.t('stores.intro'),
    page: { kind: 'store-locator', canvas, search, drawnAt: new Date().toISOString() },
  };
}
