import { canvasForPage } from '../../content';
import { hostedFieldsFrame, listMethods } from '../../payments';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/**
 * GET /{locale}/account/payment: the shopper's saved cards, reward codes and reward cards rendered
 * on the server under the section's CMS canvas, with the payment provider's card fields frame for
 * adding a card. A failed read renders the section's error state, never an error page; the
 * registry calls the page personal (private, no-store, never in the HTML cache).
 */
export async function loadAccountPayment(ctx: PageContext): Promise<PageLoad> {
  const [canvasResult, outcome] = await Promise.all([canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'account-payment' }, ctx.entry.espots), listMethods(ctx.shopper)]);
  const canvas = canvasOrNotFound(ctx, canvasResult);
  return {
    found: true,
    status: 200,
    title: pageTitle(ctx.t('account.nav.payment'), ctx.t),
    description: ctx.t('account.nav.payment'),
    page: {
      kind: 'account-payment',
      canvas,
      paymentInstruments: outcome.ok ? outcome.paymentInstruments : null,
      problem: outcome.ok ? null : { errorId: outcome.failure.errorId, message: outcome.failure.message },
      cardFields: hostedFieldsFrame(ctx.env, ctx.url, ctx.request.site.language),
    },
  };
}
