import { endpoint } from './endpoint';

// Payloads and answers get their schemas with the cart and checkout features; until then each
// entry fixes only its method and path.

/** The basket, its items, addresses, payment and the order it becomes. */
export const cart = {
  createCart: endpoint('POST', '/cart/v1/cart'),
  createCartWithItem: endpoint('POST', '/cart/v1/cartWithItem'),
  cart: endpoint('GET', '/cart/v1/cart/:basketId'),
  addItems: endpoint('POST', '/cart/v1/item'),
  removeItem: endpoint('DELETE', '/cart/v1/item'),
  updateItem: endpoint('PUT', '/cart/v1/cart/:basketId/item'),
  applyCoupon: endpoint('PUT', '/cart/v1/coupon'),
  removeCoupon: endpoint('DELETE', '/cart/v1/coupon'),
  setShippingMethod: endpoint('POST', '/cart/v1/shippingMethod'),
  setShippingAddress: endpoint('POST', '/cart/v2/cart/:basketId/shippingAddress'),
  removeShippingAddress: endpoint('DELETE', '/cart/v2/cart/:basketId/shippingAddress'),
  validateShippingAddress: endpoint('POST', '/cart/v1/cart/:basketId/shippingAddress/validation'),
  setBillingAddress: endpoint('POST', '/cart/v1/cart/:basketId/billingAddress'),
  removeBillingAddress: endpoint('DELETE', '/cart/v1/cart/:basketId/billingAddress'),
  paymentMethods: endpoint('GET', '/cart/v1/cart/:basketId/paymentMethods'),
  shippingMethods: endpoint('GET', '/cart/v1/cart/:basketId/shippingMethod/:shippingId'),
  addPaymentInstrument: endpoint('POST', '/cart/v1/cart/:basketId/paymentInstruments'),
  removePaymentInstrument: endpoint('DELETE', '/cart/v1/cart/:basketId/paymentInstruments'),
  applyReward: endpoint('PUT', '/cart/v1/cart/:basketId/reward'),
  updateSaveForLater: endpoint('PUT', '/cart/v2/saveForLater'),
  saveForLater: endpoint('POST', '/cart/v2/cart/:basketId/saveForLater'),
  removeSavedItem: endpoint('DELETE', '/cart/v2/saveForLater/:saveForlaterId/items/:itemId'),
  giftCardBalance: endpoint('POST', '/cart/v1/giftcard/balance'),
  paymentSession: endpoint('GET', '/cart/v1/paymentSession'),
  prepareOrder: endpoint('POST', '/cart/v1/cart/prepareOrder'),
  placeOrder: endpoint('PUT', '/cart/v2/checkout/order'),
  updateOrderPayment: endpoint('PATCH', '/cart/v2/checkout/order/:orderNumber'),
  deviceFingerprint: endpoint('POST', '/cart/v1/deviceFingerPrint'),
  reserveWithItem: endpoint('POST', '/cart/v1/reserveWithItem'),
  addPriceAdjustment: endpoint('POST', '/cart/v1/cart/:basketId/price_adjustments'),
  updatePriceAdjustment: endpoint('PATCH', '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId'),
  removePriceAdjustment: endpoint('DELETE', '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId'),
} as const;
