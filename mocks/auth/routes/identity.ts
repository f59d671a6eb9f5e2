import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { CaptchaTokenRequestSchema, SignInRequestSchema, SignOutRequestSchema } from '../../../shared/account/schemas/auth';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../../shared/validation';
import { checkCredentials } from '../accounts';
import { CAPTCHA_TTL_S, issueCaptcha, spendCaptcha } from '../captcha';
import { AUTHORIZATION_CODE_TTL_S, issueCode } from '../codes';
import { authenticate } from '../tokens';
import { hashOf } from '../../hex';
import { answer, on, registerRoutes } from '../../catalogue-routes';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, parseBody, refusalResponse, type MockRouter } from '../../http';

const captchaFailed = (request: IRequest) => errorResponse(request, 'AUT403', 'Captcha failed');

/**
 * Password sign-in: the captcha answer first (spent whatever follows), then the credentials. The
 * answer is an authorisation code bound to the caller's challenge, never a token.
 */
async function signIn(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, SignInRequestSchema);
  if (body instanceof Response) return body;
  const email = body.username.toLowerCase();
  if (!isValidEmail(email)) return errorResponse(request, 'AUT453', EMAIL_INVALID_MESSAGE);
  await ensureDatabase(env.DB);
  if (!body.recaptcha_response || !(await spendCaptcha(env.DB, body.recaptcha_response, 'login'))) return captchaFailed(request);
  const outcome = await checkCredentials(env.DB, email, body.password);
  if ('errorId' in outcome) return refusalResponse(request, outcome);
  const authorizationCode = await issueCode(env.DB, outcome.consumerNo, body.codeChallenge);
  return answer(api.identity.signIn, { authorizationCode, expiresIn: AUTHORIZATION_CODE_TTL_S });
}

/** Signing out revokes the session's refresh token and the access token that asks, so neither buys anything again. */
async function signOut(request: IRequest, env: Env): Promise<Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const body = await parseBody(request, SignOutRequestSchema);
  if (body instanceof Response) return body;
  const access = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  await env.DB
    .prepare('UPDATE auth_tokens SET revoked = 1 WHERE consumer_no = ? AND token_hash IN (?, ?)')
    .bind(consumer.consumerNo, await hashOf(access), await hashOf(body.refreshToken))
    .run();
  return answer(api.identity.signOut, { signedOut: true });
}

/** The captcha provider's answer for an action, as its page script would give after a passed challenge. */
async function captchaToken(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, CaptchaTokenRequestSchema);
  if (body instanceof Response) return body;
  await ensureDatabase(env.DB);
  return answer(api.captcha.token, { token: await issueCaptcha(env.DB, body.action), expiresIn: CAPTCHA_TTL_S });
}

export function registerIdentityRoutes(router: MockRouter): void {
  registerRoutes(router, [on(api.identity.signIn, signIn), on(api.identity.signOut, signOut), on(api.captcha.token, captchaToken)]);
}
