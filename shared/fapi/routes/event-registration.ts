import type { FapiTable } from '../route';

/** A signed-in member's sign-up to an event the CMS shows. */
export const eventRegistration = {
  register: { method: 'POST', path: '/fapi/event-registration' },
} as const satisfies FapiTable;
