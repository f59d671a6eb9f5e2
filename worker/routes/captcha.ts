import { Hono } from 'hono';
import { api } from '../../shared/api';
import type { AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { resolveUpstream } from '../services/upstream';
import { BodyTooLarge, readBody } from './read-body';

/*
 * POST /captcha/v1/tokens {action} — the captcha provider's answer for an action (login, register,
 * placeOrder, saveCard), which the page hands to the storefront with the form it protects. A
 * provider's page script would ask its own host after the challenge; the page's CSP allows only
 * this origin, so the worker passes the call on (UPSTREAM_CAPTCHA_URL, or the mocks, which answer
 * with no challenge). The answer is spent by the backend that checks it, once.
 */

const MAX_BODY_BYTES = 1024;
const TIMEOUT_MS = 5000;
const { token } = api.captcha;

export const captchaRoutes = new Hono<AppEnv>().post(token.path, async (c) => {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return apiError(c, 415, 'API415', 'Content type must be application/json');
  let text: string;
  try {
    text = await readBody(c.req.raw, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiError(c, 413, 'API400', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return apiError(c, 400, 'API400', 'Request body is not valid JSON');
  }
  const request = token.body.safeParse(body);
  if (!request.success) return apiError(c, 400, 'API400', 'action must be login, register, placeOrder or saveCard');

  const ctx = c.get('requestContext');
  let response: Response;
  try {
    response = await resolveUpstream(c.env, 'captcha', ctx.mockGroups.has('captcha')).fetch(token.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request.data),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error(JSON.stringify({ msg: 'captcha provider unreachable', correlationId: ctx.correlationId, error: String(error) }));
    return apiError(c, 502, 'GEN500', 'General error');
  }
  const answer = token.response.safeParse(await response.json().catch(() => null));
  if (!response.ok || !answer.success) {
    console.warn(JSON.stringify({ msg: 'captcha provider failed', status: response.status, correlationId: ctx.correlationId }));
    return apiError(c, 502, 'GEN500', 'General error');
  }
  c.header('cache-control', 'no-store');
  return c.json(answer.data);
});
