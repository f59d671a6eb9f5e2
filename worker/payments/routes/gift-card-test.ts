import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { askMocksControl, developmentOnly } from '../../routes/mocks-control';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * In development only, for e2e tests (and QA): a new gift card of the test's own in the site's
 * currency, so a test that spends one never races another test, or an earlier run, for a seeded
 * card's balance.
 *   POST /fapi/test/giftcards {balance}  (minor units) → {giftCardNumber, pin}
 */

const CONTROL_BODY_MAX_BYTES = 128;

export const giftCardTest = new Hono<AppEnv>().on(fapi.giftCardTest.create.method, fapi.giftCardTest.create.path, developmentOnly, async (c) => {
  const body = await readJsonBody(c, fapi.giftCardTest.create.body, CONTROL_BODY_MAX_BYTES, 'balance is a whole number of minor units');
  if (body instanceof Response) return body;
  return askMocksControl(c, '/__test/giftcards', { currency: c.get('requestContext').site.currency, balance: body.balance });
});
