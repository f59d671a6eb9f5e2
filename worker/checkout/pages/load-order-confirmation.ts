import { canvasForPage } from '../../content';
import { OrderIdSchema } from '../../../shared/checkout/schemas/orders';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/**
 * GET /{locale}/order-confirmation/{orderNumber}: an order this shopper has just placed, under the
 * page's CMS canvas. Any other number (malformed, unknown, or another shopper's) is not found.
 */
export async function loadOrderConfirmation(ctx: PageContext, segments: readonly string[]): Promise<PageLoad> {
  const number = OrderIdSchema.safeParse(segments[1]);
  if (segments.length !== 2 || !number.success) return { found: false };
  const [canvasResult, order] = await Promise.all([canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'order-confirmation' }, ctx.entry.espots), ctx.checkout.confirmedOrder(number.data)]);
  if (!order) return { found: false };
  const canvas = canvasOrNotFound(ctx, canvasResult);
  const title = ctx.t('confirmation.title');
  return { found: true, status: 200, title: pageTitle(canvas?.title ?? title, ctx.t), description: title, page: { kind: 'order-confirmation', canvas, order } };
}
