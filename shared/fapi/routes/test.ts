import type { FapiTable } from '../route';

/*
 * Development and test hooks: each answers only where the worker runs against the mocks or in
 * development, and is a plain 404 everywhere else.
 */

export const visitorTest = {
  read: { method: 'GET', path: '/fapi/test/visitor' },
} as const satisfies FapiTable;
export const cartTest = {
  age: { method: 'POST', path: '/fapi/test/cart/age' },
  reassign: { method: 'POST', path: '/fapi/test/cart/reassign' },
  fault: { method: 'POST', path: '/fapi/test/cart/fault' },
  stock: { method: 'POST', path: '/fapi/test/cart/stock' },
} as const satisfies FapiTable;
export const ordersTest = {
  create: { method: 'POST', path: '/fapi/test/orders' },
} as const satisfies FapiTable;
export const giftCardTest = {
  create: { method: 'POST', path: '/fapi/test/giftcards' },
} as const satisfies FapiTable;
export const ugcTest = {
  approve: { method: 'POST', path: '/fapi/test/ugc/approve' },
} as const satisfies FapiTable;
export const ledgerTest = {
  read: { method: 'GET', path: '/fapi/test/ledger' },
} as const satisfies FapiTable;
export const rewardCardTest = {
  create: { method: 'POST', path: '/fapi/test/reward-cards' },
} as const satisfies FapiTable;
export const accountTest = {
  outbox: { method: 'GET', path: '/fapi/test/account/outbox' },
  prefillLink: { method: 'POST', path: '/fapi/test/account/prefill-link' },
  create: { method: 'POST', path: '/fapi/test/account' },
} as const satisfies FapiTable;
export const authTest = {
  unlock: { method: 'POST', path: '/fapi/test/auth/unlock' },
} as const satisfies FapiTable;
