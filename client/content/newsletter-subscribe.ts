import { newsletterSubscription } from '../../shared/validation/subscription';
import { api, callApi } from '../api';

/** The footer form's opt-in: a Newsletter email subscription through the storefront proxy. */
export function subscribeToNewsletter(email: string) {
  return callApi(api.consumer.subscribe, { body: newsletterSubscription(email) });
}
