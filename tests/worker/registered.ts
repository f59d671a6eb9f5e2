import { env } from 'cloudflare:test';
import { SEEDED_PASSWORD } from '../../mocks/auth/shoppers';
import { codeChallenge, codeVerifier } from '../../shared/pkce';
import { AuthSchema, CaptchaTokenSchema, SignInResponseSchema } from '../../shared/account/schemas/auth';
import type { Env } from '../../worker/env';
import { newSessionId, sealSession, sessionFromAuth, SESSION_COOKIE, type ShopperSession } from '../../worker/session/session';
import { shopper, type Shopper } from './helpers';

const config = env as unknown as Env;

async function mocksCall(path: string, body: unknown): Promise<unknown> {
  const response = await config.MOCKS.fetch(`https://mocks.internal${path}?locale=en-us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * A seeded shopper's registered session, got from the mocks the way the worker's sign-in gets
 * one (captcha, PKCE sign-in, code exchange), without going through the storefront's own
 * sign-in route: tests of account features start signed in.
 */
export async function registeredSession(email: string, password = SEEDED_PASSWORD): Promise<ShopperSession> {
  const { token } = CaptchaTokenSchema.parse(await mocksCall('/captcha/v1/tokens', { action: 'login' }));
  const verifier = codeVerifier();
  const { authorizationCode } = SignInResponseSchema.parse(
    await mocksCall('/consumers-v3/auth/signin', { type: 'Registered', username: email, password, codeChallenge: await codeChallenge(verifier), recaptcha_response: token }),
  );
  const auth = AuthSchema.parse(await mocksCall('/token/v2/auth/token', { type: 'Registered', authorizationCode, codeVerifier: verifier }));
  // The token call names no locale, so the mocks answer the shopper's basket on the US site.
  return sessionFromAuth(auth, newSessionId(), null, 'RL_US');
}

/** A browser signed in as a seeded shopper: its cookie jar holds the sealed registered session. */
export async function registeredShopper(email: string, password = SEEDED_PASSWORD): Promise<Shopper> {
  const session = await registeredSession(email, password);
  return shopper({ [SESSION_COOKIE]: await sealSession(config.SESSION_SECRET, session) });
}
