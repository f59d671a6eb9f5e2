import { Hono, type Context } from 'hono';
import { isDevelopment } from '../../env';
import type { AppEnv } from '../../app-env';
import { apiError } from '../../errors/api-error';
import { readJsonBody } from '../../routes/read-body';
import { PREFILL_QUERY, signPrefillToken } from '../../session';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * In development only, for e2e tests (and QA), what no storefront action offers:
 *   POST /fapi/test/account {email, password, consumerType?, employeeTermsAccepted?, loyaltyPoints?, athlete?, phone?: null}   an account of the test's own
 *   GET  /fapi/test/account/outbox?recipient=                                        the last mail the mocks "sent" there
 *   POST /fapi/test/account/prefill-link {consumerId, email}                         a signed sign-up link for that consumer, as an enrolment mail carries
 * Each forwards to the mocks' test control. Anywhere else, or when the mocks run without their
 * test control, it answers 404.
 */

async function forward(c: Context<AppEnv>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = c.get('requestContext');
  const separator = path.includes('?') ? '&' : '?';
  const answer = await c.env.MOCKS.fetch(`https://mocks.internal/__test/${path}${separator}locale=${ctx.locale}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-correlation-id': ctx.correlationId },
  });
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

const absent = (c: Context<AppEnv>) => apiError(c, 'API404', 'Not found');

export const accountTest = new Hono<AppEnv>()
  .on(fapi.accountTest.prefillLink.method, fapi.accountTest.prefillLink.path, async (c) => {
    if (!isDevelopment(c.env)) return absent(c);
    const body = await readJsonBody(c, fapi.accountTest.prefillLink.body, 1024, 'consumerId and email are required');
    if (body instanceof Response) return body;
    const token = await signPrefillToken(c.env, body);
    return c.json({ link: `/${c.get('requestContext').locale}/sign-up?${PREFILL_QUERY}=${encodeURIComponent(token)}` });
  })
  .on(fapi.accountTest.create.method, fapi.accountTest.create.path, async (c) => {
    if (!isDevelopment(c.env)) return absent(c);
    const body = await readJsonBody(c, fapi.accountTest.create.body, 1024, 'The account is not valid');
    return body instanceof Response ? body : forward(c, 'accounts', { method: 'POST', body: JSON.stringify(body) });
  })
  .on(fapi.accountTest.outbox.method, fapi.accountTest.outbox.path, (c) => (isDevelopment(c.env) ? forward(c, `outbox?recipient=${encodeURIComponent(c.req.query('recipient') ?? '')}`) : absent(c)));
