import { fapiRoutes } from '../route';

/** The session's basket: it names no basket id, the worker finds the session's own. */
export const cart = fapiRoutes('/fapi/cart', {
  read: ['GET', '/'],
  addItem: ['POST', '/items'],
  addSet: ['POST', '/items/set'],
  updateLine: ['PATCH', '/items/:itemId'],
  removeLine: ['DELETE', '/items/:itemId'],
  setDelivery: ['PUT', '/items/:itemId/delivery'],
  saveForLater: ['POST', '/items/:itemId/save-for-later'],
  moveToCart: ['POST', '/saved/:listId/:itemId/move'],
  removeSaved: ['DELETE', '/saved/:listId/:itemId'],
  applyCoupon: ['PUT', '/coupon'],
  removeCoupon: ['DELETE', '/coupon/:code'],
  restore: ['POST', '/restore'],
});
