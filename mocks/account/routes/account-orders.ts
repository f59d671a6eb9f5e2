import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { OrderIdSchema, OrderRequestSchema, PurchaseHistoryRequestSchema, ResendGiftCardEmailRequestSchema, TrackOrderRequestSchema } from '../../../shared/checkout/schemas/orders';
import { ReturnLabelRequestSchema } from '../../../shared/account/schemas/returns';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { authenticate, type Consumer } from '../../auth';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, parseBody, refusalResponse, siteOf, type MockRouter } from '../../http';
import { invoicePdf } from '../invoice';
import { cancelOrder, orderHistory, ownOrder, readOrder, resendGiftCard } from '../order-queries';
import { createReturn, returnsOf } from '../returns';
import { returnLabelPdf } from '../return-label';
import type { OrderAddress } from '../orders';
import { toOrder, toSummary, toTracked } from '../order-view';

/*
 * The order history service (consumer base /consumers-v3/consumer):
 *   POST purchasehistory              {offset, limit} → a page of the shopper's orders, newest first
 *   GET  purchase/:orderId            the shopper's order (OHS4004 for anyone else's)
 *   POST purchase/invoice/download    {orderId} → the invoice, application/pdf
 *   POST CancelOrder                  {orderId} → the cancelled order, while it has not shipped
 *   POST return/:orderId/returnLabel  {items, reason} → a new return of a delivered order within its return window
 *                                     (RTN500 otherwise, or for more of an item than is left to send back);
 *                                     {returnId} → that return's label, application/pdf
 *   POST resendGiftCardEmail          {orderId, itemId} → the gift card's email sent again
 *   POST TrackOrder                   {orderNumber, email}, anyone: ORD409 unknown, ORD400 another email
 * Every call but tracking needs a registered shopper's token.
 */

const notFound = (request: IRequest) => errorResponse(request, 'OHS4004', 'Order not found');

/** The registered shopper the token names; a guest has no orders to see (AUT432). */
async function registered(request: IRequest, env: Env): Promise<Consumer | Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  return consumer.type === 'Registered' ? consumer : errorResponse(request, 401, 'AUT432', 'Authorization failed');
}

/** The shopper and their order named by `orderId`; OHS4004 for a malformed number, someone else's or none. */
async function shoppersOrder(request: IRequest, env: Env, orderId: unknown) {
  const consumer = await registered(request, env);
  if (consumer instanceof Response) return consumer;
  const id = OrderIdSchema.safeParse(orderId);
  const record = id.success ? await ownOrder(env.DB, id.data, consumer.consumerNo) : null;
  return record ? { consumer, record } : notFound(request);
}

async function purchaseHistory(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, PurchaseHistoryRequestSchema);
  if (input instanceof Response) return input;
  const consumer = await registered(request, env);
  if (consumer instanceof Response) return consumer;
  const { orders, total } = await orderHistory(env.DB, consumer.consumerNo, input.offset, input.limit);
  return answer(api.consumer.purchaseHistory, { orders: orders.map(toSummary), total, offset: input.offset, limit: input.limit });
}

async function purchase(request: IRequest, env: Env): Promise<Response> {
  const found = await shoppersOrder(request, env, request.params.orderId);
  if (found instanceof Response) return found;
  return answer(api.consumer.purchase, { ...toOrder(found.record, siteOf(request).locale, Date.now()), returns: await returnsOf(env.DB, found.record) });
}

async function downloadInvoice(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, OrderRequestSchema);
  if (input instanceof Response) return input;
  const found = await shoppersOrder(request, env, input.orderId);
  if (found instanceof Response) return found;
  const site = siteOf(request);
  const pdf = invoicePdf(toOrder(found.record, site.locale, Date.now()), site);
  return new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="invoice-${input.orderId}.pdf"`, 'content-length': String(pdf.byteLength) } });
}

async function cancel(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, OrderRequestSchema);
  if (input instanceof Response) return input;
  const found = await shoppersOrder(request, env, input.orderId);
  if (found instanceof Response) return found;
  const now = Date.now();
  if (!(await cancelOrder(env.DB, input.orderId, found.consumer.consumerNo, now))) {
    return errorResponse(request, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled: it has shipped or was already cancelled');
  }
  const record = await readOrder(env.DB, input.orderId);
  return record ? answer(api.consumer.cancelOrder, toOrder(record, siteOf(request).locale, now)) : notFound(request);
}

async function returnLabel(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ReturnLabelRequestSchema);
  if (input instanceof Response) return input;
  const found = await shoppersOrder(request, env, request.params.orderId);
  if (found instanceof Response) return found;
  if ('returnId' in input) {
    const entry = (await returnsOf(env.DB, found.record)).find((candidate) => candidate.returnId === input.returnId);
    if (!entry) return errorResponse(request, 'OHS4004', 'Return not found');
    const pdf = returnLabelPdf(entry, JSON.parse(found.record.order.billing_address) as OrderAddress, siteOf(request).country);
    return new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="return-label-${entry.returnId}.pdf"`, 'content-length': String(pdf.byteLength) } });
  }
  const made = await createReturn(env.DB, found.record, input, Date.now());
  return 'errorId' in made ? refusalResponse(request, made) : answer(api.consumer.returnLabel, made, { status: 201 });
}

async function resendGiftCardEmail(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ResendGiftCardEmailRequestSchema);
  if (input instanceof Response) return input;
  const found = await shoppersOrder(request, env, input.orderId);
  if (found instanceof Response) return found;
  const line = await resendGiftCard(env.DB, found.record, input.itemId, Date.now());
  if (!line?.gift_email || line.gift_sent_at === null) return errorResponse(request, 'GIFT_CARD_NOT_FOUND', 'This order has no gift card email to send');
  return answer(api.consumer.resendGiftCardEmail, { orderId: input.orderId, itemId: line.item_id, email: line.gift_email, sentAt: new Date(line.gift_sent_at).toISOString() });
}

async function trackOrder(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, TrackOrderRequestSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const record = await readOrder(env.DB, input.orderNumber);
  if (!record) return errorResponse(request, 'ORD409', 'Order not found');
  // The wrong email learns the code and nothing of the order.
  if (record.order.email !== input.email.trim().toLowerCase()) return errorResponse(request, 'ORD400', 'The email does not match this order');
  return answer(api.consumer.trackOrder, toTracked(record));
}

export function registerAccountOrderRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.consumer.purchaseHistory, purchaseHistory),
    on(api.consumer.purchase, purchase),
    on(api.consumer.downloadInvoice, downloadInvoice),
    on(api.consumer.cancelOrder, cancel),
    on(api.consumer.returnLabel, returnLabel),
    on(api.consumer.resendGiftCardEmail, resendGiftCardEmail),
    on(api.consumer.trackOrder, trackOrder),
  ]);
}
