import { SubscriptionRequestSchema, SubscriptionResponseSchema } from '../validation';
import { endpoint } from './endpoint';

// Calls listed relative to /consumers-v3 live under the authenticated consumer path, e.g.
// /consumers-v3/consumer/address. Entries without schemas get them with the account feature.

/** The signed-in shopper's profile, loyalty, subscriptions, saved cards, orders and addresses. */
export const consumer = {
  profile: endpoint('GET', '/consumers-v3/consumer'),
  updateProfile: endpoint('PUT', '/consumers-v3/consumer'),
  createProfile: endpoint('POST', '/consumers-v3/consumer'),
  loyaltyToken: endpoint('POST', '/consumers-v3/consumer/loyalty/token'),
  loyaltyWelcomePromo: endpoint('GET', '/consumers-v3/consumer/loyalty/promo/welcome'),
  loyaltyVouchers: endpoint('GET', '/consumers-v3/consumer/loyalty/vouchers'),
  lookup: endpoint('GET', '/consumers-v3/consumer/lookup'),
  subscription: endpoint('GET', '/consumers-v3/consumer/subscription', { response: SubscriptionResponseSchema }),
  updateSubscription: endpoint('PUT', '/consumers-v3/consumer/subscription'),
  subscribe: endpoint('POST', '/consumers-v3/consumer/subscription', { body: SubscriptionRequestSchema, response: SubscriptionResponseSchema }),
  paymentInstruments: endpoint('GET', '/consumers-v3/consumer/payment_instruments'),
  addPaymentInstrument: endpoint('POST', '/consumers-v3/consumer/payment_instruments'),
  updatePaymentInstrument: endpoint('PATCH', '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId'),
  removePaymentInstrument: endpoint('DELETE', '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId'),
  purchase: endpoint('GET', '/consumers-v3/consumer/purchase/:orderId'),
  downloadInvoice: endpoint('POST', '/consumers-v3/consumer/purchase/invoice/download'),
  purchaseHistory: endpoint('POST', '/consumers-v3/consumer/purchasehistory'),
  returnLabel: endpoint('POST', '/consumers-v3/consumer/return/:orderId/returnLabel'),
  trackOrder: endpoint('POST', '/consumers-v3/consumer/TrackOrder'),
  cancelOrder: endpoint('POST', '/consumers-v3/consumer/CancelOrder'),
  addAddress: endpoint('POST', '/consumers-v3/consumer/address'),
  updateAddress: endpoint('PUT', '/consumers-v3/consumer/address/:addressId'),
  removeAddress: endpoint('DELETE', '/consumers-v3/consumer/address/:addressId'),
  resendGiftCardEmail: endpoint('POST', '/consumers-v3/consumer/resendGiftCardEmail'),
  retrieveUserData: endpoint('POST', '/consumers-v3/consumer/retrieveUserData'),
  notification: endpoint('PUT', '/consumers-v3/consumer/notification'),
  eventRegistration: endpoint('POST', '/consumers-v3/consumer/event-registration'),
  warranty: endpoint('POST', '/consumers-v3/consumer/warranty'),
  contactUs: endpoint('POST', '/consumers-v3/contactus'),
  contactUsSubjects: endpoint('GET', '/consumers-v3/contactus/categorySubject'),
} as const;

/** Country lists and store directories. */
export const utilities = {
  countryList: endpoint('GET', '/consumers-v3/utilities/countryList'),
  stores: endpoint('GET', '/consumers-v3/utilities/stores'),
  storeEmployees: endpoint('GET', '/consumers-v3/utilities/stores/:storeId/employees'),
} as const;
