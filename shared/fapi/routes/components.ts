import type { FapiTable } from '../route';

/** Component data fetched after the first render (article search). */
export const components = {
  search: { method: 'GET', path: '/fapi/components/search' },
} as const satisfies FapiTable;
