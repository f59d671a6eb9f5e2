import type { IRequest } from 'itty-router';
import * as z from 'zod';
import { hashPassword } from '../../auth';
import { RESET_LINK_TTL_S } from '../../data/reset-link-ttl';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, notFound, parseBody, queryParam, type MockRouter } from '../../http';
import { ageBySecret } from '../../age-by-secret';
import { newsletterConfirmMail, passwordResetMail } from '../mail';
import { NEWSLETTER_LINK_TTL_S } from '../../data/newsletter-link-ttl';
import { latestMail } from '../password-reset';
import { placeTestOrder } from '../test-orders';

// Test controls of accounts: POST /__test/orders, GET /__test/outbox?recipient=, POST /__test/reset-link/age {token, seconds}, POST /__test/newsletter-link/age {token, seconds}, POST /__test/accounts {email, password, ...}, POST /__test/accounts/balances {email, loyaltyPoints?, athleteCurrentSpend?}.

/** The latest mail the mocks "sent" to an address (a password reset link). */
async function readOutbox(request: IRequest, env: Env): Promise<Response> {
  const recipient = (queryParam(request, 'recipient') ?? '').trim().toLowerCase();
  await ensureDatabase(env.DB);
  const mail = recipient ? await latestMail(env.DB, recipient) : null;
  if (!mail) return notFound(request);
  const text = mail.kind === 'password-reset' ? passwordResetMail(mail.link, RESET_LINK_TTL_S) : mail.kind === 'newsletter-confirm' ? newsletterConfirmMail(mail.link, NEWSLETTER_LINK_TTL_S) : undefined;
  return json({ recipient, kind: mail.kind, link: mail.link, sentAt: mail.created_at, ...(text ? { language: text.language, subject: text.subject, body: text.body } : {}) });
}

/** Moves a reset link's expiry into the past. */
const ResetAgeSchema = z.object({ token: z.string().min(1).max(200), seconds: z.number().int().min(0).max(3600) });
const ageResetLink = ageBySecret(ResetAgeSchema, (input) => input.token, 'UPDATE password_resets SET expires_at = expires_at - ? WHERE token_hash = ?');

/** Moves a newsletter confirmation link's expiry into the past (its lifetime is days). */
const NewsletterLinkAgeSchema = z.object({ token: z.string().min(1).max(200), seconds: z.number().int().min(0).max(7 * 24 * 3600) });
const ageNewsletterLink = ageBySecret(NewsletterLinkAgeSchema, (input) => input.token, 'UPDATE newsletter_confirmations SET expires_at = expires_at - ? WHERE token_hash = ?');

const NewAccountSchema = z.object({
  email: z.string().email().max(100),
  password: z.string().min(8).max(200),
  consumerType: z.enum(['EMPLOYEE']).nullable().default(null),
  employeeTermsAccepted: z.boolean().nullable().default(null),
  /** A confirmed loyalty member with this many points. */
  loyaltyPoints: z.number().int().min(0).max(1_000_000).optional(),
  /** An athlete with this annual credit and spend of it (major units). */
  athlete: z.object({ annualCredit: z.number().min(0).max(100_000), currentSpend: z.number().min(0).max(100_000) }).strict().optional(),
  /** A shopper without a phone (null); otherwise the account has one. */
  phone: z.null().optional(),
});

/**
 * A registered account of its own for a test that changes what it touches (a password, the
 * employee terms), so reruns against kept state start alike: a fresh email each run.
 */
async function createAccount(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, NewAccountSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const taken = await env.DB.prepare('SELECT 1 FROM accounts WHERE email = ?').bind(input.email.toLowerCase()).first();
  if (taken) return errorResponse(request, 'AUT439', 'Login in use');
  const consumerNo = `C${crypto.randomUUID().replace(/-/g, '').slice(0, 15).toUpperCase()}`;
  const password = await hashPassword(input.password);
  const employee = input.consumerType === 'EMPLOYEE' ? { employee: { currentSpend: 120, annualCap: 1500 } } : {};
  const athlete = input.athlete ? { athlete: input.athlete } : {};
  const profile = {
    consumerDetails: { firstName: 'Test', lastName: 'Shopper', birthDate: '1991-05-20', gender: 'U', phone: input.phone === null ? null : '+12025550188', postalCode: '80302', address: [], source: { acquisitionType: 'web', campaignName: null }, identity: [], ...employee, ...athlete },
    ...(input.loyaltyPoints === undefined
      ? { isLoyaltyMember: false, loyaltyOptInDate: null, loyaltySummary: null }
      : { isLoyaltyMember: true, loyaltyOptInDate: '2025-06-01', loyaltySummary: { points: { balance: input.loyaltyPoints } } }),
    preferences: { interests: '', preferredShoeSize: null },
  };
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO consumers (consumer_no, type, created_at, consumer_type) VALUES (?, 'Registered', ?, ?)").bind(consumerNo, now, input.consumerType),
    env.DB.prepare(
      'INSERT INTO accounts (consumer_no, email, password_hash, password_salt, password_iterations, employee_terms_accepted, profile, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).bind(consumerNo, input.email.toLowerCase(), password.hash, password.salt, password.iterations, input.employeeTermsAccepted === null ? null : Number(input.employeeTermsAccepted), JSON.stringify(profile), now),
  ]);
  return json({ consumerNo, email: input.email.toLowerCase() });
}

const BalancesSchema = z
  .object({
    email: z.string().email().max(100),
    loyaltyPoints: z.number().int().min(0).max(1_000_000).optional(),
    /** Major units. */
    athleteCurrentSpend: z.number().min(0).max(100_000).optional(),
  })
  .strict();

/**
 * What a test's own account has left to spend, changed as another order or channel would have
 * spent it (between applying a voucher or athlete payment and placing the order): the points, or
 * the athlete credit's spend (read again from the profile).
 */
async function setBalances(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, BalancesSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const account = await env.DB.prepare('SELECT consumer_no FROM accounts WHERE email = ?').bind(input.email.toLowerCase()).first<{ consumer_no: string }>();
  if (!account) return notFound(request);
  const consumerNo = account.consumer_no;
  const statements: D1PreparedStatement[] = [];
  if (input.loyaltyPoints !== undefined) {
    statements.push(
      env.DB.prepare('INSERT INTO loyalty_points (consumer_no, points) VALUES (?, ?) ON CONFLICT (consumer_no) DO UPDATE SET points = excluded.points').bind(consumerNo, input.loyaltyPoints),
      env.DB.prepare("UPDATE accounts SET profile = json_set(profile, '$.loyaltySummary.points.balance', ?) WHERE consumer_no = ?").bind(input.loyaltyPoints, consumerNo),
    );
  }
  if (input.athleteCurrentSpend !== undefined) {
    statements.push(
      env.DB.prepare('DELETE FROM athlete_credit WHERE consumer_no = ?').bind(consumerNo),
      env.DB.prepare("UPDATE accounts SET profile = json_set(profile, '$.consumerDetails.athlete.currentSpend', ?) WHERE consumer_no = ?").bind(input.athleteCurrentSpend, consumerNo),
    );
  }
  if (statements.length) await env.DB.batch(statements);
  return json({ consumerNo });
}

export function registerAccountTestControls(router: MockRouter): void {
  router.post('/__test/orders', placeTestOrder);
  router.get('/__test/outbox', readOutbox);
  router.post('/__test/reset-link/age', ageResetLink);
  router.post('/__test/newsletter-link/age', ageNewsletterLink);
  router.post('/__test/accounts', createAccount);
  router.post('/__test/accounts/balances', setBalances);
}
