// The page's model is declared beside its shape, which this import brings into the type check.
import type { RewardsPageModel } from '../../../shared/loyalty/rewards-page';
import { voucherTiers, WELCOME_BONUS_POINTS } from '../../../shared/loyalty/programme';
import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';
import { loyaltyProgrammeOn } from '../loyalty-flag';
import { summaryOf } from '../summary';

/** The backend's answers for a signed-in shopper who has not joined: the vouchers' and the history's. */
const NOT_A_MEMBER = new Set(['REW130', '4044']);

/**
 * GET /{locale}/account/loyalty, the Rewards page: the member's balance, vouchers and points
 * history above the section's CMS canvas, read with their token. A shopper who has not joined is
 * shown what the programme offers (they join in the browser); where the site has switched the
 * programme off the page is its CMS content alone. A failed read renders the section's error
 * state, never an error page; the registry calls the page personal (private, no-store).
 */
export async function loadAccountLoyalty(ctx: PageContext): Promise<PageLoad> {
  const canvasRead = canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'account-loyalty' }, ctx.entry.espots);
  const on = await loyaltyProgrammeOn({ env: ctx.env, ctx: ctx.request, waitUntil: ctx.waitUntil });
  const currency = ctx.request.site.currency;
  const [canvasResult, summary] = await Promise.all([canvasRead, on ? summaryOf(ctx.shopper, currency) : null]);
  const canvas = canvasOrNotFound(ctx, canvasResult);
  const title = ctx.t('account.nav.loyalty');
  const offer = { welcomePoints: WELCOME_BONUS_POINTS, vouchers: voucherTiers(currency), currency };
  const joined = summary?.ok === true;
  const problem = summary && !summary.ok && !NOT_A_MEMBER.has(summary.errorId) ? { errorId: summary.errorId, message: summary.message } : null;
  const programme: RewardsPageModel['programme'] = summary ? { member: joined ? summary.data : null, offer, problem } : null;
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas?.title ?? title, ctx.t),
    description: canvas?.description ?? title,
    page: { kind: 'account-loyalty', canvas, programme },
  };
}
