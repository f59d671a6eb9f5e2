import { Hono } from 'hono';
import { api } from '../../shared/api';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors/api-error';
import { rateLimit } from '../middleware/rate-limit';
import { resolveUpstream } from '../upstream';
import { readJsonBody } from './read-body';

/*
 * POST /captcha/v1/tokens {action} — the captcha provider's answer for an action (login, register,
 * placeOrder, saveCard), which the page hands to the storefront with the form it protects. A
 * provider's page script would ask its own host after the challenge; the page's CSP allows only
 * this origin, so the worker passes the call on (UPSTREAM_CAPTCHA_URL, or the mocks, which answer
 * with no challenge). The answer is spent by the backend that checks it, once.
 *
 * The call goes out with the content headers alone, not through the upstream client: that one adds
 * the commerce backend's access key and trust id, which are no business of a captcha vendor.
 */

const MAX_BODY_BYTES = 1024;
const TIMEOUT_MS = 5000;
const { token } = api.captcha;

/**
 * Every answer is a provider assessment we pay for and a key to one protected form: a page asks a
 * few per form it sends, so a client address asking more than this a minute is minting them.
 */
export const CAPTCHA_LIMIT = { name: 'captcha-tokens', limit: 30, windowSeconds: 60 } as const;

export const captchaRoutes = new Hono<AppEnv>().post(token.path, rateLimit(CAPTCHA_LIMIT), async (c) => {
  const request = await readJsonBody(c, token.body, MAX_BODY_BYTES, 'action must be login, register, placeOrder or saveCard', { requireJsonType: true });
  if (request instanceof Response) return request;

  const ctx = c.get('requestContext');
  let response: Response;
  try {
    response = await resolveUpstream(c.env, 'captcha', ctx.mockGroups.has('captcha')).fetch(token.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
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
