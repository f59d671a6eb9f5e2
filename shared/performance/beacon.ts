import * as z from 'zod';
import { PagePathSchema } from '../routing/page-path';

/*
 * The performance beacon: the page's field measurements (web vitals), sent once
 * as the page is left, as one of the browser's events (shared/analytics). Performance
 * measurement needs C0002: without it the browser sends nothing and the worker
 * records nothing.
 */

/** Milliseconds, capped at ten minutes: anything longer is a tab left open, not a measurement. */
const Millis = z.number().finite().nonnegative().max(600_000);

export const PerformanceBeaconSchema = z.object({
  type: z.literal('performance'),
  page: PagePathSchema,
  /** Time to first byte, first contentful paint, largest contentful paint, interaction to next paint. */
  ttfb: Millis.optional(),
  fcp: Millis.optional(),
  lcp: Millis.optional(),
  inp: Millis.optional(),
  /** Cumulative layout shift: unitless. */
  cls: z.number().finite().nonnegative().max(100).optional(),
});
export type PerformanceBeacon = z.infer<typeof PerformanceBeaconSchema>;
