import type { FapiTable } from '../route';

/** Performance beacons, the engine's decision asked again, and the testers' view of decisions (the same worker module as the tracked events). */
export const decisions = {
  performance: { method: 'POST', path: '/fapi/performance/ingest' },
  personalisation: { method: 'POST', path: '/fapi/personalisation/decisions' },
  inspect: { method: 'GET', path: '/fapi/decisions' },
} as const satisfies FapiTable;
