import { ConsumerProfileSchema, type ConsumerProfile, type NotificationPreferences, type UpdateProfileRequest } from '../../shared/account/schemas/consumer';
import type { Subscription } from '../../shared/validation';
import { addressesOf } from './addresses';
import { smsSubscriptionOf } from './sms-subscriptions';
import { spendLinks } from './newsletter-confirmation';

/*
 * A registered consumer's profile: the JSON in accounts.profile, with the email, the consumer's
 * kind and the employee terms from their own columns (accounts.employee_terms_accepted is the one
 * place the terms are kept; the token answer reads it too) and the subscriptions from the
 * subscriptions table, which the footer's newsletter form writes as well.
 */

interface ProfileRow {
  consumer_no: string;
  email: string;
  consumer_type: string | null;
  employee_terms_accepted: number | null;
  profile: string;
}

type SubscriptionRow = { type: Subscription['type']; channel: Subscription['channel']; optin: number; double_optin: number; optin_date: string | null; optout_date: string | null };

/**
 * The email's subscriptions and the consumer's SMS one: the SMS subscription goes to the phone it
 * was given, so an sms row keyed by the email (as older sign-ups wrote) is no subscription.
 */
async function subscriptionsOf(db: D1Database, email: string, consumerNo: string): Promise<Subscription[]> {
  const { results } = await db.prepare("SELECT type, channel, optin, double_optin, optin_date, optout_date FROM subscriptions WHERE email = ? AND channel <> 'sms' ORDER BY type, channel").bind(email).all<SubscriptionRow>();
  const sms = await smsSubscriptionOf(db, consumerNo);
  const byEmail = results.map((row): Subscription => ({
    type: row.type,
    channel: row.channel,
    optin: row.optin === 1,
    doubleOptin: row.double_optin === 1,
    recipient: email,
    ...(row.optin_date ? { optinDate: row.optin_date } : {}),
    ...(row.optout_date ? { optoutDate: row.optout_date } : {}),
  }));
  return sms ? [...byEmail, sms] : byEmail;
}

async function profileRow(db: D1Database, consumerNo: string): Promise<ProfileRow | null> {
  return db
    .prepare('SELECT a.consumer_no, a.email, c.consumer_type, a.employee_terms_accepted, a.profile FROM accounts a JOIN consumers c ON c.consumer_no = a.consumer_no WHERE a.consumer_no = ?')
    .bind(consumerNo)
    .first<ProfileRow>();
}

/** The consumer's profile; null when the consumer has no account (a guest). */
export async function readProfile(db: D1Database, consumerNo: string, includeLoyaltySummary = true): Promise<ConsumerProfile | null> {
  const row = await profileRow(db, consumerNo);
  if (!row) return null;
  const stored = JSON.parse(row.profile) as Record<string, unknown> & { consumerDetails: Record<string, unknown> };
  const profile = ConsumerProfileSchema.parse({
    enrollments: [],
    ...stored,
    consumerNo: row.consumer_no,
    consumerType: row.consumer_type,
    isEmployeeDiscountTCAccepted: row.employee_terms_accepted === null ? null : row.employee_terms_accepted === 1,
    consumerDetails: { ...stored.consumerDetails, email: row.email, address: await addressesOf(db, row.consumer_no) },
    subscriptions: await subscriptionsOf(db, row.email, row.consumer_no),
  });
  return includeLoyaltySummary ? profile : { ...profile, loyaltySummary: null };
}

/**
 * Applies an update: the basic info and preferences given replace those fields, and an
 * employee's acceptance of the terms sets the terms column. Null when there is no such account.
 */
export async function updateProfile(db: D1Database, consumerNo: string, update: UpdateProfileRequest['consumerProfile']): Promise<ConsumerProfile | 'not-employee' | null> {
  const row = await profileRow(db, consumerNo);
  if (!row) return null;
  if (update.isEmployeeDiscountTCAccepted && row.consumer_type !== 'EMPLOYEE') return 'not-employee';
  const stored = JSON.parse(row.profile) as { consumerDetails: Record<string, unknown>; preferences: Record<string, unknown> };
  const next = {
    ...stored,
    consumerDetails: { ...stored.consumerDetails, ...update.consumerDetails },
    preferences: { ...stored.preferences, ...update.preferences },
  };
  await db
    .prepare('UPDATE accounts SET profile = ?, employee_terms_accepted = CASE WHEN ? THEN 1 ELSE employee_terms_accepted END WHERE consumer_no = ?')
    .bind(JSON.stringify(next), update.isEmployeeDiscountTCAccepted ? 1 : 0, consumerNo)
    .run();
  return readProfile(db, consumerNo);
}

/** Sets the email opt-ins of the consumer's email (SMS has its own subscription call); null when there is no such account. */
export async function setNotifications(db: D1Database, consumerNo: string, input: NotificationPreferences): Promise<Subscription[] | null> {
  const row = await profileRow(db, consumerNo);
  if (!row) return null;
  const now = new Date().toISOString();
  await db.batch(
    input.subscriptions.flatMap((item) => [
      db
        .prepare(
          `INSERT INTO subscriptions (email, type, channel, optin, double_optin, optin_date, optout_date)
           VALUES (?1, ?2, ?3, ?4, 0, CASE WHEN ?4 = 1 THEN ?5 END, CASE WHEN ?4 = 0 THEN ?5 END)
           ON CONFLICT (email, type, channel) DO UPDATE SET optin = excluded.optin,
             optin_date = CASE WHEN excluded.optin = 1 THEN COALESCE(optin_date, excluded.optin_date) ELSE optin_date END,
             optout_date = CASE WHEN excluded.optin = 0 THEN excluded.optout_date ELSE NULL END`,
        )
        .bind(row.email, item.type, item.channel, item.optin ? 1 : 0, now),
      // An opt-out spends any confirmation link still out, so an old mail cannot undo it.
      ...(item.optin ? [] : [spendLinks(db, row.email, item.type, item.channel)]),
    ]),
  );
  return subscriptionsOf(db, row.email, row.consumer_no);
}
