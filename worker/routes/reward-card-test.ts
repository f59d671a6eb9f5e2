import { Hono } from 'hono';
import { z } from 'zod';
import { isDevelopment, type AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { readJsonBody } from './read-body';

/*
 * In development only, for e2e tests (and QA): a new reward card of the test's own in the site's
 * currency, so a test that spends one never races another test, or an earlier run, for a seeded
 * card's balance.
 *   POST /fapi/test/reward-cards {balance}  (minor units) → {number, pin}
 * Anywhere else, or when the mocks run without their test control, it answers 404.
 */

const TestRewardCardBodySchema = z.object({ balance: z.number().int().min(0).max(10_000_000) }).strict();
const CONTROL_BODY_MAX_BYTES = 128;

export const rewardCardTest = new Hono<AppEnv>().post('/', async (c) => {
  if (!isDevelopment(c.env)) return apiError(c, 404, 'API404', 'Not found');
  const body = await readJsonBody(c, TestRewardCardBodySchema, CONTROL_BODY_MAX_BYTES, 'balance is a whole number of minor units');
  if (body instanceof Response) return body;
  const ctx = c.get('requestContext');
  const answer = await c.env.MOCKS.fetch('https://mocks.internal/__test/reward-cards', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-correlation-id': ctx.correlationId },
    body: JSON.stringify({ currency: ctx.site.currency, balance: body.balance }),
  });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
});
