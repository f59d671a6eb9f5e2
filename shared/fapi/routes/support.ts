import type { FapiTable } from '../route';

/** Tracking an order without an account (rate-limited). */
export const orders = {
  track: { method: 'POST', path: '/fapi/orders/track' },
} as const satisfies FapiTable;

/** Contact and warranty cases, and the subjects a contact case may have. */
export const support = {
  categories: { method: 'GET', path: '/fapi/support/categories' },
  contact: { method: 'POST', path: '/fapi/support/contact' },
  warranty: { method: 'POST', path: '/fapi/support/warranty' },
} as const satisfies FapiTable;
