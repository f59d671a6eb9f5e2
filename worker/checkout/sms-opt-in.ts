import { api } from '../../shared/api';
import { smsSubscriptionRequest } from '../../shared/account/sms-recipient';
import { signUpConfig, type Site } from '../../shared/site';
import type { UpstreamClient } from '../upstream';

/**
 * A signed-in shopper's SMS opt-in, accepted with the shipping address, kept on their account
 * through the consumer's SMS subscription: texts go to the address's phone, read by the site's
 * rules and sent in E.164, never to the email. A refused subscription does not stop the checkout:
 * the basket still says what was accepted.
 */
export async function subscribeToSms(upstream: UpstreamClient, site: Site, phone: string, country: string): Promise<void> {
  const request = smsSubscriptionRequest({ recipient: phone, optin: true, optInAccepted: true }, signUpConfig(site), country);
  const result = 'refused' in request ? { ok: false as const, errorId: request.refused } : await upstream.call(api.consumer.updateSubscription, { body: request });
  if (!result.ok) console.error(JSON.stringify({ msg: 'checkout: SMS subscription refused', errorId: result.errorId }));
}
