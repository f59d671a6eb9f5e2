import type { FapiTable } from '../route';

/** The newsletter sign-up (footer, pop-up) and its mailed confirmation link, for anyone. */
export const newsletter = {
  subscribe: { method: 'POST', path: '/fapi/newsletter' },
  confirm: { method: 'POST', path: '/fapi/newsletter/confirm' },
} as const satisfies FapiTable;

/** The signed-in shopper's subscriptions, every type and channel, and a change to one. */
export const subscriptions = {
  list: { method: 'GET', path: '/fapi/account/subscriptions' },
  change: { method: 'PUT', path: '/fapi/account/subscriptions' },
} as const satisfies FapiTable;
