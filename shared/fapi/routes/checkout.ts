import type { FapiTable } from '../route';

/** The session's checkout: addresses, shipping, payment and the order it becomes. */
export const checkout = {
  read: { method: 'GET', path: '/fapi/checkout' },
  shippingAddress: { method: 'POST', path: '/fapi/checkout/shipping-address' },
  shippingMethod: { method: 'POST', path: '/fapi/checkout/shipping-method' },
  billingAddress: { method: 'POST', path: '/fapi/checkout/billing-address' },
  paymentSession: { method: 'POST', path: '/fapi/checkout/payment-session' },
  addPaymentInstrument: { method: 'POST', path: '/fapi/checkout/payment-instruments' },
  removePaymentInstrument: { method: 'DELETE', path: '/fapi/checkout/payment-instruments/:paymentInstrumentId' },
  loyaltyVoucher: { method: 'POST', path: '/fapi/checkout/loyalty-voucher' },
  placeOrder: { method: 'POST', path: '/fapi/checkout/order' },
  order: { method: 'GET', path: '/fapi/checkout/order/:orderNumber' },
  finishChallenge: { method: 'PATCH', path: '/fapi/checkout/order/:orderNumber' },
  pickupContact: { method: 'POST', path: '/fapi/checkout/pickup-contact' },
  collectionPoints: { method: 'GET', path: '/fapi/checkout/collection-points' },
  collectionPoint: { method: 'POST', path: '/fapi/checkout/collection-point' },
  expressAvailability: { method: 'GET', path: '/fapi/checkout/express' },
  express: { method: 'POST', path: '/fapi/checkout/express' },
  giftCardBalance: { method: 'POST', path: '/fapi/checkout/gift-card-balance' },
  paypal: { method: 'POST', path: '/fapi/checkout/paypal' },
} as const satisfies FapiTable;
