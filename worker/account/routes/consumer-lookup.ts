import { Hono } from 'hono';
import { api } from '../../../shared/api';
import { isValidEmail } from '../../../shared/validation';
import type { AppEnv } from '../../app-env';
import { wordedError } from '../../errors/api-error';
import { limitAttempt, tooManyAttempts } from '../../middleware/rate-limit/rate-limit';
import { upstreamFailure } from './account-call';
import { createUpstreamClient } from '../../upstream';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * The enrolment dialog's first step, for anyone signed in or not. A POST, so the same-origin
 * middleware refuses it from other sites and the email stays out of URLs and logs.
 *   POST /fapi/auth/lookup  { email }  → { exists }: whether the email has an account
 */

const BODY_MAX_BYTES = 1024;

/**
 * Whether an email has an account is what the flow must tell (sign-in or sign-up next), and no
 * more than sign-up's "email in use" already tells; counting per client address keeps anyone
 * from sweeping a list of addresses through it.
 */
export const LOOKUP_ADDRESS_LIMIT = { name: 'consumer-lookup', limit: 10, windowSeconds: 600 } as const;

export const consumerLookupRoutes = new Hono<AppEnv>().on(fapi.lookup.lookup.method, fapi.lookup.lookup.path, async (c) => {
  const body = await readJsonBody(c, fapi.lookup.lookup.body, BODY_MAX_BYTES, 'Email is not valid');
  if (body instanceof Response) return body;
  if (!isValidEmail(body.email)) return wordedError(c, 'AUT453', 'Email is not valid');
  const attempt = await limitAttempt(c, LOOKUP_ADDRESS_LIMIT);
  if (!attempt.allowed) return tooManyAttempts(c, attempt.retryAfterSeconds);
  const result = await createUpstreamClient(c.env, c.get('requestContext')).call(api.consumer.lookup, { query: { email: body.email } });
  return result.ok ? c.json({ exists: result.data.exists }) : upstreamFailure(c, result);
});
