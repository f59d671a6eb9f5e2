import type { FapiTable } from '../route';

/** A product family's size chart. */
export const sizeChart = {
  read: { method: 'GET', path: '/fapi/size-chart/:productType' },
} as const satisfies FapiTable;
