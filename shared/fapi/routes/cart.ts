import type { FapiTable } from '../route';

/** The session's basket: it names no basket id, the worker finds the session's own. */
export const cart = {
  read: { method: 'GET', path: '/fapi/cart' },
  addItem: { method: 'POST', path: '/fapi/cart/items' },
  addSet: { method: 'POST', path: '/fapi/cart/items/set' },
  updateLine: { method: 'PATCH', path: '/fapi/cart/items/:itemId' },
  removeLine: { method: 'DELETE', path: '/fapi/cart/items/:itemId' },
  setDelivery: { method: 'PUT', path: '/fapi/cart/items/:itemId/delivery' },
  saveForLater: { method: 'POST', path: '/fapi/cart/items/:itemId/save-for-later' },
  moveToCart: { method: 'POST', path: '/fapi/cart/saved/:listId/:itemId/move' },
  removeSaved: { method: 'DELETE', path: '/fapi/cart/saved/:listId/:itemId' },
  applyCoupon: { method: 'PUT', path: '/fapi/cart/coupon' },
  removeCoupon: { method: 'DELETE', path: '/fapi/cart/coupon/:code' },
  restore: { method: 'POST', path: '/fapi/cart/restore' },
} as const satisfies FapiTable;
