import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { askMocksControl, developmentOnly } from '../../routes/mocks-control';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * In development only, for the soak script (and QA): whether the mocks' orders and charges agree
 * since a moment: orders without a charge, charges without an order, charges off their order's total.
 *   GET /fapi/test/ledger?since=<ms> → {orders, charges, ordersWithoutCharge, chargesWithoutOrder, chargesOffTotal}
 */


export const ledgerTest = new Hono<AppEnv>().on(fapi.ledgerTest.read.method, fapi.ledgerTest.read.path, developmentOnly, async (c) => {
  const since = fapi.ledgerTest.read.query.safeParse({ since: c.req.query('since') });
  if (!since.success) return apiError(c, 400, 'API400', 'since is a time in milliseconds');
  return askMocksControl(c, `/__test/ledger?since=${since.data.since}`);
});
