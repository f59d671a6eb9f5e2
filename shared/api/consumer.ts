import { SubscriptionRequestSchema, SubscriptionResponseSchema } from '../validation';
import { AddressInputSchema, AddressListSchema, AddressRulesSchema, CountryListSchema } from '../schemas/address';
import { ConsumerProfileSchema, NotificationPreferencesSchema, NotificationPreferencesResponseSchema, ProfileQuerySchema, UpdateProfileRequestSchema } from '../schemas/consumer';
import { endpoints } from './endpoint';
import * as routes from './routes/consumer';

// Calls listed relative to /consumers-v3 live under the authenticated consumer path, e.g.
// /consumers-v3/consumer/address. Entries without schemas get them with the account feature.

/** The signed-in shopper's profile, loyalty, subscriptions, saved cards, orders and addresses. */
export const consumer = endpoints(routes.consumer, {
  subscription: { response: SubscriptionResponseSchema },
  subscribe: { body: SubscriptionRequestSchema, response: SubscriptionResponseSchema },
  addAddress: { body: AddressInputSchema, response: AddressListSchema },
  updateAddress: { body: AddressInputSchema, response: AddressListSchema },
  removeAddress: { response: AddressListSchema },
  profile: { query: ProfileQuerySchema, response: ConsumerProfileSchema },
  updateProfile: { body: UpdateProfileRequestSchema, response: ConsumerProfileSchema },
  notification: { body: NotificationPreferencesSchema, response: NotificationPreferencesResponseSchema },
});

/** Country lists and store directories. */
export const utilities = endpoints(routes.utilities, {
  countryList: { response: CountryListSchema },
  addressRules: { response: AddressRulesSchema },
});
