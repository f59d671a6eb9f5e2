import { z } from 'zod';
import { PERFORMANCE_CATEGORY, TARGETING_CATEGORY, type ConsentCategory } from '../consent';
import { ExperimentEventsSchema } from '../experiments/exposure';
import { PerformanceBeaconSchema } from '../performance/beacon';
import { PersonalisationEventSchema } from '../personalisation/events';

/*
 * Everything the browser reports about a visit goes to one route: experiment
 * impressions and conversions, the personalisation engine's record events, the
 * page view behind the tracking pixel, and the performance beacon. The worker
 * adds what the browser must never hold (the HttpOnly visitor and engine ids)
 * and forwards each event to its vendor after answering.
 */

export const EVENTS_PATH = '/fapi/events';

/** Events posted at once: a page's hydration reports every shown component in one request. */
export const MAX_EVENTS = 40;
/** The body limit of the events route; the browser splits a larger queue over several posts. */
export const MAX_EVENTS_BODY_BYTES = 32 * 1024;

export const EventSchema = z.discriminatedUnion('type', [ExperimentEventsSchema, ...PersonalisationEventSchema.options, PerformanceBeaconSchema]);
export type VisitEvent = z.infer<typeof EventSchema>;

export const EventsBodySchema = z.object({ events: z.array(EventSchema).min(1).max(MAX_EVENTS) });
export type EventsBody = z.infer<typeof EventsBodySchema>;

/**
 * The consent category each event needs. Experiments and the beacon measure the visit
 * (performance and analytics); the engine's records and the pixel's page view target the
 * visitor. The worker drops an event without its category, whatever the browser sent; the
 * browser does not send it in the first place.
 */
export const EVENT_CONSENT: Record<VisitEvent['type'], ConsentCategory> = {
  experiments: PERFORMANCE_CATEGORY,
  performance: PERFORMANCE_CATEGORY,
  recImpressions: TARGETING_CATEGORY,
  recClicks: TARGETING_CATEGORY,
  pageEvents: TARGETING_CATEGORY,
  pageView: TARGETING_CATEGORY,
};
