import { RetrieveUserDataRequestSchema, UserDataSchema } from '../account/schemas/sign-up';
import { ReturnLabelRequestSchema, ReturnSchema } from '../account/schemas/returns';
import { ConfirmSubscriptionRequestSchema, SubscriptionQuerySchema } from '../account/schemas/subscriptions';
import { ConsumerLookupQuerySchema, ConsumerLookupSchema } from '../account/schemas/consumer-lookup';
import { SubscriptionRequestSchema, SubscriptionResponseSchema } from '../validation';
import {
  AddPaymentInstrumentRequestSchema,
  CardSaveResultSchema,
  PaymentInstrumentChangeResultSchema,
  PaymentInstrumentsResponseSchema,
  UpdatePaymentInstrumentRequestSchema,
} from '../payments/schemas/payment-instruments';
import { AddressInputSchema, AddressListSchema, AddressRulesSchema, CountryListSchema } from '../address/schemas/address';
import { ConsumerProfileSchema, NotificationPreferencesSchema, NotificationPreferencesResponseSchema, ProfileQuerySchema, UpdateProfileRequestSchema } from '../account/schemas/consumer';
import { StoreEmployeesSchema } from '../location/schemas/stores';
import { EventRegistrationPayloadSchema, EventRegistrationSchema } from '../events/schemas';
import { UtilityStoresSchema } from '../in-store/schemas';
import { endpoints } from './endpoint';
import { OrderRequestSchema, OrderSchema, PurchaseHistoryRequestSchema, PurchaseHistorySchema, ResendGiftCardEmailRequestSchema, ResendGiftCardEmailSchema, TrackedOrderSchema, TrackOrderRequestSchema } from '../checkout/schemas/orders';
import { ContactCategoriesSchema, ContactUsRequestSchema, SupportCaseSchema, WarrantyRequestSchema } from '../account/schemas/support';
import { LoyaltyHistorySchema, LoyaltyTokenRequestSchema, LoyaltyTokenResponseSchema, LoyaltyVouchersSchema, WelcomePromoSchema } from '../loyalty/schemas';
import { SmsSubscriptionRequestSchema } from '../account/schemas/sms-subscription';
import * as routes from './routes/consumer';

// Calls listed relative to /consumers-v3 live under the authenticated consumer path, e.g.
// /consumers-v3/consumer/address. Entries without schemas get them with the account feature.

/** The signed-in shopper's profile, loyalty, subscriptions, saved cards, orders and addresses. */
export const consumer = endpoints(routes.consumer, {
  subscription: { query: SubscriptionQuerySchema, response: SubscriptionResponseSchema },
  subscribe: { body: SubscriptionRequestSchema, response: SubscriptionResponseSchema },
  updateSubscription: { body: SmsSubscriptionRequestSchema, response: NotificationPreferencesResponseSchema },
  confirmSubscription: { body: ConfirmSubscriptionRequestSchema, response: SubscriptionResponseSchema },
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
  eventRegistration: { body: EventRegistrationPayloadSchema, response: EventRegistrationSchema },
  loyaltyToken: { body: LoyaltyTokenRequestSchema, response: LoyaltyTokenResponseSchema },
  loyaltyWelcomePromo: { response: WelcomePromoSchema },
  loyaltyVouchers: { response: LoyaltyVouchersSchema },
  loyaltyHistory: { response: LoyaltyHistorySchema },
});

/** Country lists and store directories. */
export const utilities = endpoints(routes.utilities, {
  countryList: { response: CountryListSchema },
  addressRules: { response: AddressRulesSchema },
  stores: { response: UtilityStoresSchema },
  storeEmployees: { response: StoreEmployeesSchema },
});
