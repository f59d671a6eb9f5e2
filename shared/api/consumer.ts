import { RetrieveUserDataRequestSchema, UserDataSchema } from '../schemas/sign-up';
import { ReturnLabelRequestSchema, ReturnSchema } from '../schemas/returns';
import { ConsumerLookupQuerySchema, ConsumerLookupSchema } from '../schemas/consumer-lookup';
import { SubscriptionRequestSchema, SubscriptionResponseSchema } from '../validation';
import {
  AddPaymentInstrumentRequestSchema,
  CardSaveResultSchema,
  PaymentInstrumentChangeResultSchema,
  PaymentInstrumentsResponseSchema,
  UpdatePaymentInstrumentRequestSchema,
} from '../schemas/payment-instruments';
import { AddressInputSchema, AddressListSchema, AddressRulesSchema, CountryListSchema } from '../schemas/address';
import { ConsumerProfileSchema, NotificationPreferencesSchema, NotificationPreferencesResponseSchema, ProfileQuerySchema, UpdateProfileRequestSchema } from '../schemas/consumer';
import { StoreEmployeesSchema } from '../schemas/stores';
import { UtilityStoresSchema } from '../in-store/schemas';
import { endpoints } from './endpoint';
import {
  ContactCategoriesSchema,
  ContactUsRequestSchema,
  OrderRequestSchema,
  OrderSchema,
  PurchaseHistoryRequestSchema,
  PurchaseHistorySchema,
  ResendGiftCardEmailRequestSchema,
  ResendGiftCardEmailSchema,
  SupportCaseSchema,
  TrackedOrderSchema,
  TrackOrderRequestSchema,
  WarrantyRequestSchema,
} from '../schemas';
import * as routes from './routes/consumer';

// Calls listed relative to /consumers-v3 live under the authenticated consumer path, e.g.
// /consumers-v3/consumer/address. Entries without schemas get them with the account feature.

/** The signed-in shopper's profile, loyalty, subscriptions, saved cards, orders and addresses. */
export const consumer = endpoints(routes.consumer, {
  subscription: { response: SubscriptionResponseSchema },
  subscribe: { body: SubscriptionRequestSchema, response: SubscriptionResponseSchema },
  retrieveUserData: { body: RetrieveUserDataRequestSchema, response: UserDataSchema },
  // Orders and support: the worker's alone (the account and help pages' routes), never the proxy's.
  purchase: { response: OrderSchema },
  // The answer is the invoice itself (application/pdf), which the worker passes on as it comes.
  downloadInvoice: { body: OrderRequestSchema },
  purchaseHistory: { body: PurchaseHistoryRequestSchema, response: PurchaseHistorySchema },
  returnLabel: { body: ReturnLabelRequestSchema, response: ReturnSchema },
  trackOrder: { body: TrackOrderRequestSchema, response: TrackedOrderSchema },
  cancelOrder: { body: OrderRequestSchema, response: OrderSchema },
  resendGiftCardEmail: { body: ResendGiftCardEmailRequestSchema, response: ResendGiftCardEmailSchema },
  warranty: { body: WarrantyRequestSchema, response: SupportCaseSchema },
  contactUs: { body: ContactUsRequestSchema, response: SupportCaseSchema },
  contactUsSubjects: { response: ContactCategoriesSchema },
  paymentInstruments: { response: PaymentInstrumentsResponseSchema },
  addPaymentInstrument: { body: AddPaymentInstrumentRequestSchema, response: CardSaveResultSchema },
  updatePaymentInstrument: { body: UpdatePaymentInstrumentRequestSchema, response: PaymentInstrumentChangeResultSchema },
  removePaymentInstrument: { response: PaymentInstrumentChangeResultSchema },
  addAddress: { body: AddressInputSchema, response: AddressListSchema },
  updateAddress: { body: AddressInputSchema, response: AddressListSchema },
  removeAddress: { response: AddressListSchema },
  profile: { query: ProfileQuerySchema, response: ConsumerProfileSchema },
  updateProfile: { body: UpdateProfileRequestSchema, response: ConsumerProfileSchema },
  notification: { body: NotificationPreferencesSchema, response: NotificationPreferencesResponseSchema },
  lookup: { query: ConsumerLookupQuerySchema, response: ConsumerLookupSchema },
});

/** Country lists and store directories. */
export const utilities = endpoints(routes.utilities, {
  countryList: { response: CountryListSchema },
  addressRules: { response: AddressRulesSchema },
  stores: { response: UtilityStoresSchema },
  storeEmployees: { response: StoreEmployeesSchema },
});
