import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { askMocksControl, developmentOnly } from './mocks-control';
import { fapi } from '../../shared/fapi';

/*
 * In development only, for the soak script (and QA): whether the mocks' orders and charges agree
 * since a moment: orders without a charge, charges without an order, charges off their order's total.
 *   GET /fapi/test/ledger?since=<ms> → {orders, charges, ordersWithoutCharge, chargesWithoutOrder, chargesOffTotal}
 */

const SinceSchema = z.coerce.number().int().nonnegative();

export const ledgerTest = new Hono<AppEnv>().on(fapi.ledgerTest.read.method, fapi.ledgerTest.read.path, developmentOnly, async (c) => {
  const since = SinceSchema.safeParse(c.req.query('since'));
  if (!since.success) return apiError(c, 400, 'API400', 'since is a time in milliseconds');
  return askMocksControl(c, `/__test/ledger?since=${since.data}`);
});
