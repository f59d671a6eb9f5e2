import { api } from '../../../shared/api';
import type { ConsumerProfile } from '../../../shared/account/schemas/consumer';
import type { MessageKey } from '../../../shared/i18n';
import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

type ProfileRead = { profile: ConsumerProfile | null; problem: { errorId: string; message: string } | null };

/** The shopper's profile read with their token; a failure is the section's to show, never a 500. */
async function readProfile(ctx: PageContext): Promise<ProfileRead> {
  const result = await ctx.shopper.call(api.consumer.profile, { query: { includeLoyaltySummary: 'true' } });
  return result.ok ? { profile: result.data, problem: null } : { profile: null, problem: { errorId: result.errorId, message: result.message } };
}

/** An account page with the shopper's profile, under the CMS canvas the registry names for it. */
export function accountPage(kind: 'account' | 'account-profile', title: MessageKey) {
  return async (ctx: PageContext): Promise<PageLoad> => {
    const [canvasResult, read] = await Promise.all([canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? kind }, ctx.entry.espots), readProfile(ctx)]);
    const canvas = canvasOrNotFound(ctx, canvasResult);
    return { found: true, status: 200, title: pageTitle(ctx.t(title), ctx.t), description: ctx.t(title), page: { kind, canvas, ...read } };
  };
}

/** GET /{locale}/account: the greeting, loyalty points, role banners and the way to each section. */
export const loadAccount = accountPage('account', 'account.nav.overview');
