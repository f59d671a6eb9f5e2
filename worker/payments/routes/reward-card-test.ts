import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { askMocksControl, developmentOnly } from '../../routes/mocks-control';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * In development only, for e2e tests (and QA): a new reward card of the test's own in the site's
 * currency, so a test that spends one never races another test, or an earlier run, for a seeded
 * card's balance.
 *   POST /fapi/test/reward-cards {balance}  (minor units) → {number, pin}
 */

const CONTROL_BODY_MAX_BYTES = 128;

export const rewardCardTest = new Hono<AppEnv>().on(fapi.rewardCardTest.create.method, fapi.rewardCardTest.create.path, developmentOnly, async (c) => {
  const body = await readJsonBody(c, fapi.rewardCardTest.create.body, CONTROL_BODY_MAX_BYTES, 'balance is a whole number of minor units');
  if (body instanceof Response) return body;
  return askMocksControl(c, '/__test/reward-cards', { currency: c.get('requestContext').site.currency, balance: body.balance });
});
