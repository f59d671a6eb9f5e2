import type { FapiTable } from '../route';

/** The loyalty programme: a member's balance, summary and welcome offer, and joining it. */
export const loyalty = {
  balance: { method: 'GET', path: '/fapi/loyalty/balance' },
  summary: { method: 'GET', path: '/fapi/loyalty' },
  join: { method: 'POST', path: '/fapi/loyalty/join' },
  welcome: { method: 'GET', path: '/fapi/loyalty/welcome' },
} as const satisfies FapiTable;
