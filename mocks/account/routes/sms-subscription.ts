import type { IRequest } from 'itty-router';
import { api } from '../../../shared/api';
import { SmsSubscriptionRequestSchema } from '../../../shared/account/schemas/sms-subscription';
import { parsePhone } from '../../../shared/validation/phone';
import { authenticate } from '../../auth';
import { answer } from '../../catalogue-routes';
import type { Env } from '../../env';
import { errorResponse, readJson } from '../../http';
import { smsSubscriptionStatement } from '../sms-subscriptions';
import { readProfile } from '../profile';

/*
 * The consumer's SMS subscription:
 *   PUT /consumers-v3/consumer/subscription   { subscriptions: [{ type Newsletter, channel sms, optin, recipient (E.164), country? }] }
 *     → the profile's subscriptions; SMS_PHONE_INVALID (400) for a recipient that is no phone
 *     number (an email address included), PRO404 without an account.
 */

const hasAccount = async (db: D1Database, consumerNo: string) => (await db.prepare('SELECT 1 AS found FROM accounts WHERE consumer_no = ?').bind(consumerNo).first()) !== null;

/** Played with the subscription path's other methods (consumer.ts), which answer 405 to any method they do not list. */
export async function putSmsSubscription(request: IRequest, env: Env): Promise<Response> {
  const consumer = await authenticate(request, env);
  if (consumer instanceof Response) return consumer;
  const parsed = SmsSubscriptionRequestSchema.safeParse(await readJson(request));
  const [item] = parsed.success ? parsed.data.subscriptions : [];
  if (!parsed.success || !item) {
    const aboutRecipient = parsed.error?.issues.some((issue) => issue.path.at(-1) === 'recipient');
    return aboutRecipient ? errorResponse(request, 'SMS_PHONE_INVALID', 'A valid phone number is required') : errorResponse(request, 400, 'API400', 'The SMS subscription is not valid');
  }
  // E.164 carries its own dial code, so any region reads it; the library judges the number.
  const phone = parsePhone(item.recipient, { phoneCountry: 'US' });
  if (!phone) return errorResponse(request, 'SMS_PHONE_INVALID', 'A valid phone number is required');
  if (!(await hasAccount(env.DB, consumer.consumerNo))) return errorResponse(request, 'PRO404', 'Profile not found');
  await smsSubscriptionStatement(env.DB, consumer.consumerNo, { optin: item.optin, recipient: phone.e164, ...(item.country ? { country: item.country } : {}) }, new Date().toISOString()).run();
  const profile = await readProfile(env.DB, consumer.consumerNo, false);
  return profile ? answer(api.consumer.updateSubscription, { subscriptions: profile.subscriptions }) : errorResponse(request, 'PRO404', 'Profile not found');
}
