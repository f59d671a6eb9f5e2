import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/**
 * GET /{locale}/sign-up: the sign-up form under the sign-up page's canvas. The form is the page,
 * so a missing canvas still shows it. The registry keeps the page private and out of the HTML
 * cache: a prefilled form (a signed link's token in the query) is one shopper's.
 */
export async function loadSignUp(ctx: PageContext): Promise<PageLoad> {
  const canvas = canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'sign-up' }, ctx.entry.espots));
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas?.title ?? ctx.t('signUp.title'), ctx.t),
    description: canvas?.description ?? ctx.t('signUp.title'),
    page: { kind: 'sign-up', canvas },
  };
}
