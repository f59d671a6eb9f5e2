import type { SignUpRequest } from '../../shared/validation/sign-up-schema';
import type { UserData } from '../../shared/account/schemas/sign-up';
import { hashPassword } from './passwords';
import { newConsumerNo } from './tokens';

/** Why an account could not be created, in the backend's own ids with their catalogue codes. */
export interface SignUpConflict {
  errorId: 'LOGIN_IN_USE' | 'LOGIN_IN_USE2' | 'PHONE_NUMBER_ALREADY_IN_USE' | 'PHONE_NUMBER_ALREADY_IN_USE2';
  code: 'AUT439' | 'PRO400' | 'AUT444' | 'AUT442';
  message: string;
}

const LOGIN_IN_USE: SignUpConflict = { errorId: 'LOGIN_IN_USE', code: 'AUT439', message: 'Login already in use' };
// Two sign-ups of one email at once: the second finds no account when it checks, then loses the insert.
const LOGIN_IN_USE2: SignUpConflict = { errorId: 'LOGIN_IN_USE2', code: 'PRO400', message: 'Login already in use' };
const PHONE_IN_USE: SignUpConflict = { errorId: 'PHONE_NUMBER_ALREADY_IN_USE', code: 'AUT444', message: 'Phone number already in use' };
// A consumer known from elsewhere (not yet online) holds the number under another email.
const PHONE_IN_USE2: SignUpConflict = { errorId: 'PHONE_NUMBER_ALREADY_IN_USE2', code: 'AUT442', message: 'Phone number already in use' };

/** What stands in the way of an account for this email and phone, if anything. */
export async function signUpConflict(db: D1Database, email: string, phone: string | null): Promise<SignUpConflict | null> {
  if (await db.prepare('SELECT 1 FROM accounts WHERE email = ?').bind(email).first()) return LOGIN_IN_USE;
  if (!phone) return null;
  if (await db.prepare("SELECT 1 FROM accounts WHERE json_extract(profile, '$.consumerDetails.phone') = ?").bind(phone).first()) return PHONE_IN_USE;
  const prospect = await db.prepare("SELECT 1 FROM prospects WHERE json_extract(details, '$.phone') = ? AND email <> ?").bind(phone, email).first();
  return prospect ? PHONE_IN_USE2 : null;
}


/**
 * Creates the registered consumer, their account (the password PBKDF2-hashed) and the
 * subscriptions they ticked, in one batch; a concurrent sign-up of the same email that got there
 * first makes the insert fail, answered as LOGIN_IN_USE2.
 */
/**
 * Joins the loyalty programme at sign-up: the member id and the statements (the welcome bonus)
 * that go into the account's own batch. The loyalty home makes them; the caller passes them in,
 * so accounts do not depend on the programme.
 */
export type SignUpEnrolment = (db: D1Database, consumerNo: string, now: number) => { memberId: string; statements: D1PreparedStatement[] };

export async function createAccount(db: D1Database, body: SignUpRequest, enrol: SignUpEnrolment, now = Date.now()): Promise<{ consumerNo: string } | SignUpConflict> {
  const consumerNo = newConsumerNo();
  const password = await hashPassword(body.password);
  const member = body.subscriptions.loyaltyEnrollment;
  const enrolment = member ? enrol(db, consumerNo, now) : null;
  const today = new Date(now).toISOString().slice(0, 10);
  const profile = {
    consumerDetails: {
      firstName: body.firstName, lastName: body.lastName, birthDate: body.birthDate, gender: body.gender, phone: body.phone, postalCode: body.postalCode,
      address: [], source: { acquisitionType: body.source.acquisitionType, campaignName: body.source.campaignName }, identity: [],
    },
    isLoyaltyMember: member,
    loyaltyOptInDate: member ? today : null,
    loyaltySummary: member ? { points: { balance: 0 } } : null,
    preferences: { interests: '', preferredShoeSize: null },
  };
  const subscriptions: Array<[type: string, channel: string]> = [];
  if (body.subscriptions.newsletterConsent) subscriptions.push(['Newsletter', 'email']);
  if (body.subscriptions.loyaltyEnrollment) subscriptions.push(['Loyalty', 'email']);
  if (body.subscriptions.loyaltyNewsletterConsent) subscriptions.push(['LoyaltyNewsletter', 'email']);
  const stamp = new Date(now).toISOString();
  try {
    await db.batch([
      db.prepare("INSERT INTO consumers (consumer_no, type, created_at) VALUES (?, 'Registered', ?)").bind(consumerNo, now),
      db
        .prepare('INSERT INTO accounts (consumer_no, email, password_hash, password_salt, password_iterations, member_id, profile, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(consumerNo, body.email, password.hash, password.salt, password.iterations, enrolment?.memberId ?? null, JSON.stringify(profile), now),
      ...subscriptions.map(([type, channel]) =>
        db
          .prepare(
            `INSERT INTO subscriptions (email, type, channel, optin, double_optin, country, optin_date) VALUES (?, ?, ?, 1, 0, NULL, ?)
             ON CONFLICT (email, type, channel) DO UPDATE SET optin = 1, optin_date = COALESCE(optin_date, excluded.optin_date), optout_date = NULL`,
          )
          .bind(body.email, type, channel, stamp),
      ),
      // Offers by SMS go to the phone given with them (the sign-up rules require one), never the email.
      ...(body.subscriptions.smsNotificationConsent && body.phone
        ? [
            db
              .prepare("INSERT INTO sms_subscriptions (consumer_no, recipient, optin, optin_date) VALUES (?, ?, 1, ?)")
              .bind(consumerNo, body.phone, stamp),
          ]
        : []),
      // Joining at sign-up is joining: the welcome bonus, as for a shopper who joins later.
      ...(enrolment?.statements ?? []),
    ]);
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) return LOGIN_IN_USE2;
    throw error;
  }
  return { consumerNo };
}

interface ProspectDetails {
  firstName?: string | null;
  lastName?: string | null;
  birthDate?: string | null;
  phone?: string | null;
  postalCode?: string | null;
  gender?: 'F' | 'M' | 'U' | null;
}

/** What the backend knows of a consumer named by id and email together, or null when the two do not belong together. */
export async function userData(db: D1Database, consumerNo: string, email: string): Promise<UserData | null> {
  const prospect = await db.prepare('SELECT details FROM prospects WHERE consumer_no = ? AND email = ?').bind(consumerNo, email).first<{ details: string }>();
  const account = prospect ? null : await db.prepare('SELECT profile FROM accounts WHERE consumer_no = ? AND email = ?').bind(consumerNo, email).first<{ profile: string }>();
  if (!prospect && !account) return null;
  const details: ProspectDetails = prospect ? JSON.parse(prospect.details) : (JSON.parse(account!.profile) as { consumerDetails: ProspectDetails }).consumerDetails;
  return {
    consumerId: consumerNo,
    email,
    firstName: details.firstName ?? null,
    lastName: details.lastName ?? null,
    birthDate: details.birthDate ?? null,
    phone: details.phone ?? null,
    postalCode: details.postalCode ?? null,
    gender: details.gender ?? null,
  };
}
