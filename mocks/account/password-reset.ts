import { hashPassword, type PasswordHash, randomToken, verifyPassword } from '../auth';
import { hashOf } from '../hex';
import type { Refusal } from '../http';
import { RESET_LINK_TTL_S } from '../data/reset-link-ttl';

/*
 * Forgotten and changed passwords. A reset link is a random token stored by hash, redeemable
 * once within RESET_LINK_TTL_S; redeeming it sets the password, forgets failed sign-ins and
 * unlocks the account. The mocks "send" the link by writing it to mail_outbox.
 */

export const RESET_LINK_EXPIRED: Refusal = { errorId: 'AUT402', message: 'Reset link expired' };
const CURRENT_INCORRECT: Refusal = { errorId: 'AUT450', message: 'Current password incorrect' };
const SAME_AS_CURRENT: Refusal = { errorId: 'AUT451', message: 'Same as previous password' };
const SAME_AS_PREVIOUS: Refusal = { errorId: 'AUT452', message: 'Same as previous password' };
export const CHANGE_FAILED: Refusal = { errorId: 'PRO415', message: 'Password change failed' };

interface PasswordRow {
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  previous_password_hash: string | null;
  previous_password_salt: string | null;
  previous_password_iterations: number | null;
}

/**
 * Issues a reset link for the account with this email and "mails" it; an email without an
 * account gets nothing, and the caller answers both alike.
 */
export async function requestReset(db: D1Database, email: string, locale: string, now = Date.now()): Promise<void> {
  const account = await db.prepare('SELECT consumer_no FROM accounts WHERE email = ?').bind(email).first<{ consumer_no: string }>();
  if (!account) return;
  const token = randomToken();
  await db.batch([
    db.prepare('INSERT INTO password_resets (token_hash, consumer_no, expires_at) VALUES (?, ?, ?)').bind(await hashOf(token), account.consumer_no, now + RESET_LINK_TTL_S * 1000),
    db.prepare("INSERT INTO mail_outbox (recipient, kind, link, created_at) VALUES (?, 'password-reset', ?, ?)").bind(email, `/${locale}/forgot-password?token=${token}`, now),
  ]);
}

const hashOfRow = (hash: string, salt: string, iterations: number): PasswordHash => ({ hash, salt, iterations });

/** Sets a new password, keeping the one it replaces to refuse it next time. */
function storePassword(db: D1Database, consumerNo: string, next: PasswordHash): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE accounts SET previous_password_hash = password_hash, previous_password_salt = password_salt, previous_password_iterations = password_iterations,
         password_hash = ?, password_salt = ?, password_iterations = ?, failed_attempts = 0, locked_at = NULL WHERE consumer_no = ?`,
    )
    .bind(next.hash, next.salt, next.iterations, consumerNo);
}

/** Spends a reset link on a new password; an unknown, spent or expired link is AUT402. */
export async function confirmReset(db: D1Database, token: string, password: string, now = Date.now()): Promise<true | Refusal> {
  // Claimed first, atomically, so two uses of one link cannot both succeed.
  const claimed = await db
    .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING consumer_no')
    .bind(now, await hashOf(token), now)
    .first<{ consumer_no: string }>();
  if (!claimed) return RESET_LINK_EXPIRED;
  await storePassword(db, claimed.consumer_no, await hashPassword(password)).run();
  return true;
}

/** Changes a signed-in consumer's password after checking the current one. */
export async function changePassword(db: D1Database, consumerNo: string, current: string, next: string): Promise<true | Refusal> {
  const row = await db
    .prepare('SELECT password_hash, password_salt, password_iterations, previous_password_hash, previous_password_salt, previous_password_iterations FROM accounts WHERE consumer_no = ?')
    .bind(consumerNo)
    .first<PasswordRow>();
  if (!row) return CHANGE_FAILED;
  const stored = hashOfRow(row.password_hash, row.password_salt, row.password_iterations);
  if (!(await verifyPassword(current, stored))) return CURRENT_INCORRECT;
  if (current === next) return SAME_AS_CURRENT;
  if (row.previous_password_hash && row.previous_password_salt && row.previous_password_iterations) {
    if (await verifyPassword(next, hashOfRow(row.previous_password_hash, row.previous_password_salt, row.previous_password_iterations))) return SAME_AS_PREVIOUS;
  }
  await storePassword(db, consumerNo, await hashPassword(next)).run();
  return true;
}

/** The latest mail the mocks "sent" to an address, for tests. */
export function latestMail(db: D1Database, recipient: string): Promise<{ kind: string; link: string; created_at: number } | null> {
  return db.prepare('SELECT kind, link, created_at FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').bind(recipient).first();
}
