import { Hono } from 'hono';
import { z } from 'zod';
import { isDevelopment, type AppEnv } from '../env';
import { apiError } from '../errors/api-error';

/*
 * In development only, for the soak script (and QA): whether the mocks' orders and charges agree
 * since a moment: orders without a charge, charges without an order, charges off their order's total.
 *   GET /fapi/test/ledger?since=<ms> → {orders, charges, ordersWithoutCharge, chargesWithoutOrder, chargesOffTotal}
 * Anywhere else, or when the mocks run without their test control, it answers 404.
 */

const SinceSchema = z.coerce.number().int().nonnegative();

export const ledgerTest = new Hono<AppEnv>().get('/', async (c) => {
  if (!isDevelopment(c.env)) return apiError(c, 404, 'API404', 'Not found');
  const since = SinceSchema.safeParse(c.req.query('since'));
  if (!since.success) return apiError(c, 400, 'API400', 'since is a time in milliseconds');
  const answer = await c.env.MOCKS.fetch(`https://mocks.internal/__test/ledger?since=${since.data}`, { headers: { 'x-correlation-id': c.get('requestContext').correlationId } });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
});
