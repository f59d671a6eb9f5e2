import type { IRequest } from 'itty-router';
import { z } from 'zod';
import { BasketIdSchema, TokenTypeSchema } from '../../shared/schemas';
import { authenticate, createGuest, hashOf, REFRESH_TOKEN_TTL_S } from '../auth/tokens';
import { pathId } from '../cart/request';
import { ensureDatabase } from '../db/ready';
import type { Env } from '../env';
import { errorResponse, json, notFound, parseBody, queryParam, type MockRouter } from '../http';
import { placeTestOrder } from '../account/test-orders';
import { latestMail } from '../account/password-reset';
import { RESET_LINK_TTL_S } from '../account/reset-link-ttl';
import { passwordResetMail } from '../account/mail';
import { hashPassword } from '../auth/passwords';
import { chargesOf } from '../checkout/routes/checkout';
import { arrangeFault, CheckoutFaultSchema } from '../checkout/faults';
import { createTestGiftCard, expireTestGiftCard } from '../payments/routes/gift-cards';
import { deliverOrder, loyaltyRecord } from '../loyalty/test-loyalty';
import { createTestRewardCard } from '../payments/routes/reward-card-test';

/*
 * Test controls: what a test needs to arrange and no real backend offers, namely ageing the
 * caller's basket (to see it lapse), a spent refresh token (past its reuse window) or a sign-in's
 * authorisation code (past its minute), handing the caller's basket to another consumer (to see
 * INVALID_CUSTOMER), a failure its next place order meets (TAX309, TAX310, ORD415), unlocking an account locked by wrong passwords, making the caller a
 * registered shopper or a store employee without a sign-in, reading the mail the mocks "sent" (a
 * password reset link), ageing a reset link, creating an account of a test's own, setting a
 * variant's stock, reading what checkout charged, issuing a test's own reward card, expiring a test's own gift card, approving a
 * test's reviews and questions, reading whether orders and charges agree, and changing
 * what a test's own account has left to spend (points, athlete credit). Outside the
 * API catalogue, so the
 * storefront's proxy never forwards them, and answered only when the mocks run with
 * MOCKS_TEST_CONTROL=on (the worker tests set it); otherwise these paths do not exist.
 */

const AgeSchema = z.object({ days: z.number().min(0).max(365) });
const TokenAgeSchema = z.object({ refreshToken: z.string().min(1).max(200), seconds: z.number().int().min(0).max(REFRESH_TOKEN_TTL_S) });
const CodeAgeSchema = z.object({ authorizationCode: z.string().min(1).max(200), seconds: z.number().int().min(0).max(3600) });
const ConsumerSchema = z.object({ type: TokenTypeSchema.optional(), consumerType: z.enum(['EMPLOYEE']).nullable().optional() });

const DAY_MS = 24 * 60 * 60 * 1000;

const StockSchema = z.object({ sku: z.string().regex(/^[A-Z0-9]{8}\d{3}-[A-Z0-9]+$/), available: z.number().int().min(0).max(100000) });

/** Sets how many units of a variant orders can still take (the last-unit race needs exactly one). */
async function setStock(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, StockSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  await env.DB.prepare('INSERT INTO sku_stock (sku, available) VALUES (?, ?) ON CONFLICT (sku) DO UPDATE SET available = excluded.available').bind(input.sku, input.available).run();
  return json(input);
}

/** Moves the caller's basket's last change `days` into the past. */
async function ageBasket(request: IRequest, env: Env): Promise<Response> {
  const basketId = pathId(request, 'basketId', BasketIdSchema, request.params.basketId);
  if (basketId instanceof Response) return basketId;
  const input = await parseBody(request, AgeSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const aged = await env.DB.prepare('UPDATE carts SET updated_at = updated_at - ? WHERE id = ? AND consumer_no = ?').bind(Math.round(input.days * DAY_MS), basketId, consumer.consumerNo).run();
  return aged.meta.changes ? json({ basketId, agedDays: input.days }) : notFound(request);
}

/** The caller's basket meets the given failure at its next place order. */
async function arrangeCheckoutFault(request: IRequest, env: Env): Promise<Response> {
  const basketId = pathId(request, 'basketId', BasketIdSchema, request.params.basketId);
  if (basketId instanceof Response) return basketId;
  const input = await parseBody(request, z.object({ code: CheckoutFaultSchema }));
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const owned = await env.DB.prepare('SELECT 1 FROM carts WHERE id = ? AND consumer_no = ?').bind(basketId, consumer.consumerNo).first();
  if (!owned) return notFound(request);
  await arrangeFault(env.DB, basketId, input.code);
  return json({ basketId, code: input.code });
}

/** Hands the caller's basket to a new guest consumer, as if another session had taken it over. */
async function reassignBasket(request: IRequest, env: Env): Promise<Response> {
  const basketId = pathId(request, 'basketId', BasketIdSchema, request.params.basketId);
  if (basketId instanceof Response) return basketId;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const owner = await createGuest(env.DB);
  const moved = await env.DB.prepare('UPDATE carts SET consumer_no = ? WHERE id = ? AND consumer_no = ?').bind(owner.consumerNo, basketId, consumer.consumerNo).run();
  return moved.meta.changes ? json({ basketId, reassigned: true }) : notFound(request);
}

/**
 * A handler that moves a time of the row a secret names `seconds` into the past; whoever holds the
 * secret may, and the row is found by the secret's hash as the service stores it.
 */
function ageBySecret<S extends z.ZodType<{ seconds: number }>>(schema: S, secretOf: (input: z.infer<S>) => string, update: string) {
  return async (request: IRequest, env: Env): Promise<Response> => {
    const input = await parseBody(request, schema);
    if (input instanceof Response) return input;
    await ensureDatabase(env.DB);
    const aged = await env.DB.prepare(update).bind(input.seconds * 1000, await hashOf(secretOf(input))).run();
    return aged.meta.changes ? json({ agedSeconds: input.seconds }) : notFound(request);
  };
}

/** Moves a spent refresh token's spending into the past. */
const ageRefreshToken = ageBySecret(TokenAgeSchema, (input) => input.refreshToken, "UPDATE auth_tokens SET rotated_at = rotated_at - ? WHERE token_hash = ? AND kind = 'refresh' AND rotated_at IS NOT NULL");

/** Moves a sign-in's authorisation code's expiry into the past. */
const ageAuthorizationCode = ageBySecret(CodeAgeSchema, (input) => input.authorizationCode, 'UPDATE auth_codes SET expires_at = expires_at - ? WHERE code_hash = ?');

const UnlockSchema = z.object({ email: z.string().trim().min(1).max(100) });

/** Clears an account's failed sign-ins and lock, as a password reset would. */
async function unlockAccount(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, UnlockSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const unlocked = await env.DB.prepare('UPDATE accounts SET failed_attempts = 0, locked_at = NULL WHERE email = ?').bind(input.email.toLowerCase()).run();
  return unlocked.meta.changes ? json({ unlocked: true }) : notFound(request);
}

/** Changes what kind of consumer the caller is. */
async function setConsumer(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ConsumerSchema);
  if (input instanceof Response) return input;
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  await env.DB.prepare('UPDATE consumers SET type = COALESCE(?, type), consumer_type = CASE WHEN ? THEN ? ELSE consumer_type END WHERE consumer_no = ?')
    .bind(input.type ?? null, input.consumerType !== undefined ? 1 : 0, input.consumerType ?? null, consumer.consumerNo)
    .run();
  return json({ consumerNo: consumer.consumerNo });
}

/** Every stored row of the payment provider's tokens and the saved payment methods, whole, for tests that check what is kept. */
async function paymentTables(_request: IRequest, env: Env): Promise<Response> {
  await ensureDatabase(env.DB);
  const [tokens, instruments, keys] = await env.DB.batch([
    env.DB.prepare('SELECT * FROM payment_tokens'),
    env.DB.prepare('SELECT * FROM payment_instruments'),
    env.DB.prepare('SELECT * FROM payment_provider_keys'),
  ]);
  return json({ payment_tokens: tokens!.results, payment_instruments: instruments!.results, payment_provider_keys: keys!.results });
}

/** The latest mail the mocks "sent" to an address (a password reset link). */
async function readOutbox(request: IRequest, env: Env): Promise<Response> {
  const recipient = (queryParam(request, 'recipient') ?? '').trim().toLowerCase();
  await ensureDatabase(env.DB);
  const mail = recipient ? await latestMail(env.DB, recipient) : null;
  if (!mail) return notFound(request);
  const text = mail.kind === 'password-reset' ? passwordResetMail(mail.link, RESET_LINK_TTL_S) : undefined;
  return json({ recipient, kind: mail.kind, link: mail.link, sentAt: mail.created_at, ...(text ? { language: text.language, subject: text.subject, body: text.body } : {}) });
}

/** Moves a reset link's expiry into the past. */
const ResetAgeSchema = z.object({ token: z.string().min(1).max(200), seconds: z.number().int().min(0).max(3600) });
const ageResetLink = ageBySecret(ResetAgeSchema, (input) => input.token, 'UPDATE password_resets SET expires_at = expires_at - ? WHERE token_hash = ?');

const NewAccountSchema = z.object({
  email: z.string().email().max(100),
  password: z.string().min(8).max(200),
  consumerType: z.enum(['EMPLOYEE']).nullable().default(null),
  employeeTermsAccepted: z.boolean().nullable().default(null),
  /** A confirmed loyalty member with this many points. */
  loyaltyPoints: z.number().int().min(0).max(1_000_000).optional(),
  /** An athlete with this annual credit and spend of it (major units). */
  athlete: z.object({ annualCredit: z.number().min(0).max(100_000), currentSpend: z.number().min(0).max(100_000) }).strict().optional(),
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
    consumerDetails: { firstName: 'Test', lastName: 'Shopper', birthDate: '1991-05-20', gender: 'U', phone: '+12025550188', postalCode: '80302', address: [], source: { acquisitionType: 'web', campaignName: null }, identity: [], ...employee, ...athlete },
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

const ModerationSchema = z.object({
  reviewIds: z.array(z.string().min(1).max(64)).max(50).default([]),
  questionIds: z.array(z.string().min(1).max(64)).max(50).default([]),
});

/** Approves pending reviews and questions as a moderator would, so a test can see shopper text listed. */
async function approveUgc(request: IRequest, env: Env): Promise<Response> {
  const input = await parseBody(request, ModerationSchema);
  if (input instanceof Response) return input;
  await ensureDatabase(env.DB);
  const approve = (table: 'reviews' | 'questions', ids: string[]) =>
    ids.map((id) => env.DB.prepare(`UPDATE ${table} SET status = 'approved' WHERE id = ? AND status = 'pending'`).bind(id));
  const statements = [...approve('reviews', input.reviewIds), ...approve('questions', input.questionIds)];
  const results = statements.length ? await env.DB.batch(statements) : [];
  return json({ approved: results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0) });
}

/**
 * Whether orders and charges agree since `since` (ms): an order without a charge, a charge without
 * its order, or charges that do not add up to their order's total is money or goods lost.
 */
async function ledger(request: IRequest, env: Env): Promise<Response> {
  const since = Number(queryParam(request, 'since') ?? 'NaN');
  if (!Number.isSafeInteger(since) || since < 0) return errorResponse(request, 400, 'API400', 'since is a time in milliseconds');
  await ensureDatabase(env.DB);
  const rows = async (sql: string) => (await env.DB.prepare(sql).bind(since).all<{ order_no: string }>()).results.map((row) => row.order_no);
  const [orders, charges] = await env.DB.batch<{ n: number }>([
    env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE created_at >= ?').bind(since),
    env.DB.prepare('SELECT COUNT(*) AS n FROM payment_charges WHERE created_at >= ?').bind(since),
  ]);
  return json({
    orders: orders!.results[0]?.n ?? 0,
    charges: charges!.results[0]?.n ?? 0,
    ordersWithoutCharge: await rows('SELECT o.order_no FROM orders o WHERE o.created_at >= ? AND NOT EXISTS (SELECT 1 FROM payment_charges c WHERE c.order_no = o.order_no)'),
    chargesWithoutOrder: await rows('SELECT DISTINCT c.order_no FROM payment_charges c WHERE c.created_at >= ? AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_no = c.order_no)'),
    // Every instrument an order was paid with is one charge row: together they are its total.
    chargesOffTotal: await rows('SELECT o.order_no FROM orders o JOIN payment_charges c ON c.order_no = o.order_no WHERE o.created_at >= ? GROUP BY o.order_no HAVING SUM(c.amount) <> MAX(o.total)'),
  });
}

export function registerTestControlRoutes(router: MockRouter): void {
  router.all('/__test/*', (request: IRequest, env: Env) => (env.MOCKS_TEST_CONTROL === 'on' ? undefined : notFound(request)));
  router.post('/__test/cart/:basketId/age', ageBasket);
  router.post('/__test/cart/:basketId/reassign', reassignBasket);
  router.post('/__test/cart/:basketId/fault', arrangeCheckoutFault);
  router.post('/__test/consumer', setConsumer);
  router.post('/__test/account/unlock', unlockAccount);
  router.post('/__test/token/age', ageRefreshToken);
  router.post('/__test/auth-code/age', ageAuthorizationCode);
  router.post('/__test/orders', placeTestOrder);
  router.get('/__test/payment-tables', paymentTables);
  router.get('/__test/outbox', readOutbox);
  router.post('/__test/reset-link/age', ageResetLink);
  router.post('/__test/accounts', createAccount);
  router.post('/__test/stock', setStock);
  router.get('/__test/charges', chargesOf);
  router.post('/__test/giftcards', createTestGiftCard);
  router.post('/__test/giftcards/expire', expireTestGiftCard);
  router.post('/__test/reward-cards', createTestRewardCard);
  router.post('/__test/accounts/balances', setBalances);
  router.post('/__test/ugc/approve', approveUgc);
  router.get('/__test/ledger', ledger);
  router.get('/__test/loyalty', loyaltyRecord);
  router.post('/__test/orders/:orderNo/deliver', deliverOrder);
}
