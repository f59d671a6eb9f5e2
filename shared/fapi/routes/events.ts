import type { FapiTable } from '../route';

/** A signed-in member's sign-up to an event the CMS shows. */
export const events = {
  register: { method: 'POST', path: '/fapi/events/registration' },
} as const satisfies FapiTable;
