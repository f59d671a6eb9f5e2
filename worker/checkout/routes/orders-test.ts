import { Hono } from 'hono';
import { isDevelopment } from '../../env';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { shopperSession } from '../../session/middleware';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * In development only, for e2e tests (and QA): places an order for the signed-in shopper in a
 * given state, as checkout will, so a test that cancels or returns one has an order no earlier
 * run or other test has touched.
 *   POST /fapi/test/orders {status?, daysAgo?, giftCard?}  → {orderNo}
 * It forwards to the mocks' test control with the session's own token, so a browser orders only
 * for itself. Anywhere else, or when the mocks run without their test control, it answers 404; a
 * shopper who is not signed in gets 401.
 */

const CONTROL_BODY_MAX_BYTES = 256;

export const ordersTest = new Hono<AppEnv>().on(fapi.ordersTest.create.method, fapi.ordersTest.create.path, async (c) => {
  if (!isDevelopment(c.env)) return apiError(c, 'API404', 'Not found');
  const body = await readJsonBody(c, fapi.ordersTest.create.body, CONTROL_BODY_MAX_BYTES, 'status, daysAgo and giftCard are optional; daysAgo is a whole number from 0 to 3650');
  if (body instanceof Response) return body;
  const handle = shopperSession(c);
  const authorization = (await handle.current())?.type === 'Registered' ? await handle.authorization() : null;
  if (!authorization) return apiError(c, 401, 'AUT432', 'Authorization failed');
  const ctx = c.get('requestContext');
  const answer = await c.env.MOCKS.fetch(`https://mocks.internal/__test/orders?locale=${ctx.locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-correlation-id': ctx.correlationId, authorization },
    body: JSON.stringify(body),
  });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
});
