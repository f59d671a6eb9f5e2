import type { Subscription } from '../../shared/validation';

/*
 * A consumer's SMS subscription (sms_subscriptions): its recipient is the phone it was given in
 * E.164, never the account's email. Opting out records optoutDate and keeps the row; opting in
 * again keeps the first optinDate.
 */

interface SmsRow {
  type: Subscription['type'];
  recipient: string;
  optin: number;
  country: string | null;
  optin_date: string | null;
  optout_date: string | null;
}

/** The consumer's SMS subscription as the consumer API answers it; null when there has never been one. */
export async function smsSubscriptionOf(db: D1Database, consumerNo: string): Promise<Subscription | null> {
  const row = await db.prepare('SELECT type, recipient, optin, country, optin_date, optout_date FROM sms_subscriptions WHERE consumer_no = ?').bind(consumerNo).first<SmsRow>();
  if (!row) return null;
  return {
    type: row.type,
    channel: 'sms',
    optin: row.optin === 1,
    doubleOptin: false,
    recipient: row.recipient,
    ...(row.country ? { country: row.country } : {}),
    ...(row.optin_date ? { optinDate: row.optin_date } : {}),
    ...(row.optout_date ? { optoutDate: row.optout_date } : {}),
  };
}

/** The statement that opts the consumer in (or out) for SMS at `recipient`, stamped `now` (ISO). */
export function smsSubscriptionStatement(db: D1Database, consumerNo: string, change: { optin: boolean; recipient: string; country?: string }, now: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO sms_subscriptions (consumer_no, recipient, optin, country, optin_date, optout_date)
       VALUES (?1, ?2, ?3, ?4, CASE WHEN ?3 = 1 THEN ?5 END, CASE WHEN ?3 = 0 THEN ?5 END)
       ON CONFLICT (consumer_no) DO UPDATE SET recipient = excluded.recipient, optin = excluded.optin,
         country = COALESCE(excluded.country, country),
         optin_date = CASE WHEN excluded.optin = 1 THEN COALESCE(optin_date, excluded.optin_date) ELSE optin_date END,
         optout_date = CASE WHEN excluded.optin = 0 THEN excluded.optout_date ELSE NULL END`,
    )
    .bind(consumerNo, change.recipient, change.optin ? 1 : 0, change.country ?? null, now);
}
