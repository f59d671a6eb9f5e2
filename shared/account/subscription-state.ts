import type { Subscription } from '../validation/subscription';

/**
 * Where a subscription stands: opted in; pending, when a double opt-in waits for its mailed link
 * (not opted in, never opted out since it was asked); or unsubscribed, with the date it was.
 */
export type SubscriptionState = 'subscribed' | 'pending' | 'unsubscribed';

/** The state a subscription's fields say. */
export function subscriptionState(subscription: Pick<Subscription, 'optin' | 'doubleOptin' | 'optoutDate'>): SubscriptionState {
  if (subscription.optin) return 'subscribed';
  return subscription.doubleOptin && !subscription.optoutDate ? 'pending' : 'unsubscribed';
}
