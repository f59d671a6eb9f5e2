import { route, routes } from '../route';

/** The signed-in shopper's profile, loyalty, subscriptions, saved cards, orders and addresses. */
export const consumer = routes('consumer', {
  profile: route('GET', '/consumers-v3/consumer', { proxied: false }),
  updateProfile: route('PUT', '/consumers-v3/consumer', { proxied: false }),
  createProfile: route('POST', '/consumers-v3/consumer'),
  // The loyalty programme is the worker's (/fapi/loyalty): joining sends the session id and the
  // source, which only the worker holds, and the programme answers only where its flag is on.
  loyaltyToken: route('POST', '/consumers-v3/consumer/loyalty/token', { proxied: false }),
  loyaltyWelcomePromo: route('GET', '/consumers-v3/consumer/loyalty/promo/welcome', { proxied: false }),
  loyaltyVouchers: route('GET', '/consumers-v3/consumer/loyalty/vouchers', { proxied: false }),
  // The member's points movements, which the Rewards page lists.
  loyaltyHistory: route('GET', '/consumers-v3/consumer/loyalty/history', { proxied: false }),
  // Whether an email has an account: only the worker's rate-limited /fapi/auth/lookup asks.
  lookup: route('GET', '/consumers-v3/consumer/lookup', { proxied: false }),
  // Subscriptions are the worker's (/fapi/newsletter, /fapi/account/subscriptions, /fapi/account/profile/sms):
  // it decides by the site whether a sign-up waits for its mailed confirmation, and reads an SMS
  // subscription's phone by the site's rules, so the browser never sets either itself.
  subscription: route('GET', '/consumers-v3/consumer/subscription', { proxied: false }),
  updateSubscription: route('PUT', '/consumers-v3/consumer/subscription', { proxied: false }),
  subscribe: route('POST', '/consumers-v3/consumer/subscription', { proxied: false }),
  // Following a double opt-in mail's link: the token it carries opts the address in.
  confirmSubscription: route('POST', '/consumers-v3/consumer/subscription/confirm', { proxied: false }),
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
  // The address book is the worker's (/fapi/account/addresses): the browser never calls these itself.
  addAddress: route('POST', '/consumers-v3/consumer/address', { proxied: false }),
  updateAddress: route('PUT', '/consumers-v3/consumer/address/:addressId', { proxied: false }),
  removeAddress: route('DELETE', '/consumers-v3/consumer/address/:addressId', { proxied: false }),
  resendGiftCardEmail: route('POST', '/consumers-v3/consumer/resendGiftCardEmail', { proxied: false }),
  // Personal data by id and email: the worker's sign-up prefill asks, never the browser.
  retrieveUserData: route('POST', '/consumers-v3/consumer/retrieveUserData', { proxied: false }),
  notification: route('PUT', '/consumers-v3/consumer/notification', { proxied: false }),
  // The worker builds the registration from the member's own profile (/fapi/event-registration).
  eventRegistration: route('POST', '/consumers-v3/consumer/event-registration', { proxied: false }),
  warranty: route('POST', '/consumers-v3/consumer/warranty', { proxied: false }),
  contactUs: route('POST', '/consumers-v3/contactus', { proxied: false }),
  contactUsSubjects: route('GET', '/consumers-v3/contactus/categorySubject', { proxied: false }),
});

/** Country lists and store directories. */
export const utilities = routes('utilities', {
  // The same for everyone: the worker reads them and caches them per locale.
  countryList: route('GET', '/consumers-v3/utilities/countryList', { proxied: false }),
  // The address rules by country and locale; the locale rides in the query like every call's.
  addressRules: route('GET', '/consumers-v3/utilities/addressRules/:countryCode', { proxied: false }),
  stores: route('GET', '/consumers-v3/utilities/stores'),
  // Who works where: the worker checks an in-store sale's employee with it; never the browser's to list.
  storeEmployees: route('GET', '/consumers-v3/utilities/stores/:storeId/employees', { proxied: false }),
});
