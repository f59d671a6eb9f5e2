import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { apiError, wordedError } from '../errors/api-error';
import { api } from '../../shared/api';
import { OrderIdSchema, PURCHASE_HISTORY_MAX_LIMIT, PurchaseHistoryRequestSchema } from '../../shared/schemas/orders';
import { createUpstreamClient, type UpstreamClient } from '../services/upstream';
import { shopperSession } from '../services/session';
import { upstreamAnswer } from '../services/orders/upstream-answer';

/*
 * The signed-in shopper's orders. Every call goes upstream with the shopper's own token, so the
 * backend answers only their orders; an order number that is not theirs is OHS4004, as is a
 * malformed one. Writes are same-origin checked (the app's middleware).
 *   GET  /fapi/account/orders?offset=&limit=                   a page of the history, newest first
 *   GET  /fapi/account/orders/:orderId                          the order
 *   POST /fapi/account/orders/:orderId/cancel                   cancel it while it has not shipped
 *   POST /fapi/account/orders/:orderId/return-label             a return label (RTN500 when not returnable)
 *   GET  /fapi/account/orders/:orderId/invoice                  the invoice, application/pdf, as an attachment
 *   POST /fapi/account/orders/:orderId/gift-cards/:itemId/resend  send a gift card's email again
 */

const ITEM_ID = /^[A-Za-z0-9-]{1,40}$/;

const shopper = (c: Context<AppEnv>): UpstreamClient => createUpstreamClient(c.env, c.get('requestContext'), shopperSession(c));

function orderId(c: Context<AppEnv>): string | Response {
  const parsed = OrderIdSchema.safeParse(c.req.param('orderId'));
  return parsed.success ? parsed.data : wordedError(c, 404, 'OHS4004', 'Order not found');
}

function historyPage(c: Context<AppEnv>) {
  const number = (value: string | undefined) => (value === undefined ? undefined : /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN);
  return PurchaseHistoryRequestSchema.safeParse({ offset: number(c.req.query('offset')), limit: number(c.req.query('limit')) });
}

export const accountOrderRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const page = historyPage(c);
    if (!page.success) return apiError(c, 400, 'API400', `offset is 0 or more, limit 1 to ${PURCHASE_HISTORY_MAX_LIMIT}`);
    return upstreamAnswer(c, await shopper(c).call(api.consumer.purchaseHistory, { body: page.data }));
  })
  .get('/:orderId', async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    return upstreamAnswer(c, await shopper(c).call(api.consumer.purchase, { params: { orderId: id } }));
  })
  .post('/:orderId/cancel', async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    return upstreamAnswer(c, await shopper(c).call(api.consumer.cancelOrder, { body: { orderId: id } }));
  })
  .post('/:orderId/return-label', async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    return upstreamAnswer(c, await shopper(c).call(api.consumer.returnLabel, { params: { orderId: id } }));
  })
  .get('/:orderId/invoice', async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    const result = await shopper(c).fetch(api.consumer.downloadInvoice, { body: { orderId: id } });
    if (!result.ok) return upstreamAnswer(c, result);
    if (!/^application\/pdf\b/i.test(result.data.headers.get('content-type') ?? '')) {
      await result.data.body?.cancel();
      return apiError(c, 502, 'GEN500', 'General error');
    }
    // Streamed through as it comes: the document is the shopper's own, so never stored on the way.
    const headers = new Headers({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="ridgeline-invoice-${id}.pdf"`,
      'cache-control': 'private, no-store',
    });
    const length = result.data.headers.get('content-length');
    if (length) headers.set('content-length', length);
    return new Response(result.data.body, { status: 200, headers });
  })
  .post('/:orderId/gift-cards/:itemId/resend', async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    const itemId = c.req.param('itemId');
    if (!ITEM_ID.test(itemId)) return wordedError(c, 404, 'GIFT_CARD_NOT_FOUND', 'This order has no gift card email to send');
    return upstreamAnswer(c, await shopper(c).call(api.consumer.resendGiftCardEmail, { body: { orderId: id, itemId } }));
  });
