import type { CaptchaAction } from '../../shared/account/schemas/auth';
import { randomToken } from './tokens';
import { hashOf } from '../hex';

/** How long a captcha answer stays verifiable, as with the common providers. */
export const CAPTCHA_TTL_S = 120;

/** The provider's answer for one action; in development no challenge is shown to get one. */
export async function issueCaptcha(db: D1Database, action: CaptchaAction, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.prepare('INSERT INTO captcha_answers (token_hash, action, expires_at) VALUES (?, ?, ?)').bind(await hashOf(token), action, now + CAPTCHA_TTL_S * 1000).run();
  return token;
}

/** True once for an answer the provider issued for this action and that has not expired; a replay is refused. */
export async function spendCaptcha(db: D1Database, token: string, action: CaptchaAction, now = Date.now()): Promise<boolean> {
  const spent = await db
    .prepare('UPDATE captcha_answers SET used_at = ? WHERE token_hash = ? AND action = ? AND used_at IS NULL AND expires_at > ? RETURNING token_hash')
    .bind(now, await hashOf(token), action, now)
    .first();
  return spent !== null;
}
