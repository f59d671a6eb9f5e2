import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiError } from '../errors/api-error';
import { rateLimit } from '../middleware/rate-limit';
import { api } from '../../shared/api';
import { CaptchaTokenRequestSchema } from '../../shared/schemas';
import { readJsonBody } from './read-body';
import { createUpstreamClient, resolveUpstream } from '../services/upstream';

/*
 *   POST /fapi/captcha {action}   a captcha response for one action (saving a card, signing in, …)
 * The mock captcha provider poses no challenge, so its answer is fetched for the page here; a real
 * provider answers in the page after its own challenge, and then this route does not exist (404).
 */

export const captchaRoutes = new Hono<AppEnv>().post('/', rateLimit({ name: 'captcha', limit: 30, windowSeconds: 60 }), async (c) => {
  const ctx = c.get('requestContext');
  if (!resolveUpstream(c.env, 'captcha', ctx.mockGroups.has('captcha')).mocked) return apiError(c, 404, 'API404', 'Not found');
  const body = await readJsonBody(c, CaptchaTokenRequestSchema, 256, 'action must be a captcha action');
  if (body instanceof Response) return body;
  const result = await createUpstreamClient(c.env, ctx).call(api.captcha.token, { body });
  c.header('cache-control', 'private, no-store');
  if (!result.ok) return apiError(c, 502, result.errorId, result.message);
  return c.json(result.data);
});
