import { api } from '../../../shared/api';
import { OrderIdSchema } from '../../../shared/checkout/schemas/orders';
import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { canvasOrNotFound, pageTitle } from '../../pages/page-context';

/** Orders per page of the history. */
export const ORDER_HISTORY_PAGE_SIZE = 10;
const MAX_PAGE = 10_000;

/**
 * GET /{locale}/account/orders[?page=N] (the shopper's history, newest first) and
 * /{locale}/account/orders/{orderId} (one order), server-rendered under the section's CMS canvas.
 * An order that is not the shopper's is a 404 page, as a number that does not exist is; any other
 * failed read renders the section's error state, never a 500. The registry calls the page
 * personal, so it answers private, no-store.
 */
export async function loadAccountOrders(ctx: PageContext, segments: readonly string[]): Promise<PageLoad> {
  if (segments.length > 3) return { found: false };
  const canvasRead = canvasForPage(ctx.cms, { kind: 'page', page: ctx.entry.cmsPage ?? 'account-orders' }, ctx.entry.espots);
  const title = ctx.t('orders.title');

  if (segments.length === 3) {
    const id = OrderIdSchema.safeParse(segments[2]);
    if (!id.success) return { found: false };
    const [canvasResult, result] = await Promise.all([canvasRead, ctx.shopper.call(api.consumer.purchase, { params: { orderId: id.data } })]);
    if (!result.ok && result.status === 404) return { found: false };
    const canvas = canvasOrNotFound(ctx, canvasResult);
    const detailTitle = ctx.t('orders.detailTitle', { orderNumber: id.data });
    return {
      found: true,
      status: 200,
      title: pageTitle(detailTitle, ctx.t),
      description: detailTitle,
      page: { kind: 'account-orders', canvas, view: { kind: 'detail', order: result.ok ? result.data : null }, problem: result.ok ? null : { errorId: result.errorId, message: result.message } },
    };
  }

  const asked = ctx.url.searchParams.get('page');
  const page = asked && /^\d{1,5}$/.test(asked) ? Math.min(Math.max(1, Number(asked)), MAX_PAGE) : 1;
  const [canvasResult, result] = await Promise.all([
    canvasRead,
    ctx.shopper.call(api.consumer.purchaseHistory, { body: { offset: (page - 1) * ORDER_HISTORY_PAGE_SIZE, limit: ORDER_HISTORY_PAGE_SIZE } }),
  ]);
  const canvas = canvasOrNotFound(ctx, canvasResult);
  return {
    found: true,
    status: 200,
    title: pageTitle(canvas?.title ?? title, ctx.t),
    description: canvas?.description ?? title,
    page: { kind: 'account-orders', canvas, view: { kind: 'history', history: result.ok ? result.data : null, page }, problem: result.ok ? null : { errorId: result.errorId, message: result.message } },
  };
}
