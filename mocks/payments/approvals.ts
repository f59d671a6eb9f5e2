import type { ApprovalMethodId } from '../../shared/payments/methods';
import { hashOf, randomBase62 } from '../hex';

/*
 * The provider's Klarna and PayPal sessions. A session is opened for one basket at its total; the
 * shopper's yes on the provider's page gives a single-use token (once per session) that expires
 * soon; the backend redeems it, once, for that same basket and method, when the instrument is
 * added. The authorisation then holds for place order until the session expires.
 */

/** Klarna and PayPal: the methods whose descriptor says the shopper approves them on the provider's page. */
export type ApprovalMethod = ApprovalMethodId;

/** How long the shop has to add a token after the shopper's yes. */
export const APPROVAL_TOKEN_TTL_S = 10 * 60;
/** How long a session (and the authorisation in it) lasts: long enough for a slow checkout. */
export const APPROVAL_SESSION_TTL_S = 60 * 60;

export interface ApprovalSession {
  session_id: string;
  payment_method_id: ApprovalMethod;
  cart_id: string;
  amount: number;
  currency: string;
  return_origin: string | null;
  approved_at: number | null;
  redeemed_at: number | null;
  expires_at: number;
}

const TOKEN_PREFIX: Record<ApprovalMethod, string> = { KLARNA: 'kat_', PAYPAL: 'ppt_' };

export async function openApproval(
  db: D1Database,
  session: { method: ApprovalMethod; cartId: string; amount: number; currency: string; returnOrigin?: string | null },
  now = Date.now(),
): Promise<string> {
  const sessionId = `aps_${randomBase62(24)}`;
  await db
    .prepare('INSERT INTO approval_sessions (session_id, payment_method_id, cart_id, amount, currency, return_origin, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(sessionId, session.method, session.cartId, session.amount, session.currency, session.returnOrigin ?? null, now + APPROVAL_SESSION_TTL_S * 1000, now)
    .run();
  return sessionId;
}

/** A session still open for the shopper's answer; null when unknown, lapsed or already answered. */
export async function pendingApproval(db: D1Database, sessionId: string, method: ApprovalMethod, now = Date.now()): Promise<ApprovalSession | null> {
  return db
    .prepare('SELECT * FROM approval_sessions WHERE session_id = ? AND payment_method_id = ? AND approved_at IS NULL AND expires_at > ?')
    .bind(sessionId, method, now)
    .first<ApprovalSession>();
}

/** The shopper said yes: the session's single-use token, or null when the session cannot be approved (again). */
export async function approve(db: D1Database, sessionId: string, method: ApprovalMethod, now = Date.now()): Promise<string | null> {
  const token = `${TOKEN_PREFIX[method]}${randomBase62(24)}`;
  const row = await db
    .prepare('UPDATE approval_sessions SET token_hash = ?, approved_at = ? WHERE session_id = ? AND payment_method_id = ? AND approved_at IS NULL AND expires_at > ? RETURNING session_id')
    .bind(await hashOf(token), now, sessionId, method, now)
    .first();
  return row ? token : null;
}

/** What a token stands for, once, for the basket it was opened for: a replayed, unknown, lapsed or foreign token is null. */
export async function redeemApproval(db: D1Database, token: string, method: ApprovalMethod, cartId: string, now = Date.now()): Promise<ApprovalSession | null> {
  return db
    .prepare(
      'UPDATE approval_sessions SET redeemed_at = ? WHERE token_hash = ? AND payment_method_id = ? AND cart_id = ? AND redeemed_at IS NULL AND approved_at > ? AND expires_at > ? RETURNING *',
    )
    .bind(now, await hashOf(token), method, cartId, now - APPROVAL_TOKEN_TTL_S * 1000, now)
    .first<ApprovalSession>();
}

/** At place order: whether the redeemed session still authorises `amount` (minor units) for this basket. */
export async function stillAuthorised(db: D1Database, sessionId: string, cartId: string, amount: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare('SELECT amount FROM approval_sessions WHERE session_id = ? AND cart_id = ? AND redeemed_at IS NOT NULL AND expires_at > ?')
    .bind(sessionId, cartId, now)
    .first<{ amount: number }>();
  return row !== null && amount <= row.amount;
}
