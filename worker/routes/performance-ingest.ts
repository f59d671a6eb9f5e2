import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { isAllowed, PERFORMANCE_CATEGORY } from '../../shared/consent';
import { PerformanceBeaconSchema } from '../../shared/performance';
import { classifyPath, pageEntry } from '../../shared/routing';
import { readJsonBody } from './read-body';

const MAX_BODY_BYTES = 2 * 1024;

/*
 * POST /fapi/performance/ingest (spec §7 performance beacon): one structured log line
 * per page view, which the platform's log pipeline aggregates (no visitor id in it).
 * Without performance consent (C0002) nothing is recorded: 204.
 */
export const performanceIngest = new Hono<AppEnv>().post('/', async (c) => {
  const beacon = await readJsonBody(c, PerformanceBeaconSchema, MAX_BODY_BYTES, 'Invalid performance beacon');
  if (beacon instanceof Response) return beacon;
  const ctx = c.get('requestContext');
  if (!isAllowed(ctx.consent, PERFORMANCE_CATEGORY)) return c.body(null, 204);
  const country = (c.req.raw.cf as { country?: unknown } | undefined)?.country;
  console.log(JSON.stringify({ msg: 'performance', ...beacon, pageType: pageEntry(classifyPath(beacon.page).pageType).specType, country: typeof country === 'string' ? country : null, correlationId: ctx.correlationId }));
  return c.body(null, 202);
});
