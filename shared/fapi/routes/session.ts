import type { FapiTable } from '../route';

/** What the page may know of the shopper's session. */
export const session = {
  read: { method: 'GET', path: '/fapi/session' },
} as const satisfies FapiTable;
