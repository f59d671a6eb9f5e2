import { RetrieveUserDataRequestSchema, UserDataSchema } from '../schemas/sign-up';
import { SubscriptionRequestSchema, SubscriptionResponseSchema } from '../validation';
import { endpoints } from './endpoint';
import * as routes from './routes/consumer';

// Calls listed relative to /consumers-v3 live under the authenticated consumer path, e.g.
// /consumers-v3/consumer/address. Entries without schemas get them with the account feature.

/** The signed-in shopper's profile, loyalty, subscriptions, saved cards, orders and addresses. */
export const consumer = endpoints(routes.consumer, {
  subscription: { response: SubscriptionResponseSchema },
  subscribe: { body: SubscriptionRequestSchema, response: SubscriptionResponseSchema },
  retrieveUserData: { body: RetrieveUserDataRequestSchema, response: UserDataSchema },
});

/** Country lists and store directories. */
export const utilities = endpoints(routes.utilities, {});
