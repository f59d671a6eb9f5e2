import { randomToken } from '../auth';
import { hashOf } from '../hex';
import type { Refusal } from '../http';
import { NEWSLETTER_LINK_TTL_S, NEWSLETTER_RESEND_AFTER_S } from '../data/newsletter-link-ttl';
import type { SubscriptionItem } from '../../shared/validation';

/*
 * Double opt-in, as the marketing platform plays it. A subscription asked with doubleOptin waits
 * (optin false) until the address's owner follows the link mailed to it; the link is a random
 * token stored by hash, working once and for NEWSLETTER_LINK_TTL_S. An address already opted in
 * is left as it is; a pending one is mailed again, but not sooner than NEWSLETTER_RESEND_AFTER_S
 * after its last mail. The mocks "send" mail by writing it to mail_outbox.
 */

export const LINK_EXPIRED: Refusal = { errorId: 'SUBSCRIPTION_LINK_EXPIRED', message: 'Confirmation link expired' };

const MAIL_KIND = 'newsletter-confirm';

/** The statements that store a pending subscription, and its link's mail unless one went out moments ago. */
export async function pendingSubscription(db: D1Database, email: string, item: SubscriptionItem, locale: string, now = Date.now()): Promise<D1PreparedStatement[]> {
  const current = await db.prepare('SELECT optin FROM subscriptions WHERE email = ? AND type = ? AND channel = ?').bind(email, item.type, item.channel).first<{ optin: number }>();
  if (current?.optin === 1) return [];
  const pending = db
    .prepare(
      `INSERT INTO subscriptions (email, type, channel, optin, double_optin, category, country, region) VALUES (?1, ?2, ?3, 0, 1, ?4, ?5, ?6)
       ON CONFLICT (email, type, channel) DO UPDATE SET optin = 0, double_optin = 1, optout_date = NULL,
         category = COALESCE(excluded.category, category), country = COALESCE(excluded.country, country), region = COALESCE(excluded.region, region)`,
    )
    .bind(email, item.type, item.channel, item.category ?? null, item.country ?? null, item.region ?? null);
  const lastMail = await db.prepare('SELECT MAX(created_at) AS at FROM mail_outbox WHERE recipient = ? AND kind = ?').bind(email, MAIL_KIND).first<{ at: number | null }>();
  if (lastMail?.at && now - lastMail.at < NEWSLETTER_RESEND_AFTER_S * 1000) return [pending];
  const token = randomToken();
  return [
    pending,
    db
      .prepare('INSERT INTO newsletter_confirmations (token_hash, email, type, channel, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(await hashOf(token), email, item.type, item.channel, now, now + NEWSLETTER_LINK_TTL_S * 1000),
    db.prepare('INSERT INTO mail_outbox (recipient, kind, link, created_at) VALUES (?, ?, ?, ?)').bind(email, MAIL_KIND, `/${locale}/newsletter/confirm?token=${token}`, now),
  ];
}

/**
 * Spends a confirmation link: its subscription is opted in from now. An unknown, spent or expired
 * link is one refusal; every other link still out for the same subscription is spent with it.
 */
export async function confirmSubscription(db: D1Database, token: string, now = Date.now()): Promise<{ email: string } | Refusal> {
  // Claimed first, atomically, so two uses of one link cannot both succeed.
  const claimed = await db
    .prepare('UPDATE newsletter_confirmations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING email, type, channel')
    .bind(now, await hashOf(token), now)
    .first<{ email: string; type: string; channel: string }>();
  if (!claimed) return LINK_EXPIRED;
  const { email, type, channel } = claimed;
  await db.batch([
    db.prepare('UPDATE subscriptions SET optin = 1, double_optin = 1, optin_date = ?, optout_date = NULL WHERE email = ? AND type = ? AND channel = ?').bind(new Date(now).toISOString(), email, type, channel),
    spendLinks(db, email, type, channel, now),
  ]);
  return { email };
}

/** Spends every link still out for a subscription: after an opt-out, an old mail must not opt it back in. */
export function spendLinks(db: D1Database, email: string, type: string, channel: string, now = Date.now()): D1PreparedStatement {
  return db.prepare('UPDATE newsletter_confirmations SET used_at = ? WHERE email = ? AND type = ? AND channel = ? AND used_at IS NULL').bind(now, email, type, channel);
}
