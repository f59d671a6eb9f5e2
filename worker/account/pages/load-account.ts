import { api } from '../../../shared/api';
import type { ConsumerProfile } from '../../../shared/account/schemas/consumer';
import type { MessageKey } from '../../../shared/i18n';
import { canvasForPage } from '../../content';
import { loyaltyProgrammeOn } from '../../loyalty';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

type ProfileRead = { profile: ConsumerProfile | null; problem: { errorId: string; message: string } | null };

/** The shopper's profile read with their token; a failure is the section's to show, never a 500. */
async function readProfile(ctx: PageContext): Promise<ProfileRead> {
  const result = await ctx.shopper.call(api.consumer.profile, { query: { includeLoyaltySummary: 'true' } });
  return result.ok ? { profile: result.data, problem: null } : { profile: null, problem: { errorId: result.errorId, message: result.message } };
}

/** An account page with the shopper's profile, under the CMS canvas the registry names for it. */
export function accountPage(kind: 'account-profile', title: MessageKey) {
  return async (ctx: PageContext): Promise<PageLoad> => {
    const { canvas, read } = await profileAndCanvas(ctx, kind);
    return { found: true, status: 200, title: pageTitle(ctx.t(title), ctx.t), description: ctx.t(title), page: { kind, canvas, ...read } };
  };
}

async function profileAndCanvas(ctx: PageContext, kind: 'account' | 'account-profile') {
  const [canvasResult, read] = await Promise.all([canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? kind }, ctx.entry.espots), readProfile(ctx)]);
  return { canvas: canvasOrNotFound(ctx, canvasResult), read };
}

/**
 * GET /{locale}/account: the greeting, loyalty points, role banners and the way to each section.
 * Points show only where the site runs the programme: a site that switched it off shows none,
 * whatever the profile still holds.
 */
export async function loadAccount(ctx: PageContext): Promise<PageLoad> {
  const [{ canvas, read }, loyaltyProgramme] = await Promise.all([profileAndCanvas(ctx, 'account'), loyaltyProgrammeOn({ env: ctx.env, ctx: ctx.request, waitUntil: ctx.waitUntil })]);
  const title = ctx.t('account.nav.overview');
  return { found: true, status: 200, title: pageTitle(title, ctx.t), description: title, page: { kind: 'account', canvas, ...read, loyaltyProgramme } };
}
