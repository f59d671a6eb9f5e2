import { Hono } from 'hono';
import { z } from 'zod';
import { isDevelopment, type AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { readJsonBody } from './read-body';

/*
 * In development only, for e2e tests (and QA): approves the reviews and questions a test wrote, as
 * the review platform's moderators would, so the test can see the product page list them.
 *   POST /fapi/test/ugc/approve {reviewIds, questionIds} → {approved}
 * Anywhere else, or when the mocks run without their test control, it answers 404.
 */

const ids = z.array(z.string().min(1).max(64)).max(50);
const ApproveBodySchema = z.object({ reviewIds: ids.default([]), questionIds: ids.default([]) }).strict();
const CONTROL_BODY_MAX_BYTES = 8 * 1024;

export const ugcTest = new Hono<AppEnv>().post('/approve', async (c) => {
  if (!isDevelopment(c.env)) return apiError(c, 404, 'API404', 'Not found');
  const body = await readJsonBody(c, ApproveBodySchema, CONTROL_BODY_MAX_BYTES, 'reviewIds and questionIds are lists of ids');
  if (body instanceof Response) return body;
  const answer = await c.env.MOCKS.fetch('https://mocks.internal/__test/ugc/approve', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-correlation-id': c.get('requestContext').correlationId },
    body: JSON.stringify(body),
  });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
});
