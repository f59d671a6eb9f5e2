import { newsletterSubscription } from '../../shared/validation/subscription';
import { api, callApi } from '../api';

/** The footer form's opt-in (spec §2): a Newsletter email subscription through the storefront proxy. */
export function subscribeToNewsletter(email: string) {
  return callApi(api.consumer.subscribe, { body: newsletterSubscription(email) });
}
