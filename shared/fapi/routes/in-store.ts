import type { FapiTable } from '../route';

/** Selling in a store: the store directory, a store's associates, the agent login and its end. */
export const inStore = {
  stores: { method: 'GET', path: '/fapi/in-store/stores' },
  employees: { method: 'GET', path: '/fapi/in-store/stores/:storeId/employees' },
  session: { method: 'GET', path: '/fapi/in-store/session' },
  login: { method: 'POST', path: '/fapi/in-store/login' },
  clear: { method: 'POST', path: '/fapi/in-store/clear' },
} as const satisfies FapiTable;
