import type { FapiTable } from '../route';

/** Tracked (analytics) events, which every page sends: a file of their own, so a page carries no other route of the decisions module (`./decisions`). */
export const analytics = {
  send: { method: 'POST', path: '/fapi/events' },
} as const satisfies FapiTable;
