import { WELCOME_BONUS_POINTS } from '../../shared/loyalty/programme';
import type { LoyaltyToken } from '../../shared/loyalty/schemas';
import { entryKey, movementStatements } from './ledger';
import type { SignUpEnrolment } from '../auth';

/*
 * Who is a member. An account is a member when its profile says so (seeded members, shoppers who
 * joined at sign-up or online); joining online records the enrolment (the session that joined,
 * the referral code, the source), gives the account a member number and the opt-in date, subscribes
 * its email to the programme and credits the welcome bonus, all in one batch.
 */

/** A loyalty member number. */
export const newMemberId = () => `M${String(crypto.getRandomValues(new Uint32Array(1))[0]).padStart(10, '0')}`;

export interface MemberFacts {
  /** The member number; a member made before numbers were kept is known by their consumer number. */
  memberId: string;
  isMember: boolean;
  /** Whether the opt-in is confirmed (an opt-in date is known): points are spent only then. */
  confirmed: boolean;
  balance: number;
}

interface MemberRow {
  member_id: string | null;
  profile: string;
  points: number | null;
}

/** A registered consumer's standing in the programme; null without an account. */
export async function memberFacts(db: D1Database, consumerNo: string): Promise<MemberFacts | null> {
  const row = await db
    .prepare('SELECT a.member_id, a.profile, p.points FROM accounts a LEFT JOIN loyalty_points p ON p.consumer_no = a.consumer_no WHERE a.consumer_no = ?')
    .bind(consumerNo)
    .first<MemberRow>();
  if (!row) return null;
  const profile = JSON.parse(row.profile) as { isLoyaltyMember?: boolean; loyaltyOptInDate?: string | null; loyaltySummary?: { points?: { balance?: number } } | null };
  return {
    memberId: row.member_id ?? consumerNo,
    isMember: profile.isLoyaltyMember === true,
    confirmed: Boolean(profile.loyaltyOptInDate),
    balance: row.points ?? profile.loyaltySummary?.points?.balance ?? 0,
  };
}

export interface JoinInput {
  usid: string;
  referralCode: string | null;
  source: string | null;
}

/** The statements that credit a new member's welcome bonus; the account must already say it is a member. */
export const welcomeStatements = (db: D1Database, consumerNo: string, now: number): D1PreparedStatement[] =>
  movementStatements(db, { key: entryKey.welcome(consumerNo), consumerNo, type: 'welcome', points: WELCOME_BONUS_POINTS, orderNo: null, now });

/**
 * Joins a registered consumer who is not a member. 'member' when they already are (or a racing
 * join got there first: the enrolment's key refuses a second one), null without an account.
 */
export async function join(db: D1Database, consumerNo: string, input: JoinInput, now = Date.now()): Promise<LoyaltyToken | 'member' | null> {
  const account = await db.prepare('SELECT email, profile FROM accounts WHERE consumer_no = ?').bind(consumerNo).first<{ email: string; profile: string }>();
  if (!account) return null;
  if ((JSON.parse(account.profile) as { isLoyaltyMember?: boolean }).isLoyaltyMember === true) return 'member';
  const memberId = newMemberId();
  const today = new Date(now).toISOString().slice(0, 10);
  try {
    await db.batch([
      db
        .prepare('INSERT INTO loyalty_enrolments (consumer_no, member_id, usid, referral_code, source, joined_at) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(consumerNo, memberId, input.usid, input.referralCode, input.source, now),
      db
        .prepare(
          `UPDATE accounts SET member_id = ?, profile = json_set(profile, '$.isLoyaltyMember', json('true'), '$.loyaltyOptInDate', ?, '$.loyaltySummary', json_object('points', json_object('balance', 0)))
           WHERE consumer_no = ?`,
        )
        .bind(memberId, today, consumerNo),
      // A balance kept from before (points left when a membership lapsed) does not carry over.
      db.prepare('INSERT INTO loyalty_points (consumer_no, points) VALUES (?, 0) ON CONFLICT (consumer_no) DO UPDATE SET points = 0').bind(consumerNo),
      db
        .prepare(
          `INSERT INTO subscriptions (email, type, channel, optin, double_optin, country, optin_date) VALUES (?, 'Loyalty', 'email', 1, 0, NULL, ?)
           ON CONFLICT (email, type, channel) DO UPDATE SET optin = 1, optin_date = COALESCE(optin_date, excluded.optin_date), optout_date = NULL`,
        )
        .bind(account.email, new Date(now).toISOString()),
      ...welcomeStatements(db, consumerNo, now),
    ]);
  } catch (error) {
    if (/UNIQUE|PRIMARY KEY/i.test(String(error))) return 'member';
    throw error;
  }
  return { memberId, isLoyaltyMember: true, loyaltyOptInDate: today, loyaltySummary: { points: { balance: WELCOME_BONUS_POINTS } } };
}

/** Joining at sign-up, for the account's own batch: a member id and the welcome bonus. */
export const signUpEnrolment: SignUpEnrolment = (db, consumerNo, now) => ({ memberId: newMemberId(), statements: welcomeStatements(db, consumerNo, now) });
