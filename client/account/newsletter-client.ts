import { onDemand } from '#on-demand';
import { callFapi } from '../api';
import type { SubscriptionChange } from '../../shared/account/schemas/subscriptions';
import { newsletter, subscriptions } from '../../shared/fapi/routes/subscriptions';

/*
 * The browser's calls to the newsletter confirmation and the account's subscriptions. Their answer
 * schemas come with the API catalogue's on-demand chunk, so zod loads only when a call is made.
 */

const schemas = () => onDemand.apiCatalogue();

/** Sends a confirmation link's token: the address's subscriptions once it is opted in. */
export function confirmNewsletter(token: string) {
  return callFapi(newsletter.confirm, () => schemas().then((loaded) => loaded.SubscriptionResponseSchema), { body: { token } });
}

/** Switches one of the signed-in shopper's subscriptions on or off: their subscriptions after it. */
export function changeSubscription(change: SubscriptionChange) {
  return callFapi(subscriptions.change, () => schemas().then((loaded) => loaded.SubscriptionListSchema), { body: change });
}
