import { fapiRoutes } from '../route';

/** The signed-in shopper's profile, preferences and password. */
export const profile = fapiRoutes('/fapi/account/profile', {
  read: ['GET', '/'],
  update: ['PUT', '/'],
  notification: ['PUT', '/notification'],
  changePassword: ['POST', '/password'],
  employeeTerms: ['POST', '/employee-terms'],
});

/** The address book, and a country's address rules (public, the same for everyone). */
export const addresses = fapiRoutes('/fapi/account/addresses', {
  list: ['GET', '/'],
  rules: ['GET', '/rules/:countryCode'],
  add: ['POST', '/'],
  update: ['PUT', '/:addressId'],
  remove: ['DELETE', '/:addressId'],
});

/** Saved payment instruments. */
export const paymentInstruments = fapiRoutes('/fapi/account/payment-instruments', {
  list: ['GET', '/'],
  add: ['POST', '/'],
  update: ['PATCH', '/:paymentInstrumentId'],
  remove: ['DELETE', '/:paymentInstrumentId'],
});

/** The shopper's orders, their returns, invoices and gift card emails. */
export const accountOrders = fapiRoutes('/fapi/account/orders', {
  list: ['GET', '/'],
  order: ['GET', '/:orderId'],
  cancel: ['POST', '/:orderId/cancel'],
  createReturn: ['POST', '/:orderId/returns'],
  returnLabel: ['GET', '/:orderId/returns/:returnId/label'],
  invoice: ['GET', '/:orderId/invoice'],
  resendGiftCard: ['POST', '/:orderId/gift-cards/:itemId/resend'],
});
