import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiError, wordedError } from '../../errors/api-error';
import { translatorFor } from '../../../shared/i18n/catalogues';
import { wordIssue } from '../../../shared/validation/field-issue';
import { api } from '../../../shared/api';
import { ResetTokenSchema } from '../../../shared/account/schemas/consumer';
import { isValidEmail, validatePassword, validatePasswordConfirmation } from '../../../shared/validation';
import { limitAttempt, tooManyAttempts } from '../../middleware/rate-limit';
import { createUpstreamClient } from '../../upstream';
import { upstreamFailure } from './account-call';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * A forgotten password, for anyone signed in or not. Writes are same-origin checked by the middleware.
 *   POST /fapi/password/forgot  { email }                               a reset link by email; the same answer whether the email has an account
 *   POST /fapi/password/reset   { token, password, confirmPassword }    the link's new password (AUT402 once spent or expired)
 */

const BODY_MAX_BYTES = 2048;

/** Asking for links is limited per client address and per email, so no one floods an inbox or probes for accounts. */
export const FORGOT_PASSWORD_LIMITS = {
  perAddress: { name: 'forgot-password-address', limit: 10, windowSeconds: 15 * 60 },
  perEmail: { name: 'forgot-password-email', limit: 3, windowSeconds: 15 * 60 },
} as const;

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const limited = tooManyAttempts;

export const passwordRoutes = new Hono<AppEnv>()
  .on(fapi.password.forgot.method, fapi.password.forgot.path, async (c) => {
    const body = await readJsonBody(c, fapi.password.forgot.body, BODY_MAX_BYTES, 'Email is not valid');
    if (body instanceof Response) return body;
    if (!isValidEmail(body.email)) return wordedError(c, 'AUT453', 'Email is not valid');
    const byAddress = await limitAttempt(c, FORGOT_PASSWORD_LIMITS.perAddress);
    if (!byAddress.allowed) return limited(c, byAddress.retryAfterSeconds);
    // The email is counted by its hash: the limiter's names hold no address.
    const emailKey = await sha256(body.email);
    const byEmail = await limitAttempt(c, { ...FORGOT_PASSWORD_LIMITS.perEmail, key: () => emailKey });
    if (!byEmail.allowed) return limited(c, byEmail.retryAfterSeconds);
    const result = await createUpstreamClient(c.env, c.get('requestContext')).call(api.identity.resetPassword, { body: { email: body.email } });
    return result.ok ? c.json({ done: true }) : upstreamFailure(c, result);
  })
  .on(fapi.password.reset.method, fapi.password.reset.path, async (c) => {
    const body = await readJsonBody(c, fapi.password.reset.body, BODY_MAX_BYTES, 'The new password is not valid');
    if (body instanceof Response) return body;
    if (!ResetTokenSchema.safeParse(body.token).success) return wordedError(c, 'AUT402', 'Reset link expired');
    const refused = validatePassword(body.password) ?? validatePasswordConfirmation(body.password, body.confirmPassword);
    if (refused) {
      const message = wordIssue(translatorFor(c.get('requestContext').site).t, refused);
      return refused.errorId ? apiError(c, refused.errorId, message) : apiError(c, 400, 'API400', message);
    }
    const result = await createUpstreamClient(c.env, c.get('requestContext')).call(api.identity.confirmForgotPassword, { body: { token: body.token, password: body.password } });
    return result.ok ? c.json({ done: true }) : upstreamFailure(c, result);
  });
