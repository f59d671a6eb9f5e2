import { api } from '../../shared/api';
import type { UpstreamClient } from '../upstream';

/**
 * A signed-in shopper's SMS opt-in, accepted with the shipping address, kept on their account
 * through the consumer subscription call (the basket keeps it too, as it does for a guest). A
 * refused subscription does not stop the checkout: the basket still says what was accepted.
 */
export async function subscribeToSms(upstream: UpstreamClient, email: string, country: string): Promise<void> {
  const result = await upstream.call(api.consumer.subscribe, { body: { email, subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true, country }] } });
  if (!result.ok) console.error(JSON.stringify({ msg: 'checkout: SMS subscription refused', errorId: result.errorId }));
}
