import type { FapiTable } from '../route';

/** The signed-in shopper's profile, preferences and password. */
export const profile = {
  read: { method: 'GET', path: '/fapi/account/profile' },
  update: { method: 'PUT', path: '/fapi/account/profile' },
  notification: { method: 'PUT', path: '/fapi/account/profile/notification' },
  sms: { method: 'PUT', path: '/fapi/account/profile/sms' },
  changePassword: { method: 'POST', path: '/fapi/account/profile/password' },
  employeeTerms: { method: 'POST', path: '/fapi/account/profile/employee-terms' },
} as const satisfies FapiTable;

/** The address book, and a country's address rules (public, the same for everyone). */
export const addresses = {
  list: { method: 'GET', path: '/fapi/account/addresses' },
  rules: { method: 'GET', path: '/fapi/account/addresses/rules/:countryCode' },
  add: { method: 'POST', path: '/fapi/account/addresses' },
  update: { method: 'PUT', path: '/fapi/account/addresses/:addressId' },
  remove: { method: 'DELETE', path: '/fapi/account/addresses/:addressId' },
} as const satisfies FapiTable;

/** Saved payment instruments. */
export const paymentInstruments = {
  list: { method: 'GET', path: '/fapi/account/payment-instruments' },
  add: { method: 'POST', path: '/fapi/account/payment-instruments' },
  update: { method: 'PATCH', path: '/fapi/account/payment-instruments/:paymentInstrumentId' },
  remove: { method: 'DELETE', path: '/fapi/account/payment-instruments/:paymentInstrumentId' },
} as const satisfies FapiTable;

/** The shopper's orders, their returns, invoices and gift card emails. */
export const accountOrders = {
  list: { method: 'GET', path: '/fapi/account/orders' },
  order: { method: 'GET', path: '/fapi/account/orders/:orderId' },
  cancel: { method: 'POST', path: '/fapi/account/orders/:orderId/cancel' },
  createReturn: { method: 'POST', path: '/fapi/account/orders/:orderId/returns' },
  returnLabel: { method: 'GET', path: '/fapi/account/orders/:orderId/returns/:returnId/label' },
  invoice: { method: 'GET', path: '/fapi/account/orders/:orderId/invoice' },
  resendGiftCard: { method: 'POST', path: '/fapi/account/orders/:orderId/gift-cards/:itemId/resend' },
} as const satisfies FapiTable;
