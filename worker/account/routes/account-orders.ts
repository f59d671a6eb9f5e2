import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiError, wordedError } from '../../errors/api-error';
import { api } from '../../../shared/api';
import { PURCHASE_HISTORY_MAX_LIMIT } from '../../../shared/checkout/schemas/orders';
import { createUpstreamClient, type UpstreamClient } from '../../upstream';
import { shopperSession } from '../../session/middleware';
import { upstreamAnswer } from '../../routes/upstream-answer';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * The signed-in shopper's orders. Every call goes upstream with the shopper's own token, so the
 * backend answers only their orders; an order number that is not theirs is OHS4004, as is a
 * malformed one. Writes are same-origin checked (the app's middleware).
 *   GET  /fapi/account/orders?offset=&limit=                   a page of the history, newest first
 *   GET  /fapi/account/orders/:orderId                          the order
 *   POST /fapi/account/orders/:orderId/cancel                   cancel it while it has not shipped
 *   POST /fapi/account/orders/:orderId/returns {items, reason}   a return of some items (RTN500 when not returnable or too many)
 *   GET  /fapi/account/orders/:orderId/returns/:returnId/label   its printable label, application/pdf, inline; 404 to anyone but the owner
 *   GET  /fapi/account/orders/:orderId/invoice                  the invoice, application/pdf, as an attachment
 *   POST /fapi/account/orders/:orderId/gift-cards/:itemId/resend  send a gift card's email again
 */

const RETURN_BODY_MAX_BYTES = 4096;

/** The backend's PDF passed through as it streams (the shopper's own document, so never stored on the way); anything but a PDF is a 502. */
async function pdfAnswer(c: Context<AppEnv>, upstream: Response, disposition: string): Promise<Response> {
  if (!/^application\/pdf\b/i.test(upstream.headers.get('content-type') ?? '')) {
    await upstream.body?.cancel();
    return apiError(c, 502, 'GEN500', 'General error');
  }
  const headers = new Headers({ 'content-type': 'application/pdf', 'content-disposition': disposition, 'cache-control': 'private, no-store' });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(upstream.body, { status: 200, headers });
}

const shopper = (c: Context<AppEnv>): UpstreamClient => createUpstreamClient(c.env, c.get('requestContext'), shopperSession(c));

function orderId(c: Context<AppEnv>): string | Response {
  const parsed = fapi.accountOrders.order.params.orderId.safeParse(c.req.param('orderId'));
  return parsed.success ? parsed.data : wordedError(c, 'OHS4004', 'Order not found');
}

function historyPage(c: Context<AppEnv>) {
  return fapi.accountOrders.list.query.safeParse({ offset: c.req.query('offset'), limit: c.req.query('limit') });
}

export const accountOrderRoutes = new Hono<AppEnv>()
  .on(fapi.accountOrders.list.method, fapi.accountOrders.list.path, async (c) => {
    const page = historyPage(c);
    if (!page.success) return apiError(c, 400, 'API400', `offset is 0 or more, limit 1 to ${PURCHASE_HISTORY_MAX_LIMIT}`);
    return upstreamAnswer(c, await shopper(c).call(api.consumer.purchaseHistory, { body: page.data }));
  })
  .on(fapi.accountOrders.order.method, fapi.accountOrders.order.path, async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    return upstreamAnswer(c, await shopper(c).call(api.consumer.purchase, { params: { orderId: id } }));
  })
  .on(fapi.accountOrders.cancel.method, fapi.accountOrders.cancel.path, async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    return upstreamAnswer(c, await shopper(c).call(api.consumer.cancelOrder, { body: { orderId: id } }));
  })
  .on(fapi.accountOrders.createReturn.method, fapi.accountOrders.createReturn.path, async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    const body = await readJsonBody(c, fapi.accountOrders.createReturn.body, RETURN_BODY_MAX_BYTES, 'A return names one to 50 items, each once with a quantity of 1 to 99, and one of the reasons');
    if (body instanceof Response) return body;
    return upstreamAnswer(c, await shopper(c).call(api.consumer.returnLabel, { params: { orderId: id }, body }));
  })
  .on(fapi.accountOrders.returnLabel.method, fapi.accountOrders.returnLabel.path, async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    const returnId = fapi.accountOrders.returnLabel.params.returnId.safeParse(c.req.param('returnId'));
    if (!returnId.success) return wordedError(c, 'OHS4004', 'Return not found');
    const result = await shopper(c).fetch(api.consumer.returnLabel, { params: { orderId: id }, body: { returnId: returnId.data } });
    if (!result.ok) return upstreamAnswer(c, result);
    return pdfAnswer(c, result.data, `inline; filename="ridgeline-return-label-${returnId.data}.pdf"`);
  })
  .on(fapi.accountOrders.invoice.method, fapi.accountOrders.invoice.path, async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    const result = await shopper(c).fetch(api.consumer.downloadInvoice, { body: { orderId: id } });
    if (!result.ok) return upstreamAnswer(c, result);
    return pdfAnswer(c, result.data, `attachment; filename="ridgeline-invoice-${id}.pdf"`);
  })
  .on(fapi.accountOrders.resendGiftCard.method, fapi.accountOrders.resendGiftCard.path, async (c) => {
    const id = orderId(c);
    if (id instanceof Response) return id;
    const itemId = c.req.param('itemId');
    if (!fapi.accountOrders.resendGiftCard.params.itemId.safeParse(itemId).success) return wordedError(c, 'GIFT_CARD_NOT_FOUND', 'This order has no gift card email to send');
    return upstreamAnswer(c, await shopper(c).call(api.consumer.resendGiftCardEmail, { body: { orderId: id, itemId } }));
  });
