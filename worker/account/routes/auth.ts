import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { api } from '../../../shared/api';
import { codeChallenge } from '../../../shared/pkce';
import type { VisitorKind } from '../../../shared/decisions/personalisation';
import type { SessionSummary } from '../../../shared/account/schemas/session';
import { isValidEmail } from '../../../shared/validation';
import type { AppEnv } from '../../app-env';
import { wordedError } from '../../errors/api-error';
import { rememberCartCount, signVisitorSummary, VISITOR_COOKIE, VISITOR_SUMMARY_TTL_MS } from '../../decisions';
import { limitAll, limitAttempt, tooManyAttempts } from '../../middleware/rate-limit/rate-limit';
import { SESSION_END_LIMITS } from '../../middleware/rate-limit/limits';
import { registeredShopper } from './account-call';
import { cartCount, cartSession, readCart, savedForLaterPageSize } from '../../cart';
import { shopperSession } from '../../session/middleware';
import { dropVerifier, issueVerifier, readVerifier, type SessionFailure, signInRefusal, summaryOf, visitorOfSession } from '../../session';
import { createUpstreamClient } from '../../upstream';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';
import { serviceInputs } from '../../middleware/request-context/service-inputs';

/*
 * Sign-in and sign-out, held by the worker: the browser sends an email, a password and a captcha
 * answer, never sees a code, verifier or token, and learns only the session summary.
 *   POST /fapi/auth/challenge   a fresh PKCE verifier in the HttpOnly rl_pkce cookie (the form opening)
 *   POST /fapi/auth/signin      {email, password, captcha} → the registered session's summary
 *   POST /fapi/auth/signout     → a new guest's summary
 *   POST /fapi/auth/signout-everywhere  ends every session of the account, this one too → a new guest's summary
 * Every answer is `private, no-store`; refusals are in the catalogue's error shape.
 */

const BODY_MAX_BYTES = 4 * 1024;

/**
 * Password guesses are limited per client address and per account, so neither one address trying
 * many accounts nor many addresses trying one account gets far. The account's own lock (the
 * sixth wrong password) comes well before its limit, so a shopper sees the lock, not a 429.
 */
export const SIGN_IN_ADDRESS_LIMIT = { name: 'sign-in', limit: 20, windowSeconds: 60 } as const;
export const SIGN_IN_ACCOUNT_LIMIT = { name: 'sign-in-account', limit: 10, windowSeconds: 600 } as const;

/** A refusal passed on from the backend (its id as it came, at the status the shopper is shown), worded from the message catalogue by its errorId. */
function refuse(c: Context<AppEnv>, status: 400 | 401 | 403 | 429 | 502, errorId: string, fallback: string): Response {
  return wordedError(c, status, errorId, fallback);
}

function sessionRefusal(c: Context<AppEnv>, failure: SessionFailure): Response {
  if (failure.retryAfterSeconds !== undefined) return tooManyAttempts(c, failure.retryAfterSeconds);
  return refuse(c, failure.status, failure.errorId, failure.message);
}

/** Counts the attempt against both limits; the refusal when either is spent. */
async function limited(c: Context<AppEnv>, email: string): Promise<Response | null> {
  const [address, account] = await Promise.all([limitAttempt(c, SIGN_IN_ADDRESS_LIMIT), limitAttempt(c, { ...SIGN_IN_ACCOUNT_LIMIT, key: () => email })]);
  const retryAfterSeconds = Math.max(address.allowed ? 0 : address.retryAfterSeconds, account.allowed ? 0 : account.retryAfterSeconds);
  return retryAfterSeconds === 0 ? null : tooManyAttempts(c, retryAfterSeconds);
}

/**
 * Re-issues the visitor summary for who the shopper now is, so the next page chooses its
 * segments and role banners for them; the header's cart count follows the basket they now have.
 */
async function reissueVisitor(c: Context<AppEnv>, visitor: VisitorKind, customerId: string | null, count: number): Promise<void> {
  const ctx = c.get('requestContext');
  ctx.visitor = visitor;
  ctx.customerId = customerId;
  setCookie(c, VISITOR_COOKIE, await signVisitorSummary(c.env.VISITOR_SECRET, { ...visitor, customerId }), {
    path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: VISITOR_SUMMARY_TTL_MS / 1000,
  });
  await rememberCartCount(serviceInputs(c), count);
}

/** The merged basket's line count, or null when it could not be read (the header keeps its count). */
async function basketCount(c: Context<AppEnv>): Promise<number | null> {
  const outcome = await readCart(await cartSession(serviceInputs(c)), { saved: false, pageSize: savedForLaterPageSize(c.env) });
  return outcome.ok ? cartCount(outcome.answer.cart) : null;
}

async function signIn(c: Context<AppEnv>): Promise<Response> {
  const form = await readJsonBody(c, fapi.auth.signIn.body, BODY_MAX_BYTES, 'Enter your email, password and the captcha answer');
  if (form instanceof Response) return form;
  const email = form.email.toLowerCase();
  const tooMany = await limited(c, email);
  if (tooMany) return tooMany;
  if (!isValidEmail(email)) return wordedError(c, 'AUT453', 'Email is not valid');

  const verifier = await readVerifier(serviceInputs(c));
  // Whatever happens next, this verifier has served its attempt; a refusal hands the form a fresh one to try again with.
  await issueVerifier(serviceInputs(c));
  // No verifier: the form was not opened here, or too long ago.
  if (!verifier) return wordedError(c, 401, 'AUT432', 'Authorization failed');

  const outcome = await signInWithPassword(c, { email, password: form.password, captcha: form.captcha, verifier });
  if (!outcome.ok) return outcome.response;
  dropVerifier(serviceInputs(c));
  return c.json(outcome.summary);
}

/**
 * The PKCE sign-in itself, for any route that holds a shopper's password and a fresh verifier (the
 * sign-in form, a sign-up just done): the code bought with the challenge is exchanged into the
 * registered session, which replaces the guest's, and the visitor summary follows. Answers the
 * session's summary, or the refusal to send.
 */
export async function signInWithPassword(
  c: Context<AppEnv>,
  credentials: { email: string; password: string; captcha: string; verifier: string },
): Promise<{ ok: true; summary: SessionSummary } | { ok: false; response: Response }> {
  const ctx = c.get('requestContext');
  const upstream = createUpstreamClient(c.env, ctx);
  const signedIn = await upstream.call(api.identity.signIn, {
    body: { type: 'Registered', username: credentials.email, password: credentials.password, codeChallenge: await codeChallenge(credentials.verifier), recaptcha_response: credentials.captcha },
  });
  if (!signedIn.ok) {
    const { status, errorId } = signInRefusal(signedIn.errorId);
    if (status === 502) console.warn(JSON.stringify({ msg: 'sign-in failed upstream', status: signedIn.status, errorId: signedIn.errorId, correlationId: ctx.correlationId }));
    return { ok: false, response: refuse(c, status, errorId, signedIn.message) };
  }

  const handle = shopperSession(c);
  const exchanged = await handle.signIn({ authorizationCode: signedIn.data.authorizationCode, codeVerifier: credentials.verifier });
  if (!exchanged.ok) return { ok: false, response: sessionRefusal(c, exchanged.failure) };

  const count = await basketCount(c);
  await reissueVisitor(c, visitorOfSession(exchanged.session, (count ?? 0) === 0), exchanged.session.consumerNo, count ?? 0);
  return { ok: true, summary: summaryOf(exchanged.session) };
}

async function signOut(c: Context<AppEnv>): Promise<Response> {
  const handle = shopperSession(c);
  const ctx = c.get('requestContext');
  const existing = await handle.current();
  if (existing?.type === 'Registered') {
    // A known-expired access token is refreshed first, so the refresh token revoked is the live one.
    await handle.authorization();
    const live = await handle.current();
    if (live?.type === 'Registered') {
      const upstream = createUpstreamClient(c.env, ctx, handle);
      const outcome = await upstream.call(api.identity.signOut, { body: { refreshToken: live.refreshToken } });
      // The shopper leaves either way: their tokens are forgotten here, and lapse upstream.
      if (!outcome.ok) console.warn(JSON.stringify({ msg: 'sign-out failed upstream', status: outcome.status, errorId: outcome.errorId, correlationId: ctx.correlationId }));
      // The cookie itself would still open: the account's ledger is told this session is over, so a copy replayed later is none.
      await handle.revoke().catch((error: unknown) => console.error(JSON.stringify({ msg: 'session not revoked', correlationId: ctx.correlationId, error: String(error) })));
    }
  }
  if (existing?.type === 'Registered' || ctx.visitor.loggedIn) {
    const guest = await handle.replaceWithGuest();
    if (!guest.ok) console.warn(JSON.stringify({ msg: 'guest after sign-out failed', errorId: guest.failure.errorId, correlationId: ctx.correlationId }));
    await reissueVisitor(c, visitorOfSession(null, true), null, 0);
  }
  return c.json(summaryOf(await handle.current()));
}

/**
 * Ends every session of the signed-in account, on every device, then signs this one out as a
 * plain sign-out does. A lost phone or a shared computer left signed in is what it is for, so it
 * asks for no password: it only ever signs people out.
 */
async function signOutEverywhere(c: Context<AppEnv>): Promise<Response> {
  const shopper = await registeredShopper(c);
  if (shopper instanceof Response) return shopper;
  const { consumerNo } = shopper.session;
  const limited = await limitAll(c, [{ ...SESSION_END_LIMITS.owner, key: () => consumerNo }]);
  if (limited) return limited;
  if (!(await shopperSession(c).endAccountSessions({ keepThis: false }))) return wordedError(c, 502, 'GEN500', 'General error');
  return signOut(c);
}

export const authRoutes = new Hono<AppEnv>()
  .on(fapi.auth.challenge.method, fapi.auth.challenge.path, async (c) => {
    await issueVerifier(serviceInputs(c));
    return c.body(null, 204);
  })
  .on(fapi.auth.signIn.method, fapi.auth.signIn.path, signIn)
  .on(fapi.auth.signOut.method, fapi.auth.signOut.path, signOut)
  .on(fapi.auth.signOutEverywhere.method, fapi.auth.signOutEverywhere.path, signOutEverywhere);
