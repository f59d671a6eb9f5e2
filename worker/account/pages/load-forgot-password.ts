import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/**
 * GET /{locale}/forgot-password: the form asking for a reset link, or with a link's `token`
 * the form choosing the new password. The token is checked only when the password is sent.
 */
export async function loadForgotPassword(ctx: PageContext): Promise<PageLoad> {
  const canvas = canvasOrNotFound(ctx, await canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'forgot-password' }, ctx.entry.espots));
  const token = ctx.url.searchParams.get('token');
  const title = token ? ctx.t('password.resetTitle') : ctx.t('password.forgotTitle');
  return { found: true, status: 200, title: pageTitle(title, ctx.t), description: title, page: { kind: 'forgot-password', canvas, token: token ? token.slice(0, 100) : null } };
}
