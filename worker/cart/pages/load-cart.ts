import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/**
 * GET /{locale}/cart: the shopper's basket rendered on the server (lines and summary) with the
 * cart page's CMS canvas, which is all an empty cart shows. A basket that has expired renders
 * empty and marked so; the browser recreates it from the lines it remembers. The registry calls
 * the page personal, so it answers private, no-store and never enters the HTML cache.
 */
export async function loadCart(ctx: PageContext): Promise<PageLoad> {
  const [canvasResult, outcome] = await Promise.all([canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'cart' }, ctx.entry.espots), ctx.shopperCart()]);
  const canvas = canvasOrNotFound(ctx, canvasResult);
  const cart = outcome.ok ? outcome.answer.cart : null;
  const problem = outcome.ok ? null : { errorId: outcome.failure.errorId, message: outcome.failure.message };
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas?.title ?? ctx.t('cart.title'), ctx.t),
    description: ctx.t('cart.title'),
    page: { kind: 'cart', canvas, cart, problem },
  };
}
