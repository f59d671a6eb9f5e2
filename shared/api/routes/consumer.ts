import { route, routes } from '../route';

/** The signed-in shopper's profile, loyalty, subscriptions, saved cards, orders and addresses. */
export const consumer = routes('consumer', {
  profile: route('GET', '/consumers-v3/consumer'),
  updateProfile: route('PUT', '/consumers-v3/consumer'),
  createProfile: route('POST', '/consumers-v3/consumer'),
  loyaltyToken: route('POST', '/consumers-v3/consumer/loyalty/token'),
  loyaltyWelcomePromo: route('GET', '/consumers-v3/consumer/loyalty/promo/welcome'),
  loyaltyVouchers: route('GET', '/consumers-v3/consumer/loyalty/vouchers'),
  lookup: route('GET', '/consumers-v3/consumer/lookup'),
  subscription: route('GET', '/consumers-v3/consumer/subscription'),
  updateSubscription: route('PUT', '/consumers-v3/consumer/subscription'),
  subscribe: route('POST', '/consumers-v3/consumer/subscription'),
  paymentInstruments: route('GET', '/consumers-v3/consumer/payment_instruments', { proxied: false }),
  addPaymentInstrument: route('POST', '/consumers-v3/consumer/payment_instruments', { proxied: false }),
  updatePaymentInstrument: route('PATCH', '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId', { proxied: false }),
  removePaymentInstrument: route('DELETE', '/consumers-v3/consumer/payment_instruments/:paymentInstrumentId', { proxied: false }),
  purchase: route('GET', '/consumers-v3/consumer/purchase/:orderId', { proxied: false }),
  downloadInvoice: route('POST', '/consumers-v3/consumer/purchase/invoice/download', { proxied: false }),
  purchaseHistory: route('POST', '/consumers-v3/consumer/purchasehistory', { proxied: false }),
  returnLabel: route('POST', '/consumers-v3/consumer/return/:orderId/returnLabel', { proxied: false }),
  trackOrder: route('POST', '/consumers-v3/consumer/TrackOrder', { proxied: false }),
  cancelOrder: route('POST', '/consumers-v3/consumer/CancelOrder', { proxied: false }),
  addAddress: route('POST', '/consumers-v3/consumer/address'),
  updateAddress: route('PUT', '/consumers-v3/consumer/address/:addressId'),
  removeAddress: route('DELETE', '/consumers-v3/consumer/address/:addressId'),
  resendGiftCardEmail: route('POST', '/consumers-v3/consumer/resendGiftCardEmail', { proxied: false }),
  // Personal data by id and email: the worker's sign-up prefill asks, never the browser.
  retrieveUserData: route('POST', '/consumers-v3/consumer/retrieveUserData', { proxied: false }),
  notification: route('PUT', '/consumers-v3/consumer/notification'),
  eventRegistration: route('POST', '/consumers-v3/consumer/event-registration'),
  warranty: route('POST', '/consumers-v3/consumer/warranty', { proxied: false }),
  contactUs: route('POST', '/consumers-v3/contactus', { proxied: false }),
  contactUsSubjects: route('GET', '/consumers-v3/contactus/categorySubject', { proxied: false }),
});

/** Country lists and store directories. */
export const utilities = routes('utilities', {
  countryList: route('GET', '/consumers-v3/utilities/countryList'),
  stores: route('GET', '/consumers-v3/utilities/stores'),
  storeEmployees: route('GET', '/consumers-v3/utilities/stores/:storeId/employees'),
});
