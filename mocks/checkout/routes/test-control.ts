import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { BasketIdSchema } from '../../../shared/cart/schemas/cart';
import { authenticate } from '../../auth';
import { pathId } from '../../cart';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, notFound, parseBody, queryParam, type MockRouter } from '../../http';
import { arrangeFault, CheckoutFaultSchema } from '../faults';
import { chargesOf } from './checkout';

// Test controls of placing orders: POST /__test/cart/{basketId}/fault {code}, GET /__test/charges, GET /__test/ledger?since=.

/** The caller's basket meets the given failure at its next place order. */
async function arrangeCheckoutFault(request: IRequest, env: Env): Promise<Response> {
  const basketId = pathId(request, 'basketId', BasketIdSchema, request.params.basketId);
  if (basketId instanceof Response) return basketId;
  const input = await parseBody(request, z.object({ code: CheckoutFaultSchema }));
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const owned = await env.DB.prepare('SELECT 1 FROM carts WHERE id = ? AND consumer_no = ?').bind(basketId, consumer.consumerNo).first();
  if (!owned) return notFound(request);
  await arrangeFault(env.DB, basketId, input.code);
  return json({ basketId, code: input.code });
}

/**
 * Whether orders and charges agree since `since` (ms): an order without a charge, a charge without
 * its order, or charges that do not add up to their order's total is money or goods lost.
 */
async function ledger(request: IRequest, env: Env): Promise<Response> {
  const since = Number(queryParam(request, 'since') ?? 'NaN');
  if (!Number.isSafeInteger(since) || since < 0) return errorResponse(request, 400, 'API400', 'since is a time in milliseconds');
  await ensureDatabase(env.DB);
  const rows = async (sql: string) => (await env.DB.prepare(sql).bind(since).all<{ order_no: string }>()).results.map((row) => row.order_no);
  const [orders, charges] = await env.DB.batch<{ n: number }>([
    env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE created_at >= ?').bind(since),
    env.DB.prepare('SELECT COUNT(*) AS n FROM payment_charges WHERE created_at >= ?').bind(since),
  ]);
  return json({
    orders: orders!.results[0]?.n ?? 0,
    charges: charges!.results[0]?.n ?? 0,
    ordersWithoutCharge: await rows('SELECT o.order_no FROM orders o WHERE o.created_at >= ? AND NOT EXISTS (SELECT 1 FROM payment_charges c WHERE c.order_no = o.order_no)'),
    chargesWithoutOrder: await rows('SELECT DISTINCT c.order_no FROM payment_charges c WHERE c.created_at >= ? AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_no = c.order_no)'),
    // Every instrument an order was paid with is one charge row: together they are its total.
    chargesOffTotal: await rows('SELECT o.order_no FROM orders o JOIN payment_charges c ON c.order_no = o.order_no WHERE o.created_at >= ? GROUP BY o.order_no HAVING SUM(c.amount) <> MAX(o.total)'),
  });
}

export function registerCheckoutTestControls(router: MockRouter): void {
  router.post('/__test/cart/:basketId/fault', arrangeCheckoutFault);
  router.get('/__test/charges', chargesOf);
  router.get('/__test/ledger', ledger);
}
