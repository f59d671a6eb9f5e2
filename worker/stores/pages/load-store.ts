import type { UtilityStore } from '../../../shared/in-store';
import { StoreIdParamSchema } from '../../../shared/stores/schemas';
import { ContentError } from '../../errors/content-error';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';
import { storeById } from '../store-finder';

declare module '../../../shared/page/page-model' {
  interface PageModels {
    /** One store: where it is, when it opens and how to call it; `drawnAt` says which day it is there. */
    store: { store: UtilityStore; drawnAt: string };
  }
}

/**
 * GET /{locale}/stores/<storeId>: one store of the site's country. `/stores` alone is the locator;
 * an id the directory does not have, or one of another country's store, is the page-not-found page.
 */
export async function loadStore(ctx: PageContext, segments: readonly string[]): Promise<PageLoad> {
  if (segments.length === 1) return { found: false, redirect: `/${ctx.request.locale}/store-locator` };
  const id = StoreIdParamSchema.safeParse(segments[1]);
  if (segments.length > 2 || !id.success) return { found: false };
  const found = await storeById(ctx.upstream, id.data);
  // The directory failing is not the shopper's mistake: the error page with the backend's status.
  if (!found.ok) throw new ContentError(found, ctx.url.pathname);
  const store = found.data;
  if (!store) return { found: false };
  const { address } = store;
  return {
    found: true,
    status: 200,
    title: pageTitle(store.name, ctx.t),
    description: ctx.t('stores.pageDescription', { name: store.name, address: `${address.line1}, ${address.postalCode} ${address.city}` }),
    page: { kind: 'store', store, drawnAt: new Date().toISOString() },
  };
}
