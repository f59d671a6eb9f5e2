import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';

declare module '../../../shared/page/page-model' {
  interface PageModels {
    /** A newsletter confirmation link's page: the token the browser sends to confirm (null when the link carried none). */
    'newsletter-confirm': { token: string | null };
  }
}

/**
 * GET /{locale}/newsletter/confirm?token=: the page a double opt-in mail links to. The page itself
 * changes nothing: the browser sends the token (a rate-limited write) once the page has loaded, so
 * a mail scanner fetching the link cannot confirm a subscription for its owner.
 */
export async function loadNewsletterConfirm(ctx: PageContext): Promise<PageLoad> {
  const token = ctx.url.searchParams.get('token');
  const title = ctx.t('newsletter.confirmTitle');
  return { found: true, status: 200, title: pageTitle(title, ctx.t), description: title, page: { kind: 'newsletter-confirm', token: token ? token.slice(0, 100) : null } };
}
