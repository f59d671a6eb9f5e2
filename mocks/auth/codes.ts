import { codeChallenge } from '../../shared/pkce';
import { randomToken } from './tokens';
import { hashOf } from '../hex';

/** How long a sign-in's authorisation code can be exchanged for tokens. */
export const AUTHORIZATION_CODE_TTL_S = 60;

/** A single-use code for the consumer, bound to the challenge their sign-in sent. */
export async function issueCode(db: D1Database, consumerNo: string, challenge: string, now = Date.now()): Promise<string> {
  const code = randomToken();
  await db
    .prepare('INSERT INTO auth_codes (code_hash, consumer_no, code_challenge, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashOf(code), consumerNo, challenge, now + AUTHORIZATION_CODE_TTL_S * 1000)
    .run();
  return code;
}

/**
 * The consumer a code was issued to, when the verifier hashes to its challenge. The code is spent
 * by the first attempt, right or wrong, in one statement: a replayed code, or one tried with a
 * guessed verifier, buys nothing.
 */
export async function redeemCode(db: D1Database, code: string, verifier: string, now = Date.now()): Promise<string | undefined> {
  const spent = await db
    .prepare('UPDATE auth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING consumer_no, code_challenge')
    .bind(now, await hashOf(code), now)
    .first<{ consumer_no: string; code_challenge: string }>();
  if (!spent) return undefined;
  return (await codeChallenge(verifier)) === spent.code_challenge ? spent.consumer_no : undefined;
}
