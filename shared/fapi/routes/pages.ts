import type { FapiTable } from '../route';

/** A page's lazy sections, by page or section name. */
export const pages = {
  sections: { method: 'GET', path: '/fapi/pages/:name' },
} as const satisfies FapiTable;
