import * as z from 'zod';
import { codeVerifier } from '../../shared/pkce';
import type { ServiceInputs } from '../services/inputs';
import { seal, unseal } from './seal';
import { sessionSecret } from './shopper-session';

/*
 * The PKCE verifier of the sign-in a browser has started. Opening the sign-in form makes one
 * (POST /fapi/auth/challenge); the sign-in itself must bring it back. So a sign-in only goes
 * through from a browser that opened the form on this site in the last few minutes: a request
 * forged elsewhere, or replayed from a log, has no verifier (SameSite=Lax keeps the cookie off
 * other sites' posts, HttpOnly keeps it from page scripts), and the authorisation code the
 * backend hands out is worthless without it. Each verifier serves one sign-in attempt.
 */
export const PKCE_COOKIE = 'rl_pkce';
/** Long enough to type a password and pass a captcha; short enough that a stale form starts over. */
export const PKCE_TTL_S = 600;

const SealedVerifierSchema = z.object({ verifier: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/), exp: z.number().int() });

/** A fresh verifier, sealed into the cookie that goes out with this response. */
export async function issueVerifier({ env, session }: ServiceInputs, now = Date.now()): Promise<void> {
  const sealed = await seal(sessionSecret(env), PKCE_COOKIE, JSON.stringify({ verifier: codeVerifier(), exp: now + PKCE_TTL_S * 1000 }));
  session.set(PKCE_COOKIE, sealed, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: PKCE_TTL_S });
}

/** The verifier the browser brought, or null when it has none, a lapsed one or one this worker did not seal. */
export async function readVerifier({ env, session }: ServiceInputs, now = Date.now()): Promise<string | null> {
  const plain = await unseal(sessionSecret(env), PKCE_COOKIE, session.get(PKCE_COOKIE));
  if (plain === null) return null;
  try {
    const parsed = SealedVerifierSchema.safeParse(JSON.parse(plain));
    return parsed.success && parsed.data.exp > now ? parsed.data.verifier : null;
  } catch {
    return null;
  }
}

/** Forgets the verifier once its sign-in is done. */
export function dropVerifier({ session }: ServiceInputs): void {
  // Deleted as the browser knows it: an empty value that has already expired.
  if (session.get(PKCE_COOKIE) !== undefined) session.set(PKCE_COOKIE, '', { path: '/', secure: true, maxAge: 0 });
}
