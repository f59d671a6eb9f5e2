import { route, routes } from '../route';

/**
 * The basket, its items, addresses, payment and the order it becomes. None is proxied: the
 * browser reaches the basket only through the worker's own cart routes, which check every input
 * and name no basket but the session's.
 */
export const cart = routes('cart', {
  createCart: route('POST', '/cart/v1/cart', { proxied: false }),
  createCartWithItem: route('POST', '/cart/v1/cartWithItem', { proxied: false }),
  cart: route('GET', '/cart/v1/cart/:basketId', { proxied: false }),
  addItems: route('POST', '/cart/v1/item', { proxied: false }),
  removeItem: route('DELETE', '/cart/v1/item', { proxied: false }),
  updateItem: route('PUT', '/cart/v1/cart/:basketId/item', { proxied: false }),
  applyCoupon: route('PUT', '/cart/v1/coupon', { proxied: false }),
  removeCoupon: route('DELETE', '/cart/v1/coupon', { proxied: false }),
  setShippingMethod: route('POST', '/cart/v1/shippingMethod', { proxied: false }),
  setShippingAddress: route('POST', '/cart/v2/cart/:basketId/shippingAddress', { proxied: false }),
  removeShippingAddress: route('DELETE', '/cart/v2/cart/:basketId/shippingAddress', { proxied: false }),
  validateShippingAddress: route('POST', '/cart/v1/cart/:basketId/shippingAddress/validation', { proxied: false }),
  setBillingAddress: route('POST', '/cart/v1/cart/:basketId/billingAddress', { proxied: false }),
  removeBillingAddress: route('DELETE', '/cart/v1/cart/:basketId/billingAddress', { proxied: false }),
  paymentMethods: route('GET', '/cart/v1/cart/:basketId/paymentMethods', { proxied: false }),
  shippingMethods: route('GET', '/cart/v1/cart/:basketId/shippingMethod/:shippingId', { proxied: false }),
  addPaymentInstrument: route('POST', '/cart/v1/cart/:basketId/paymentInstruments', { proxied: false }),
  removePaymentInstrument: route('DELETE', '/cart/v1/cart/:basketId/paymentInstruments', { proxied: false }),
  applyReward: route('PUT', '/cart/v1/cart/:basketId/reward', { proxied: false }),
  updateSaveForLater: route('PUT', '/cart/v2/saveForLater', { proxied: false }),
  saveForLater: route('POST', '/cart/v2/cart/:basketId/saveForLater', { proxied: false }),
  removeSavedItem: route('DELETE', '/cart/v2/saveForLater/:saveForlaterId/items/:itemId', { proxied: false }),
  giftCardBalance: route('POST', '/cart/v1/giftcard/balance', { proxied: false }),
  paymentSession: route('GET', '/cart/v1/paymentSession', { proxied: false }),
  prepareOrder: route('POST', '/cart/v1/cart/prepareOrder', { proxied: false }),
  /** Who collects the basket's store and collection-point shipments. */
  setPickupContact: route('PUT', '/cart/v1/cart/:basketId/pickupContact', { proxied: false }),
  placeOrder: route('PUT', '/cart/v2/checkout/order', { proxied: false }),
  updateOrderPayment: route('PATCH', '/cart/v2/checkout/order/:orderNumber', { proxied: false }),
  /** An order the caller placed, as placing it answered. */
  checkoutOrder: route('GET', '/cart/v2/checkout/order/:orderNumber', { proxied: false }),
  deviceFingerprint: route('POST', '/cart/v1/deviceFingerPrint', { proxied: false }),
  reserveWithItem: route('POST', '/cart/v1/reserveWithItem', { proxied: false }),
  addPriceAdjustment: route('POST', '/cart/v1/cart/:basketId/price_adjustments', { proxied: false }),
  updatePriceAdjustment: route('PATCH', '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', { proxied: false }),
  removePriceAdjustment: route('DELETE', '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', { proxied: false }),
  /** The caller's saved-for-later list, start and count paging (page size from settings). */
  savedForLater: route('GET', '/wishlists/v2/saveForLater', { proxied: false }),
});
