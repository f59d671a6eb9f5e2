import { Hono } from 'hono';
import { isDevelopment } from '../../env';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { resetAttempts } from '../../middleware/rate-limit/rate-limit';
import { SIGN_IN_ACCOUNT_LIMIT } from './auth';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * In development only, for e2e tests (and QA) that lock an account with wrong passwords and must
 * start each run from an unlocked one, which only a password reset does otherwise:
 *   POST /fapi/test/auth/unlock {email}    clears the account's failed sign-ins and lock, and
 *                                          the storefront's count of sign-ins to it
 * It forwards to the mocks' test control; anywhere else, or when the mocks run without their test
 * control, it answers 404.
 */


export const authTest = new Hono<AppEnv>().on(fapi.authTest.unlock.method, fapi.authTest.unlock.path, async (c) => {
  if (!isDevelopment(c.env)) return apiError(c, 'API404', 'Not found');
  const body = await readJsonBody(c, fapi.authTest.unlock.body, 256, 'email is required');
  if (body instanceof Response) return body;
  const ctx = c.get('requestContext');
  await resetAttempts(c, { ...SIGN_IN_ACCOUNT_LIMIT, key: () => body.email.toLowerCase() });
  const answer = await c.env.MOCKS.fetch(`https://mocks.internal/__test/account/unlock?locale=${ctx.locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-correlation-id': ctx.correlationId },
    body: JSON.stringify(body),
  });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
});
