import { json, methodNotAllowed, type MockRouter } from '../http';

// Utilities: GET /fapi/server/time (response timestamp).
const TIME_PATH = '/fapi/server/time';

export function registerFapiRoutes(router: MockRouter): void {
  router
    .get(TIME_PATH, () => {
      const now = new Date();
      return json({ timestamp: now.getTime(), iso: now.toISOString() }, { headers: { 'cache-control': 'no-store' } });
    })
    .all(TIME_PATH, methodNotAllowed);
}
