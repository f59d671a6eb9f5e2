import type { FapiTable } from '../route';

/** The server's clock, for a countdown that must not trust the device's. */
export const serverTime = {
  read: { method: 'GET', path: '/fapi/server/time' },
} as const satisfies FapiTable;

/** One language's interface strings, named by their content hash. */
export const messages = {
  catalogue: { method: 'GET', path: '/fapi/messages/:file' },
} as const satisfies FapiTable;

/** Whether this deploy has what it needs (bindings, upstream configuration), and which upstreams the mocks play. */
export const health = {
  read: { method: 'GET', path: '/fapi/health' },
} as const satisfies FapiTable;
