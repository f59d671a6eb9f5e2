import { fapiRoutes } from '../route';

/** The session's checkout: addresses, shipping, payment and the order it becomes. */
export const checkout = fapiRoutes('/fapi/checkout', {
  read: ['GET', '/'],
  shippingAddress: ['POST', '/shipping-address'],
  shippingMethod: ['POST', '/shipping-method'],
  billingAddress: ['POST', '/billing-address'],
  paymentSession: ['POST', '/payment-session'],
  addPaymentInstrument: ['POST', '/payment-instruments'],
  removePaymentInstrument: ['DELETE', '/payment-instruments/:paymentInstrumentId'],
  loyaltyVoucher: ['POST', '/loyalty-voucher'],
  placeOrder: ['POST', '/order'],
  order: ['GET', '/order/:orderNumber'],
  finishChallenge: ['PATCH', '/order/:orderNumber'],
  pickupContact: ['POST', '/pickup-contact'],
  collectionPoints: ['GET', '/collection-points'],
  collectionPoint: ['POST', '/collection-point'],
  expressAvailability: ['GET', '/express'],
  express: ['POST', '/express'],
  giftCardBalance: ['POST', '/gift-card-balance'],
  paypal: ['POST', '/paypal'],
});
