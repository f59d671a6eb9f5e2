import type { SmsOptInBody, SmsSubscriptionRequest } from './schemas/sms-subscription';
import { parsePhone, type PhoneRegion } from '../validation/phone';

/** Why an SMS subscription is refused. */
export type SmsRefusal = 'SMS_PHONE_INVALID' | 'SMS_TERMS_NOT_ACCEPTED';

/**
 * The consumer subscription call's body for an SMS opt-in (or opt-out): the recipient is the phone
 * read by the site's rules, in E.164. An email address, or anything else that is no phone number,
 * is refused; so is opting in without the terms accepted. Opting out needs no acceptance.
 * @example smsSubscriptionRequest({ recipient: '(303) 555-0188', optin: true, optInAccepted: true }, { phoneCountry: 'US' }, 'US')
 */
export function smsSubscriptionRequest(body: SmsOptInBody, region: PhoneRegion, country: string): SmsSubscriptionRequest | { refused: SmsRefusal } {
  // An email address holds digits often enough to look like a number once the rest is dropped.
  const phone = body.recipient.includes('@') ? null : parsePhone(body.recipient, region);
  if (!phone) return { refused: 'SMS_PHONE_INVALID' };
  if (body.optin && !body.optInAccepted) return { refused: 'SMS_TERMS_NOT_ACCEPTED' };
  return { subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: body.optin, recipient: phone.e164, country }] };
}
