import { fapiRoutes } from '../route';

/** Analytics and performance beacons, the engine's decision asked again, and the testers' view of decisions. */
export const decisions = fapiRoutes('/fapi', {
  events: ['POST', '/events'],
  performance: ['POST', '/performance/ingest'],
  personalisation: ['POST', '/personalisation/decisions'],
  inspect: ['GET', '/decisions'],
});
