import { api } from '../../../shared/api';
import type { UtilityStore } from '../../../shared/in-store';
import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

declare module '../../../shared/page/page-model' {
  interface PageModels {
    /**
     * The associate login: the editors' copy above it, and the stores of the site's country an
     * associate chooses from (null when the directory could not be read: the page says so).
     */
    'associate-login': { canvas: ParsedCanvas | null; stores: UtilityStore[] | null };
  }
}

/**
 * GET /{locale}/associate-login: an associate chooses their store, then themselves among its
 * staff, then logs in; clearing a buy-in-store session comes back here. The store directory is
 * the same for everyone, so it is read without a shopper's token; the staff list is asked in the
 * browser once a store is chosen.
 */
export async function loadAssociateLogin(ctx: PageContext): Promise<PageLoad> {
  const [canvasResult, stores] = await Promise.all([
    canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'associate-login' }, ctx.entry.espots),
    ctx.upstream.call(api.utilities.stores, {}),
  ]);
  const canvas = canvasOrNotFound(ctx, canvasResult);
  const title = canvas?.title ?? ctx.t('inStore.title');
  return {
    found: true,
    status: 200,
    title: pageTitle(title, ctx.t),
    description: canvas?.description ?? ctx.t('inStore.intro'),
    page: { kind: 'associate-login', canvas, stores: stores.ok ? stores.data.stores : null },
  };
}
