import type { FapiTable } from '../route';

/** Where the visitor appears to be, and the sites serving that country. */
export const location = {
  read: { method: 'GET', path: '/fapi/location' },
} as const satisfies FapiTable;
