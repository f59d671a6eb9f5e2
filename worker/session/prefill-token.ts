import * as z from 'zod';
import type { Env } from '../env';
import { hmac, signJson, verifyJson } from '../signing';
import { tokenLedger } from './ledger-address';

/*
 * A link that prefills sign-up with what the backend knows of someone (a store enrolment, an
 * invitation) names them only inside a signed token: an id and an email in the query could be
 * guessed, and customer ids are sequential. The token is signed with a key of its own derived
 * from the session secret, lives a day and opens once.
 */

/** How long a prefill link stays good: a day to open the mail. */
export const PREFILL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** The sign-up page's query parameter that carries the token. */
export const PREFILL_QUERY = 'prefill';

const PrefillClaimsSchema = z.object({
  consumerId: z.string().min(1).max(64),
  email: z.string().min(3).max(200),
  /** Expiry, epoch ms. */
  exp: z.number().int(),
  /** The token's own id: what its single use is recorded under. */
  jti: z.string().regex(/^[0-9a-f]{32}$/),
}).strict();
export type PrefillClaims = z.infer<typeof PrefillClaimsSchema>;

/** The signing key: derived, so a token of one kind is never valid as another (a session, a preview). */
function keyOf(env: Pick<Env, 'SESSION_SECRET'>): Promise<string> {
  return hmac(env.SESSION_SECRET, 'sign-up-prefill-v1');
}

/** A prefill token for one consumer, good for a day from `now`. */
export async function signPrefillToken(env: Pick<Env, 'SESSION_SECRET'>, who: { consumerId: string; email: string }, now = Date.now()): Promise<string> {
  const claims: PrefillClaims = { consumerId: who.consumerId, email: who.email.toLowerCase(), exp: now + PREFILL_TOKEN_TTL_MS, jti: crypto.randomUUID().replaceAll('-', '') };
  return signJson(await keyOf(env), claims);
}

/** The claims of a well-signed, unexpired token; null for anything else. Does not spend it. */
export async function readPrefillToken(env: Pick<Env, 'SESSION_SECRET'>, token: string, now = Date.now()): Promise<PrefillClaims | null> {
  const claims = await verifyJson(await keyOf(env), token, PrefillClaimsSchema);
  return claims && claims.exp > now ? claims : null;
}

/** Opens a token once: its claims the first time, null for a bad, expired or already used one. */
export async function spendPrefillToken(env: Pick<Env, 'SESSION_SECRET' | 'SESSION_LEDGER'>, token: string, now = Date.now()): Promise<PrefillClaims | null> {
  const claims = await readPrefillToken(env, token, now);
  if (!claims) return null;
  return (await tokenLedger(env.SESSION_LEDGER, 'sign-up-prefill', claims.jti).spend(claims.exp)) ? claims : null;
}
