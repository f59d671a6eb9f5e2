import { Hono, type Context } from 'hono';
import { api } from '../../../shared/api';
import { translatorFor } from '../../../shared/i18n/catalogues';
import { errorBody } from '../../../shared/errors';
import { spendPrefillToken } from '../../session';
import { signUpConfig } from '../../../shared/site';
import { fieldErrorsOf, signUpFormSchema, signUpSource, toSignUpRequest, wordIssue, type SignUpResult } from '../../../shared/validation';
import type { AppEnv } from '../../app-env';
import { apiError, wordedError } from '../../errors/api-error';
import { limitAttempt, tooManyAttempts } from '../../middleware/rate-limit/rate-limit';
import { createUpstreamClient } from '../../upstream';
import { codeVerifier } from '../../../shared/pkce';
import { signInWithPassword } from './auth';
import { subscribeToNewsletter } from '../newsletter';
import { requiresDoubleOptIn } from '../../../shared/market';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * Sign-up, held by the worker like sign-in: the browser sends the form as typed, never a token.
 *   POST /fapi/auth/signup           {form, loyalty, origin, captcha: {register, login}}
 *                                    → {email, signedIn, session}: the account is created, then signed in
 *   POST /fapi/auth/signup/prefill   {token} → what the backend knows of the consumer a signed, single-use
 *                                    link names, to prefill the form; any other token is refused alike
 * A newsletter consent where the market asks for confirmation is mailed its link, as the footer's is.
 * The form is checked with the same rules the form and the backend use; each refused field is an
 * errorDetails entry naming it. Every answer is `private, no-store`.
 */

const BODY_MAX_BYTES = 8 * 1024;

/**
 * Creating accounts is open to anyone, so it is limited per client address and per email: one
 * address cannot create accounts in bulk, and one email cannot be tried from many addresses.
 */
export const SIGN_UP_ADDRESS_LIMIT = { name: 'sign-up', limit: 10, windowSeconds: 600 } as const;
export const SIGN_UP_EMAIL_LIMIT = { name: 'sign-up-email', limit: 5, windowSeconds: 600 } as const;
/** A prefill opens a signed token; trying tokens is limited per address all the same. */
export const PREFILL_LIMIT = { name: 'sign-up-prefill', limit: 20, windowSeconds: 60 } as const;

/** Counts the attempt against every limit given; the refusal when any is spent. */
async function limited(c: Context<AppEnv>, ...limits: Parameters<typeof limitAttempt>[1][]): Promise<Response | null> {
  const answers = await Promise.all(limits.map((limit) => limitAttempt(c, limit)));
  const wait = Math.max(0, ...answers.map((answer) => (answer.allowed ? 0 : answer.retryAfterSeconds)));
  return wait > 0 ? tooManyAttempts(c, wait) : null;
}

/** The upstream's refusal passed on in the page's words, with a status a client can act on. */
function upstreamRefusal(c: Context<AppEnv>, failure: { status: number; errorId: string; message: string }): Response {
  const status = failure.status >= 500 ? 502 : failure.status === 401 ? 400 : (failure.status as 400 | 403 | 404 | 409 | 429);
  return wordedError(c, status, failure.errorId, failure.message);
}

async function signUp(c: Context<AppEnv>): Promise<Response> {
  const byAddress = await limited(c, SIGN_UP_ADDRESS_LIMIT);
  if (byAddress) return byAddress;
  const submission = await readJsonBody(c, fapi.signUp.signUp.body, BODY_MAX_BYTES, 'The sign-up form is not valid');
  if (submission instanceof Response) return submission;
  const email = submission.form.email.trim().toLowerCase();
  const byEmail = await limited(c, { ...SIGN_UP_EMAIL_LIMIT, key: () => email });
  if (byEmail) return byEmail;

  const ctx = c.get('requestContext');
  const config = signUpConfig(ctx.site);
  const checked = signUpFormSchema(config).safeParse(submission.form);
  if (!checked.success) {
    const { t } = translatorFor(ctx.site);
    const details = fieldErrorsOf(checked.error).map(({ field, issue }) => ({ errorId: issue.errorId ?? 'API400', message: wordIssue(t, issue), field }));
    const [first] = details;
    if (!first) return apiError(c, 400, 'API400', 'The sign-up form is not valid');
    const body = errorBody(first.errorId, first.message, ctx.correlationId, c.env.APP_ID);
    return c.json({ ...body, errorDetails: details }, 400);
  }

  const payload = toSignUpRequest(checked.data, config, { source: signUpSource(submission.origin), recaptcha_response: submission.captcha.register, loyalty: submission.loyalty });
  // Where the market asks for confirmation, the newsletter waits for its mailed link: the account is
  // created without it, then its address is signed up as the footer would sign it up.
  const newsletterByLink = payload.subscriptions.newsletterConsent && requiresDoubleOptIn(ctx.site);
  const upstream = createUpstreamClient(c.env, ctx);
  const created = await upstream.call(api.identity.signUp, { body: newsletterByLink ? { ...payload, subscriptions: { ...payload.subscriptions, newsletterConsent: false } } : payload });
  if (!created.ok) {
    if (created.status >= 500) console.warn(JSON.stringify({ msg: 'sign-up failed upstream', status: created.status, errorId: created.errorId, correlationId: ctx.correlationId }));
    return upstreamRefusal(c, created);
  }
  const newsletter = newsletterByLink ? await subscribeToNewsletter(upstream, ctx.site, created.data.email) : null;
  if (newsletter && !newsletter.ok) console.warn(JSON.stringify({ msg: 'newsletter sign-up after sign-up failed', status: newsletter.status, errorId: newsletter.errorId, correlationId: ctx.correlationId }));
  // The account exists whatever follows: a sign-in refused now (its captcha answer lapsed) leaves
  // the shopper to sign in themselves, so the answer still says created.
  const signedIn = await signInWithPassword(c, { email: created.data.email, password: payload.password, captcha: submission.captcha.login, verifier: codeVerifier() });
  if (!signedIn.ok) console.warn(JSON.stringify({ msg: 'sign-in after sign-up refused', status: signedIn.response.status, correlationId: ctx.correlationId }));
  const result: SignUpResult = {
    email: created.data.email,
    signedIn: signedIn.ok,
    session: signedIn.ok ? signedIn.summary : null,
    newsletterAwaitsLink: newsletter?.ok === true && newsletter.data.outcome === 'pending',
  };
  return c.json(result, 201);
}

async function prefill(c: Context<AppEnv>): Promise<Response> {
  const refused = await limited(c, PREFILL_LIMIT);
  if (refused) return refused;
  const body = await readJsonBody(c, fapi.signUp.prefill.body, 2048, 'The sign-up link is not valid');
  if (body instanceof Response) return body;
  // Forged, expired and used tokens are one answer: nothing to tell them apart by.
  const claims = await spendPrefillToken(c.env, body.token);
  if (!claims) return wordedError(c, 400, 'API400', 'The sign-up link is not valid or has expired');
  const found = await createUpstreamClient(c.env, c.get('requestContext')).call(api.consumer.retrieveUserData, { body: { consumerId: claims.consumerId, email: claims.email } });
  return found.ok ? c.json(found.data) : upstreamRefusal(c, found);
}

export const signUpRoutes = new Hono<AppEnv>().on(fapi.signUp.signUp.method, fapi.signUp.signUp.path, signUp).on(fapi.signUp.prefill.method, fapi.signUp.prefill.path, prefill);
