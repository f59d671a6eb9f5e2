import type { IRequest } from 'itty-router';
import { EMAIL_INVALID_MESSAGE, isValidEmail, SubscriptionRequestSchema, type Subscription, type SubscriptionResponse } from '../../../shared/validation';
import { ensureDatabase } from '../../db/ready';
import type { Env } from '../../env';
import { errorResponse, json, parseBody, parseBodyWithEmail, queryParam, refusalResponse, siteOf, type MockRouter } from '../../http';
import { ConfirmSubscriptionRequestSchema } from '../../../shared/account/schemas/subscriptions';
import { confirmSubscription, LINK_EXPIRED, pendingSubscription, spendLinks } from '../newsletter-confirmation';
import { api } from '../../../shared/api';
import { on, registerRoutes } from '../../catalogue-routes';
import { putSmsSubscription } from './sms-subscription';

/*
 * Consumer (base /consumers-v3):
 *   POST /consumers-v3/consumer/subscription        { email, subscriptions[] } → the stored subscriptions
 *                                                   an opt-in asked with doubleOptin waits for its mailed link
 *   GET  /consumers-v3/consumer/subscription?email= → the stored subscriptions of that email
 *   PUT  /consumers-v3/consumer/subscription        the consumer's SMS subscription (sms-subscription.ts)
 *   POST /consumers-v3/consumer/subscription/confirm { token } → the link's address's subscriptions; SUBSCRIPTION_LINK_EXPIRED
 *                                                   for a link unknown, used or expired
 */


type SubscriptionRow = {
  email: string; type: Subscription['type']; channel: Subscription['channel']; optin: number; double_optin: number;
  category: string | null; country: string | null; region: string | null; optin_date: string | null; optout_date: string | null;
};

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    type: row.type,
    channel: row.channel,
    optin: row.optin === 1,
    doubleOptin: row.double_optin === 1,
    recipient: row.email,
    ...(row.category ? { category: row.category } : {}),
    ...(row.country ? { country: row.country } : {}),
    ...(row.region ? { region: row.region } : {}),
    ...(row.optin_date ? { optinDate: row.optin_date } : {}),
    ...(row.optout_date ? { optoutDate: row.optout_date } : {}),
  };
}

async function readSubscriptions(db: D1Database, email: string): Promise<SubscriptionResponse> {
  const { results } = await db.prepare('SELECT * FROM subscriptions WHERE email = ? ORDER BY type, channel').bind(email).all<SubscriptionRow>();
  return { email, subscriptions: results.map(toSubscription) };
}

async function prepare(env: Env): Promise<void> {
  await ensureDatabase(env.DB);
}

async function postSubscription(request: IRequest, env: Env): Promise<Response> {
  // An invalid email is AUT453 'Email is not valid'; any other shape problem is API400.
  const subscription = await parseBodyWithEmail(request, SubscriptionRequestSchema);
  if (subscription instanceof Response) return subscription;
  await prepare(env);
  const { email } = subscription;
  // Idempotent per email: the first opt-in date is kept; opting out records when, and spends any
  // confirmation link still out. An opt-in asked with double opt-in waits for its link instead.
  const now = new Date().toISOString();
  const { locale } = siteOf(request);
  const statements = await Promise.all(
    subscription.subscriptions.map(async (item) => {
      if (item.optin && item.doubleOptin) return pendingSubscription(env.DB, email, item, locale);
      const stored = env.DB.prepare(
        `INSERT INTO subscriptions (email, type, channel, optin, double_optin, category, country, region, optin_date, optout_date)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, CASE WHEN ?4 = 1 THEN ?9 END, CASE WHEN ?4 = 0 THEN ?9 END)
         ON CONFLICT (email, type, channel) DO UPDATE SET
           optin = excluded.optin, double_optin = CASE WHEN excluded.optin = 1 THEN excluded.double_optin ELSE double_optin END,
           category = COALESCE(excluded.category, category), country = COALESCE(excluded.country, country), region = COALESCE(excluded.region, region),
           optin_date = CASE WHEN excluded.optin = 1 THEN COALESCE(optin_date, excluded.optin_date) ELSE optin_date END,
           optout_date = CASE WHEN excluded.optin = 0 THEN COALESCE(excluded.optout_date, optout_date) ELSE NULL END`,
      ).bind(email, item.type, item.channel, item.optin ? 1 : 0, item.doubleOptin ? 1 : 0, item.category ?? null, item.country ?? null, item.region ?? null, now);
      return item.optin ? [stored] : [stored, spendLinks(env.DB, email, item.type, item.channel)];
    }),
  );
  const batch = statements.flat();
  if (batch.length) await env.DB.batch(batch);
  return json(await readSubscriptions(env.DB, email));
}

async function postConfirmation(request: IRequest, env: Env): Promise<Response> {
  const body = await parseBody(request, ConfirmSubscriptionRequestSchema);
  if (body instanceof Response) return refusalResponse(request, LINK_EXPIRED);
  await prepare(env);
  const confirmed = await confirmSubscription(env.DB, body.token);
  return 'email' in confirmed ? json(await readSubscriptions(env.DB, confirmed.email)) : refusalResponse(request, confirmed);
}

async function getSubscription(request: IRequest, env: Env): Promise<Response> {
  const email = (queryParam(request, 'email') ?? '').trim().toLowerCase();
  if (!email) return errorResponse(request, 400, 'API400', 'email is required');
  if (!isValidEmail(email)) return errorResponse(request, 'AUT453', EMAIL_INVALID_MESSAGE);
  await prepare(env);
  return json(await readSubscriptions(env.DB, email));
}

export function registerConsumerRoutes(router: MockRouter): void {
  registerRoutes(router, [
    on(api.consumer.subscription, getSubscription),
    on(api.consumer.subscribe, postSubscription),
    on(api.consumer.updateSubscription, putSmsSubscription),
    on(api.consumer.confirmSubscription, postConfirmation),
  ]);
}
