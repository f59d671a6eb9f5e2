import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../app-env';
import { fapi } from '../../../shared/fapi/schemas';
import { api } from '../../../shared/api';
import { hashedKey, limitAll, NEWSLETTER_CONFIRM_LIMITS, NEWSLETTER_LIMITS, SUBSCRIPTION_CHANGE_LIMITS } from '../../middleware/rate-limit';
import { apiError, wordedError } from '../../errors/api-error';
import { readJsonBody } from '../../routes/read-body';
import { createUpstreamClient } from '../../upstream';
import { shopperSession } from '../../session/middleware';
import { translatorFor } from '../../../shared/i18n/catalogues';
import { confirmNewsletter, setNotificationPreferences, subscribeToNewsletter } from '../newsletter';
import { registeredShopper, upstreamFailure } from './account-call';

/*
 * The newsletter and the account's subscriptions (writes same-origin checked by the middleware):
 *   POST /fapi/newsletter              {email} → {outcome}: subscribed, pending (a link was mailed) or already-subscribed
 *   POST /fapi/newsletter/confirm      {token} → the address's subscriptions; SUBSCRIPTION_LINK_EXPIRED for a link
 *                                      unknown, used or expired
 *   GET  /fapi/account/subscriptions   the signed-in shopper's subscriptions, every type and channel
 *   PUT  /fapi/account/subscriptions   {type, channel, optin} → the subscriptions after the change
 * A sign-up may mail someone, so it is limited per client, per shopper and per address; a token
 * can be guessed at, so confirming is limited per client.
 */

const BODY_MAX_BYTES = 1024;

async function signUp(c: Context<AppEnv>): Promise<Response> {
  const raw = await readJsonBody(c, z.object({ email: z.string() }), BODY_MAX_BYTES, 'The newsletter sign-up is not valid');
  if (raw instanceof Response) return raw;
  // An address that is no email address is the form's own refusal, in the page's language.
  const body = fapi.newsletter.subscribe.body.safeParse(raw);
  if (!body.success) return apiError(c, 'AUT453', translatorFor(c.get('requestContext').site).t('apiError.AUT453'));
  const email = body.data.email.trim().toLowerCase();
  const session = shopperSession(c);
  const owner = (await session.current())?.consumerNo;
  const emailKey = await hashedKey(email);
  const limited = await limitAll(c, [NEWSLETTER_LIMITS.address, { ...NEWSLETTER_LIMITS.email, key: () => emailKey }, ...(owner ? [{ ...NEWSLETTER_LIMITS.owner, key: () => owner }] : [])]);
  if (limited) return limited;
  const ctx = c.get('requestContext');
  const result = await subscribeToNewsletter(createUpstreamClient(c.env, ctx), ctx.site, email);
  return result.ok ? c.json(result.data) : upstreamFailure(c, result);
}

async function confirm(c: Context<AppEnv>): Promise<Response> {
  const limited = await limitAll(c, [NEWSLETTER_CONFIRM_LIMITS.address]);
  if (limited) return limited;
  const { t } = translatorFor(c.get('requestContext').site);
  // A malformed token is refused like a spent one: nothing tells the two apart.
  const body = await readJsonBody(c, fapi.newsletter.confirm.body, BODY_MAX_BYTES, t('newsletter.confirmExpired'));
  if (body instanceof Response) return apiError(c, 'SUBSCRIPTION_LINK_EXPIRED', t('newsletter.confirmExpired'));
  const result = await confirmNewsletter(createUpstreamClient(c.env, c.get('requestContext')), body.token);
  if (result.ok) return c.json(result.data);
  return result.errorId === 'SUBSCRIPTION_LINK_EXPIRED' ? apiError(c, 'SUBSCRIPTION_LINK_EXPIRED', t('newsletter.confirmExpired')) : upstreamFailure(c, result);
}

async function list(c: Context<AppEnv>): Promise<Response> {
  const shopper = await registeredShopper(c);
  if (shopper instanceof Response) return shopper;
  const profile = await shopper.upstream.call(api.consumer.profile, { query: {} });
  return profile.ok ? c.json({ subscriptions: profile.data.subscriptions }) : upstreamFailure(c, profile);
}

async function change(c: Context<AppEnv>): Promise<Response> {
  const shopper = await registeredShopper(c);
  if (shopper instanceof Response) return shopper;
  const { consumerNo } = shopper.session;
  const limited = await limitAll(c, [{ ...SUBSCRIPTION_CHANGE_LIMITS.owner, key: () => consumerNo }]);
  if (limited) return limited;
  const body = await readJsonBody(c, fapi.subscriptions.change.body, BODY_MAX_BYTES, 'The subscription change is not valid');
  if (body instanceof Response) return body;
  // Offers by SMS are switched on where the phone and its terms are asked for, never from this list.
  if (body.channel === 'sms' && body.optin) return wordedError(c, 400, 'API400', 'Offers by SMS are switched on with a phone number and their terms');
  const result = await setNotificationPreferences(shopper.upstream, c.get('requestContext').site, [body]);
  return result.ok ? c.json(result.data) : upstreamFailure(c, result);
}

export const newsletterRoutes = new Hono<AppEnv>()
  .on(fapi.newsletter.subscribe.method, fapi.newsletter.subscribe.path, signUp)
  .on(fapi.newsletter.confirm.method, fapi.newsletter.confirm.path, confirm)
  .on(fapi.subscriptions.list.method, fapi.subscriptions.list.path, list)
  .on(fapi.subscriptions.change.method, fapi.subscriptions.change.path, change);
