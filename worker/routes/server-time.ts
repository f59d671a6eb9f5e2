import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { fapi } from '../../shared/fapi';

/* GET /fapi/server/time — the server's clock, a named route. */
export const serverTime = new Hono<AppEnv>().on(fapi.serverTime.read.method, fapi.serverTime.read.path, (c) => {
  const now = Date.now();
  c.header('cache-control', 'no-store');
  return c.json({ timestamp: now, iso: new Date(now).toISOString() });
});
