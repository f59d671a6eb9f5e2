import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/**
 * GET /{locale}/sign-in[?returnTo=]: the sign-in form (the browser's; `returnTo` is read there)
 * above the sign-in page's CMS canvas, which may be missing. Personal in the registry, so never
 * cached; the form is the same for everyone until the shopper types in it.
 */
export async function loadSignIn(ctx: PageContext): Promise<PageLoad> {
  const canvas = canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'sign-in' }, ctx.entry.espots));
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas?.title ?? ctx.t('title.signIn'), ctx.t),
    description: canvas?.description ?? ctx.t('signIn.intro'),
    page: { kind: 'sign-in', canvas },
  };
}
